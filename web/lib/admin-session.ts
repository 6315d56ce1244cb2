import { adminStorageKeys } from '#contracts/auth.ts';

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
