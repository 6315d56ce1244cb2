import { createHash } from 'node:crypto';
import type { ContentKindTable } from '#contracts/content/content-kinds.ts';
import type { Tables } from '#server/db/database.ts';
import type { StoreName } from '#server/storage/file-storages.ts';

export const backupFormat = 'school-site-backup';
export const backupVersion = 1;

export type BackupManifest = {
  format: typeof backupFormat;
  version: typeof backupVersion;
  createdAt: string;
  dialect: string;
  tables: Record<string, { rows: number; sha256: string }>;
  files: Array<{ store: StoreName; name: string; bytes: number; sha256: string }>;
};

/** Tables a backup carries, in an order where every referenced row comes first. */
export const backedUpTables = [
  'admins',
  'recoveryCodes',
  'files',
  'events',
  'leaves',
  'notices',
  'news',
  'posts',
  'postPhotos',
  'disclosures',
  'schoolInformation',
  'contactMessages',
  'careerApplications',
  // Admissions: the counters keep numbers from being given twice; the tokens keep mailed links.
  'admissionSettings',
  'admissionCounters',
  'admissionSlots',
  'admissionApplications',
  'admissionDocuments',
  'admissionTokens',
  'admissionEnquiries',
  'auditLog',
  // Circulars: the counters keep numbers from being given twice after a restore; the
  // tokens keep the links in mails already sent working; queued mails still go out.
  'circularCounters',
  'subscribers',
  'subscriptionTokens',
  'subscriptionConsents',
  'acknowledgements',
  'alerts',
  'outbox',
  'digestRuns',
  // Deleted items keep their files while in the trash: without their entries a restored backup
  // would hold those files for ever, and staff could not restore the items (server/modules/trash).
  'trash',
] as const satisfies ReadonlyArray<keyof Tables>;

type NotBackedUp = Exclude<ContentKindTable, (typeof backedUpTables)[number]>;
/**
 * Does not compile while a content kind's table (contracts/content/content-kinds.ts) is missing
 * above, and names it: the list keeps its hand-made order, which a restore depends on.
 */
export const everyKindTableBackedUp: [NotBackedUp] extends [never]
  ? true
  : { notBackedUp: NotBackedUp } = true;

// Sessions, invitation links and login failures are left out on purpose: a restore signs
// everyone out, and pending invitations are sent again.

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export const entryNames = {
  manifest: 'manifest.json',
  table: (name: string) => `tables/${name}.json`,
  file: (store: StoreName, name: string) => `${store}/${name}`,
};
