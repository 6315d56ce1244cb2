import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { passwordMaxLength, passwordMinLength } from '#contracts/auth.ts';
import { newSchoolSettings } from '#contracts/new-school.ts';
import { schoolSettingsSchema, type SchoolSettings } from '#contracts/school-settings.ts';
import { setupSchoolSchema } from '#contracts/site-setup.ts';

/**
 * Settings the server's environment fixes (CIRCULAR_NUMBER_FORMAT, DIGEST_TIME, the retention
 * months): they win over the stored ones, and the Settings screen says so.
 */
export type EnvironmentSettings = Partial<
  Pick<SchoolSettings, 'circularNumberFormat' | 'digestTime'> & {
    retention: Partial<SchoolSettings['retention']>;
  }
>;

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(
        /^[0-9a-fA-F.:/,\s]+$|^(loopback|linklocal|uniquelocal)$/,
        'must be addresses, CIDRs or loopback',
      )
      .default('loopback'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
    // How guessable it is is checked when the first admin is created (first-admin.ts): the
    // dictionaries are loaded only then, not by every start of a server that has its admins.
    ADMIN_PASSWORD: z
      .string()
      .min(passwordMinLength, `must be at least ${passwordMinLength} characters`)
      .max(passwordMaxLength)
      .optional(),
    PUBLIC_URL: z.url('must be a full URL such as https://school.example').optional(),
    BUILD_DIR: z.string().min(1).default('./build'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DEMO: booleanFlag,
    /** A JSON file with the school (the setup screen's answers or whole settings), for unattended installs. */
    SCHOOL_SETTINGS_FILE: z.string().trim().min(1).optional(),
    /** Set by `npm run dev`: pages come from Vite's dev server (hot reload), never cached. */
    WEB_DEV: booleanFlag,
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().trim().min(3).max(300).optional(),
    S3_BUCKET: z.string().trim().min(3).max(63).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url('must be a full URL such as https://s3.example.com').optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag,
    // The next four are the school's settings (decision 0027): set here, they win over the
    // Settings screen, which then shows them as fixed; unset, the settings decide.
    APPLICATION_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).optional(),
    MESSAGE_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).optional(),
    /** How circulars are numbered: {abbreviation}, {year} (2026-27), {nnn} (014), {n} (14). */
    CIRCULAR_NUMBER_FORMAT: z
      .string()
      .trim()
      .max(100)
      .refine((format) => /\{n(nn)?\}/.test(format), 'must contain {n} or {nnn}')
      .optional(),
    /** When the daily digest of circulars goes out, HH:MM at the school (Asia/Kolkata). */
    DIGEST_TIME: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM, e.g. 18:00')
      .optional(),
    /**
     * How long a mail being sent stays the sending instance's; after that another may send it
     * (PostgreSQL: an instance killed mid-send leaves its mails to the others).
     */
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** Web push to subscribers' phones (decision 0022): `npx web-push generate-vapid-keys`. */
    VAPID_PUBLIC_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url public key web-push generates')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url private key web-push generates')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^mailto:[^\s@]+@[^\s@]+$/, "must be the school's address as mailto:office@…")
      .optional(),
  })
  .refine((env) => !env.ADMIN_PASSWORD || env.ADMIN_USERNAME, {
    message: 'ADMIN_PASSWORD is set but ADMIN_USERNAME is not',
    path: ['ADMIN_USERNAME'],
  })
  .refine(
    (env) =>
      [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].every(
        (value, _, all) => Boolean(value) === Boolean(all[0]),
      ),
    {
      message: 'web push needs all three of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT',
      path: ['VAPID_PUBLIC_KEY'],
    },
  )
  .refine((env) => !env.S3_BUCKET || (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    message: 'S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too',
    path: ['S3_ACCESS_KEY_ID'],
  });

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** The VAPID key pair and contact the push services see (decision 0022). */
export type PushSettings = { publicKey: string; privateKey: string; subject: string };

