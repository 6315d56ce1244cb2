export const e2ePort = Number(process.env.E2E_PORT ?? 3300);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eAdmin = { username: 'e2e-admin', password: 'e2e-password-123' } as const;
