import type { FastifyBaseLogger } from 'fastify';
import type { FormAnswer, FormRefusal } from '#contracts/public-forms.ts';
import { newSchoolSettings } from '#contracts/new-school.ts';
import { schoolSettingsSchema, type SchoolSettings } from '#contracts/school-settings.ts';
import { setupMessages, siteSetupRequestSchema, type SiteSetup } from '#contracts/site-setup.ts';
import type { Database } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { tooManyAttempts } from '#server/rate-limits/too-many-attempts.ts';
import {
  type AdminsRepository,
  hashPassword,
  newPasswordProblem,
} from '#server/modules/auth/index.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';
import type { SchoolSettingsService } from '#server/modules/settings/index.ts';
import { schoolSettingsEntity } from '#server/cache/school-settings-entity.ts';
import type { SetupTokens } from './setup-tokens.ts';

/**
 * Wrong setup addresses one connection may try: enough for a clerk who mistyped it a few
 * times, far too few to guess a 256-bit token. The limit counts failures only.
 */
export const wrongSetupTokensPerAddress = { max: 10, windowSeconds: 15 * 60 } as const;

type FieldError = { field: string; message: string };

const badInput = (errors: FieldError[]) =>
  new HttpError(400, `${errors[0]!.field}: ${errors[0]!.message}`, errors);

const tokenOf = (request: unknown) => {
  const token = (request as { token?: unknown } | null)?.token;
  return typeof token === 'string' ? token.trim() : '';
};

/** Every wrong field of the request at once, the password's guessability included. */
async function checkedRequest(request: unknown) {
  const parsed = siteSetupRequestSchema.safeParse(request);
  const errors: FieldError[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        field: issue.path.join('.') || 'body',
        message: issue.message,
      }));
  const admin = (request as { admin?: { username?: unknown; password?: unknown } } | null)?.admin;
  if (
    !errors.some((error) => error.field.startsWith('admin.')) &&
    typeof admin?.password === 'string' &&
    typeof admin.username === 'string'
  ) {
    const problem = await newPasswordProblem(admin.password, admin.username.trim());
    if (problem) errors.push({ field: 'admin.password', message: problem });
  }
  if (!parsed.success || errors.length > 0) throw badInput(errors);
  return parsed.data;
}

/** The new school's whole settings, refused field by field like the answers they come from. */
function settingsOf(answers: Parameters<typeof newSchoolSettings>[0]): SchoolSettings {
  const parsed = schoolSettingsSchema.safeParse(newSchoolSettings(answers));
  if (parsed.success) return parsed.data;
  throw badInput(
    parsed.error.issues.map((issue) => ({
      field: ['school', ...issue.path].join('.'),
      message: issue.message,
    })),
  );
}

function refusalOf(error: HttpError): FormRefusal {
  const retryAfter = Number(error.headers['Retry-After']);
  return {
    ok: false,
    status: error.statusCode,
    message: error.message,
    errors: error.errors ?? [],
    ...(retryAfter > 0 && { retryAfterSeconds: retryAfter }),
  };
}

/**
 * The setup screen's work (decision 0027), for `POST /api/setup` and the page's action alike:
 * with the printed address's token, the school's answers and the first administrator, in one
 * transaction the token is used up, the settings stored and the account created; then the pages
 * and menus are seeded and every cached answer dropped. Nothing is half-saved: a wrong token,
 * a wrong field or a site already set up changes nothing.
 */
export function createSiteSetup(deps: {
  db: Database;
  school: SchoolSettingsService;
  admins: AdminsRepository;
  tokens: SetupTokens;
  /** Counts wrong tokens per connection (`wrongSetupTokensPerAddress`). */
  wrongTokens: RateLimiter;
  cache: ResponseCache;
  /** Creates the school's pages and menus (server/modules/pages/seed-site.ts). */
  seed: (school: SchoolSettings) => Promise<void>;
  log: FastifyBaseLogger;
  clock?: () => Date;
}): SiteSetup & { newToken(): Promise<string> } {
  const { db, school, admins, tokens, wrongTokens, cache, log } = deps;
  const isSetUp = async () => (await school.stored()) !== undefined;

  async function setUp(request: unknown, clientKey: string): Promise<string> {
    if (await isSetUp()) throw new HttpError(409, setupMessages.alreadySetUp);
    // The address first: without it nothing is said about the fields. Every try counts, and a
    // right one is given back, so only wrong tokens use the connection's allowance up.
    const decision = await wrongTokens.hit(clientKey);
    if (!decision.allowed)
      throw tooManyAttempts(
        'Too many wrong setup addresses from your connection',
        decision.retryAfterSeconds,
      );
    const token = tokenOf(request);
    if (!(await tokens.matches(token))) throw new HttpError(403, setupMessages.badToken);
    await wrongTokens.release(clientKey);

    const answers = await checkedRequest(request);
    const settings = settingsOf(answers.school);
    const { username, password } = answers.admin;
    const passwordHash = await hashPassword(password);
    await db.write(async (tx) => {
      if (!(await tokens.consume(tx, token))) throw new HttpError(403, setupMessages.badToken);
      if (!(await school.create(tx, settings)))
        throw new HttpError(409, setupMessages.alreadySetUp);
      // An account made from the command line before the setup keeps its name.
      if (await admins.findByUsername(username, tx))
        throw badInput([{ field: 'admin.username', message: 'This username is already taken.' }]);
      await admins.insert(tx, { username, passwordHash, role: 'administrator' });
    });
    // Every instance reads the school again, and no page cached while the site was being set
    // up is served any more.
    cache.invalidate([schoolSettingsEntity]);
    await deps.seed(settings);
    cache.invalidate([schoolSettingsEntity]);
    log.info({ school: settings.name, username }, 'site set up');
    return setupMessages.done;
  }

  return {
    isSetUp,
    newToken: () => tokens.issue(),
    async complete(request, clientKey): Promise<FormAnswer> {
      try {
        return { ok: true, message: await setUp(request, clientKey) };
      } catch (error) {
        if (error instanceof HttpError) return refusalOf(error);
        throw error;
      }
    },
  };
}
