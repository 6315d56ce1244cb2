/** Browser storage keys, kept as the existing client named them. */
const adminStorageKeys = { token: 'adminToken', username: 'adminUsername' } as const;

/** The admin session lives in localStorage under the keys the existing client used. */
export const adminSession = {
  token: (): string | null =>
    typeof window === 'undefined' ? null : localStorage.getItem(adminStorageKeys.token),
  username: (): string | null =>
    typeof window === 'undefined' ? null : localStorage.getItem(adminStorageKeys.username),
  save(token: string, username: string): void {
    localStorage.setItem(adminStorageKeys.token, token);
    localStorage.setItem(adminStorageKeys.username, username);
  },
  clear(): void {
    localStorage.clear();
  },
};
