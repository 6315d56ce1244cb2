import { eq } from 'drizzle-orm';
import type { AdmissionSettings } from '#contracts/admissions.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';

type Actor = { username: string };
type SettingsRow = Database['tables']['admissionSettings']['$inferSelect'];

const settingsOf = (row: SettingsRow): AdmissionSettings => ({
  year: row.year,
  classes: row.classes,
  registrationFee: row.registrationFee,
  externalAddress: row.externalAddress,
  retentionMonths: row.retentionMonths,
});

/** What the page cache names the settings by: the admission links of every page read them. */
export const admissionSettingsEntity = 'admission-settings';

/**
 * The school's admission settings, one row per year (contracts/admissions.ts). `changed` runs
 * after each save (the page cache drops the pages whose links read them).
 */
export function createAdmissionSettings(
  db: Database,
  audit: AuditRepository,
  changed: () => void = () => {},
) {
  const { admissionSettings } = db.tables;
  async function read(tx: Queryable, year: string): Promise<AdmissionSettings | undefined> {
    const [row] = await tx
      .select()
      .from(admissionSettings)
      .where(eq(admissionSettings.year, year))
      .limit(1);
    return row && settingsOf(row);
  }
  return {
    read: (year: string) => read(db.read, year),
    /** Inside a write: the settings the write decides by. */
    readIn: read,
    async list(): Promise<AdmissionSettings[]> {
      const rows = await db.read.select().from(admissionSettings).orderBy(admissionSettings.year);
      return rows.map(settingsOf);
    },
    /** Creates or replaces the year's settings, audited. */
    async put(settings: AdmissionSettings, actor: Actor): Promise<AdmissionSettings> {
      await db.write(async (tx) => {
        const existing = await read(tx, settings.year);
        const row = { ...settings, updatedAt: new Date() };
        await tx
          .insert(admissionSettings)
          .values(row)
          .onConflictDoUpdate({ target: admissionSettings.year, set: row });
        await audit.record(tx, {
          adminUsername: actor.username,
          action: existing ? 'update' : 'create',
          entity: 'admission-settings',
          entityId: settings.year,
          summary: `Admission settings for ${settings.year}: ${settings.classes.length} classes`,
        });
      });
      changed();
      return settings;
    },
  };
}
export type AdmissionSettingsRepository = ReturnType<typeof createAdmissionSettings>;
