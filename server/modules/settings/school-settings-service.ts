import { eq } from 'drizzle-orm';
import {
  mergeSchoolSettings,
  schoolSettingsSchema,
  type SchoolSettings,
  type SchoolSettingsPatch,
} from '#contracts/school-settings.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';
import type { Actor, ContentWriter } from '#server/modules/content-writer/index.ts';
import { describeSettingsChange } from './describe-settings-change.ts';
import { schoolSettingsEntity } from '#server/cache/school-settings-entity.ts';
import type { EnvironmentSettings } from '#server/config.ts';

/** The `settings` row that holds the school's settings; while there is none, the site is being set up. */
export const schoolSettingKey = 'school';
export { schoolSettingsEntity };

/** A 400 whose errors name each wrong field, as the forms show them. */
export function settingsError(error: { issues: Array<{ path: PropertyKey[]; message: string }> }) {
  const errors = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  return new HttpError(400, errors[0]!.message, errors);
}

/**
 * The school's settings, one row (decision 0027). Every page reads them, so they are read once
 * per change: a save reaches every instance's cache through its channel, and with it this copy,
 * as the menus do (server/modules/menus/menus-service.ts).
 */
export function createSchoolSettingsService(
  db: Database,
  write: ContentWriter,
  cache: ResponseCache,
  environment: EnvironmentSettings = {},
) {
  const { settings } = db.tables;

  async function load(): Promise<SchoolSettings | undefined> {
    const [row] = await db.read.select().from(settings).where(eq(settings.key, schoolSettingKey));
    if (!row) return undefined;
    // Fields added to the contract after the row was written keep working: the stored values
    // are checked whole, and a row the contract refuses is a bug to see, not to hide.
    return schoolSettingsSchema.parse(row.value);
  }

  let memo: { generation: number; settings: Promise<SchoolSettings | undefined> } | undefined;

  /** The stored settings, or undefined while the school is not set up. */
  function stored(): Promise<SchoolSettings | undefined> {
    const generation = cache.changedAt([schoolSettingsEntity]);
    if (memo?.generation !== generation) {
      const next = load();
      memo = { generation, settings: next };
      next.catch(() => {
        if (memo?.settings === next) memo = undefined;
      });
    }
    return memo.settings;
  }

  const withEnvironment = (school: SchoolSettings): SchoolSettings => ({
    ...school,
    circularNumberFormat: environment.circularNumberFormat ?? school.circularNumberFormat,
    digestTime: environment.digestTime ?? school.digestTime,
    retention: { ...school.retention, ...environment.retention },
  });

  /** The settings in force: the stored ones with what the environment fixes. */
  async function read(): Promise<SchoolSettings | undefined> {
    const school = await stored();
    return school && withEnvironment(school);
  }

  /** The settings in force, for work that only runs on a set-up site. */
  async function current(): Promise<SchoolSettings> {
    const school = await read();
    if (!school) throw new HttpError(503, 'The site is being set up.');
    return school;
  }

  /** Stores the first settings unless some are stored; true when these were stored. */
  async function create(tx: Queryable, school: SchoolSettings): Promise<boolean> {
    const inserted = await tx
      .insert(settings)
      .values({ key: schoolSettingKey, value: school, updatedAt: new Date() })
      .onConflictDoNothing({ target: settings.key })
      .returning({ key: settings.key });
    return inserted.length > 0;
  }

  return {
    read,
    current,
    stored,
    create,
    /** Which settings the environment fixes, for the Settings screen. */
    environmentFixes: (): string[] =>
      [
        environment.circularNumberFormat !== undefined && 'circularNumberFormat',
        environment.digestTime !== undefined && 'digestTime',
        environment.retention?.applicationMonths !== undefined && 'retention.applicationMonths',
        environment.retention?.messageMonths !== undefined && 'retention.messageMonths',
      ].filter((field): field is string => Boolean(field)),

    /**
     * Changes only the fields given; the result is validated whole, so nothing is half-saved.
     * The audit entry says what each changed field was and became.
     */
    async save(actor: Actor, patch: SchoolSettingsPatch): Promise<SchoolSettings> {
      const before = await stored();
      if (!before) throw new HttpError(409, 'Finish setting up the site first.');
      const parsed = schoolSettingsSchema.safeParse(mergeSchoolSettings(before, patch));
      if (!parsed.success) throw settingsError(parsed.error);
      const after = parsed.data;
      // A save that changes nothing writes nothing: no audit entry, no page rendered again.
      if (JSON.stringify(after) === JSON.stringify(before)) return withEnvironment(after);
      await write({
        actor,
        action: 'update',
        entity: schoolSettingsEntity,
        work: async (tx) => {
          await tx
            .update(settings)
            .set({ value: after, updatedAt: new Date() })
            .where(eq(settings.key, schoolSettingKey));
          return {
            record: undefined,
            entityId: schoolSettingKey,
            summary: describeSettingsChange(before, after),
          };
        },
      });
      return withEnvironment(after);
    },
  };
}

export type SchoolSettingsService = ReturnType<typeof createSchoolSettingsService>;
