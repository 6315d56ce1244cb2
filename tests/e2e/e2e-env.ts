export const e2ePort = Number(process.env.E2E_PORT ?? 3300);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eAdmin = { username: 'e2e-admin', password: 'e2e-password-123' } as const;

/** The test's own mail server (mail-sink.mjs): the site sends to its SMTP port… */
export const e2eSmtpPort = e2ePort + 10_000;
/** …and the specs read what it received from its HTTP port. */
export const e2eMailSinkUrl = `http://127.0.0.1:${e2ePort + 20_000}`;

/**
 * A second built server without web push (web-push.spec.ts starts it). Every port here stays
 * below 32768, where Linux's ephemeral range begins: a port in that range may already be the
 * local end of an outgoing connection (to PostgreSQL, Redis, the browser), and the listen fails.
 */
export const e2eNoPushPort = e2ePort + 25_000;

/**
 * Two new sites without a school (first-setup.spec.ts starts them): one set up without scripts,
 * one with. Below 32768 like the others.
 */
export const e2eSetupPorts = [e2ePort + 26_000, e2ePort + 27_000] as const;
