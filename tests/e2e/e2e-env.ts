export const e2ePort = Number(process.env.E2E_PORT ?? 3300);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eAdmin = { username: 'e2e-admin', password: 'e2e-password-123' } as const;

/** The test's own mail server (mail-sink.mjs): the site sends to its SMTP port… */
export const e2eSmtpPort = e2ePort + 10_000;
/** …and the specs read what it received from its HTTP port. */
export const e2eMailSinkUrl = `http://127.0.0.1:${e2ePort + 20_000}`;
