import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { Database } from '#server/db/database.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';
import type { AdmissionSettingsRepository } from './admission-settings.ts';

/** What the admission services share: the database, the private store, mail and the clock. */
export type AdmissionDeps = {
  db: Database;
  audit: AuditRepository;
  settings: AdmissionSettingsRepository;
  /** The private store of the documents, read by staff only. */
  storage: FileStorage;
  /** Wakes the outbox worker once a write that queued mails committed. */
  queued: () => void;
  publicUrl: string;
  /** The school's date (Asia/Kolkata), YYYY-MM-DD. */
  today: () => string;
  school: () => Promise<Pick<SchoolSettings, 'name' | 'emails' | 'abbreviation'>>;
};
