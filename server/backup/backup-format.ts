import { createHash } from 'node:crypto';
import {
  contentKindNames,
  contentKinds,
  type ContentKindTable,
} from '#contracts/content/content-kinds.ts';
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

/** Tables placed by hand, in an order where every referenced row comes first. */
const placedTables = [
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

type Placed = (typeof placedTables)[number];
/**
 * The content kinds' tables (contracts/content/content-kinds.ts) not placed above, in the
 * registry's order, each kind's own table first: they refer to files and to their own rows only,
 * so after every table above they restore in order, and a new kind is backed up without an edit.
 */
const otherKindTables = contentKindNames
  .flatMap((kind): readonly string[] => contentKinds[kind].tables)
  .filter((table) => !(placedTables as readonly string[]).includes(table)) as Array<
  Exclude<ContentKindTable, Placed>
>;

/** Tables a backup carries, in an order where every referenced row comes first. */
export const backedUpTables: ReadonlyArray<Placed | Exclude<ContentKindTable, Placed>> = [
  ...placedTables,
  ...otherKindTables,
];

// Sessions, invitation links and login failures are left out on purpose: a restore signs
// everyone out, and pending invitations are sent again.

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export const entryNames = {
  manifest: 'manifest.json',
  table: (name: string) => `tables/${name}.json`,
  file: (store: StoreName, name: string) => `${store}/${name}`,
};