export type AppConfig = {
  port: number;
  host: string;
  /** Proxies whose X-Forwarded-For is believed; the client address feeds the rate limits. */
  trustProxy: string;
  dataDir: string;
  databaseUrl: string | undefined;
  initialAdmin: { username: string; password: string | undefined } | undefined;
  publicUrl: string;
  buildDir: string;
  logLevel: string;
  demo: boolean;
  /** Pages from Vite in development (hot reload), not from the build. */
  webDev: boolean;
  /**
   * The mail server; undefined when SMTP_URL is not set (Inbox only). `from` is MAIL_FROM: without
   * it mails come from a no-reply address named after the school (server/mail/school-sender.ts).
   */
  mail: { url: string; from?: string | undefined } | undefined;
  /** Web push to subscribers' phones; undefined (off) unless the VAPID keys are set. */
  push: PushSettings | undefined;
  /** Shared store for the per-address limits (forms, failed logins) when several servers run. */
  redisUrl: string | undefined;
  /** Uploads in an S3-compatible bucket instead of DATA_DIR (several servers, no shared folder). */
  s3: S3Settings | undefined;
  /** The circulars' mail outbox (decision 0017). */
  circulars: { leaseSeconds: number };
  /**
   * The school's settings the environment fixes over the stored ones (school-settings-service.ts):
   * the circular number format, the digest time and the retention months, each only when set.
   */
  schoolEnvironment?: EnvironmentSettings;
  /**
   * The school of SCHOOL_SETTINGS_FILE: a new site starts with it instead of its setup screen
   * (settle-school.ts); ignored once a school is stored.
   */
  school?: SchoolSettings;
};

/**
 * The school of a settings file: the setup screen's `school` answers (contracts/site-setup.ts),
 * completed with the defaults a new school starts with, or the whole settings (with an
 * `abbreviation`), as the Settings screen stores them. Every wrong field is named.
 */
export function readSchoolFile(file: string): SchoolSettings {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `SCHOOL_SETTINGS_FILE: ${file} cannot be read as JSON (${(error as Error).message}).`,
    );
  }
  const whole = typeof value === 'object' && value !== null && 'abbreviation' in value;
  const parsed = whole
    ? schoolSettingsSchema.safeParse(value)
    : setupSchoolSchema
        .transform((answers) => newSchoolSettings(answers))
        .pipe(schoolSettingsSchema)
        .safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || 'school'}: ${issue.message}`,
  );
  throw new ConfigError(
    `SCHOOL_SETTINGS_FILE: ${file} is not a school's settings:\n${problems.join('\n')}`,
  );
}

export class ConfigError extends Error {}

/** The school's settings the environment sets, and only those: an unset one leaves the setting. */
function schoolEnvironment(values: z.output<typeof envSchema>): EnvironmentSettings {
  const retention = {
    ...(values.APPLICATION_RETENTION_MONTHS !== undefined && {
      applicationMonths: values.APPLICATION_RETENTION_MONTHS,
    }),
    ...(values.MESSAGE_RETENTION_MONTHS !== undefined && {
      messageMonths: values.MESSAGE_RETENTION_MONTHS,
    }),
  };
  return {
    ...(values.CIRCULAR_NUMBER_FORMAT !== undefined && {
      circularNumberFormat: values.CIRCULAR_NUMBER_FORMAT,
    }),
    ...(values.DIGEST_TIME !== undefined && { digestTime: values.DIGEST_TIME }),
    ...(Object.keys(retention).length > 0 && { retention }),
  };
}

/** Reads and validates the environment once at start; every problem is listed in one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nonEmpty = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(nonEmpty);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const port = values.PORT;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: values.HOST,
    trustProxy: values.TRUST_PROXY,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    initialAdmin: values.ADMIN_USERNAME
      ? { username: values.ADMIN_USERNAME, password: values.ADMIN_PASSWORD }
      : undefined,
    publicUrl,
    buildDir: path.resolve(values.BUILD_DIR),
    logLevel: values.LOG_LEVEL,
    demo: values.DEMO,
    webDev: values.WEB_DEV,
    mail: values.SMTP_URL ? { url: values.SMTP_URL, from: values.MAIL_FROM } : undefined,
    push:
      values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY && values.VAPID_SUBJECT
        ? {
            publicKey: values.VAPID_PUBLIC_KEY,
            privateKey: values.VAPID_PRIVATE_KEY,
            subject: values.VAPID_SUBJECT,
          }
        : undefined,
    redisUrl: values.REDIS_URL,
    circulars: { leaseSeconds: values.OUTBOX_LEASE_SECONDS },
    schoolEnvironment: schoolEnvironment(values),
    school: values.SCHOOL_SETTINGS_FILE
      ? readSchoolFile(path.resolve(values.SCHOOL_SETTINGS_FILE))
      : undefined,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          accessKeyId: values.S3_ACCESS_KEY_ID!,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
