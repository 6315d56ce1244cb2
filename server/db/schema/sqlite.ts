import {
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
  primaryKey,
} from 'drizzle-orm/sqlite-core';
import {
  admissionClasses,
  admissionDocuments as admissionDocumentIds,
  admissionLanguages,
  admissionStages,
  genders,
  type ClassSettings,
} from '#contracts/admissions.ts';
import type { AchievementCategory, AchievementLevel } from '#contracts/content/achievements.ts';
import { auditActions } from '#contracts/content/audit.ts';
import { itemKinds } from '#contracts/content/content-kinds.ts';
import { applicationStatuses } from '#contracts/inbox.ts';
import { positionKinds } from '#contracts/career-positions.ts';
import { roles } from '#contracts/roles.ts';
import type { Audience } from '#contracts/audiences.ts';
import { languages } from '#contracts/languages.ts';
import { searchKinds } from '#contracts/search-kinds.ts';
import type { ImageVariant } from './shared-types.ts';

// Keep in step with ./postgres.ts: same tables, columns, keys and indexes (checked by schema-parity.test.ts).
const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });
const uuid = (name: string) => text(name);
const jsonb = (name: string) => text(name, { mode: 'json' });
const createdAt = () => timestamp('created_at').notNull();
const updatedAt = () => timestamp('updated_at').notNull();

export const admins = sqliteTable('admins', {
  id: uuid('id').primaryKey(),
  username: text('username').notNull().unique('admins_username_unique'),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  passwordChangedAt: timestamp('password_changed_at').notNull(),
  /** See contracts/roles.ts; accounts from before roles existed could do everything. */
  role: text('role', { enum: roles }).notNull().default('administrator'),
  /** Set: the account cannot sign in and has no sessions. */
  disabledAt: timestamp('disabled_at'),
  lastSignInAt: timestamp('last_sign_in_at'),
  /** A temporary password given by an administrator: nothing but changing it until then. */
  mustChangePassword: integer('must_change_password', { mode: 'boolean' }).notNull().default(false),
  /** Base32 TOTP secret; set at setup, in use once `totpEnabledAt` is set too. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at'),
  /** The last 30-second step a code was accepted for: a code works once. */
  totpLastStep: integer('totp_last_step'),
});

export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** Names the session in "My account" without revealing anything about its token. */
    id: uuid('id').notNull().unique('admin_sessions_id_unique'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at').notNull(),
    lastSeenAt: timestamp('last_seen_at').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (table) => [index('admin_sessions_admin_id_idx').on(table.adminId)],
);

/** Ten one-use codes for signing in without the authenticator app; only their hashes. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at'),
  },
  (table) => [index('recovery_codes_admin_id_idx').on(table.adminId)],
);

/** One-use links for a new staff member to set their own password; only the token's hash. */
export const staffInvitations = sqliteTable(
  'staff_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at').notNull(),
  },
  (table) => [index('staff_invitations_admin_id_idx').on(table.adminId)],
);

export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    /** The client address key (an IPv6 /64): a lock holds for one username from one address. */
    address: text('address').notNull().default(''),
    failedAt: timestamp('failed_at').notNull(),
  },
  (table) => [
    index('login_failures_username_idx').on(table.username, table.address, table.failedAt),
  ],
);

export const files = sqliteTable('files', {
  id: uuid('id').primaryKey(),
  storedName: text('stored_name').notNull().unique('files_stored_name_unique'),
  kind: text('kind', { enum: ['image', 'document'] }).notNull(),
  contentType: text('content_type').notNull(),
  originalName: text('original_name').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width'),
  height: integer('height'),
  variants: jsonb('variants').$type<ImageVariant[]>(),
  /** What an image shows, edited in the media library; blank for documents (decision 0021). */
  altText: text('alt_text').notNull().default(''),
  createdAt: createdAt(),
});

const fileReference = (name: string) =>
  uuid(name).references(() => files.id, { onDelete: 'restrict' });

/**
 * When an item (news, notice, event, gallery post) is public (item-resource.ts): `live` is what
 * public reads filter on; `publishAt` and `unpublishAt` are the times staff chose, the scheduled
 * runner flips `live` when one comes; `publishedAt` is when it first went live; `scheduledBy` who
 * chose the times (the runner's audit entries name them).
 */
const publication = () => ({
  live: integer('live', { mode: 'boolean' }).notNull().default(true),
  publishAt: timestamp('publish_at'),
  unpublishAt: timestamp('unpublish_at'),
  publishedAt: timestamp('published_at'),
  scheduledBy: text('scheduled_by'),
});

/**
 * An item's words (news, notices, events, holidays, achievements, disclosures) and its Hindi for
 * /hi/ readers (decision 0025): null where not written, and the English shows.
 */
const itemText = () => ({
  title: text('title').notNull(),
  description: text('description').notNull(),
  titleHi: text('title_hi'),
  descriptionHi: text('description_hi'),
});

export const events = sqliteTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    ...itemText(),
    date: text('date').notNull(),
    /** The last day of an entry over several days (inclusive); null for a one-day entry. */
    endDate: text('end_date'),
    audiences: jsonb('audiences').$type<Audience[]>().notNull().default(['all']),
    ...publication(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('events_date_idx').on(table.date)],
);

export const leaves = sqliteTable(
  'leaves',
  {
    id: uuid('id').primaryKey(),
    ...itemText(),
    date: text('date').notNull(),
    endDate: text('end_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('leaves_date_idx').on(table.date)],
);

export const notices = sqliteTable(
  'notices',
  {
    id: uuid('id').primaryKey(),
    ...itemText(),
    date: text('date').notNull(),
    fileId: fileReference('file_id'),
    /** The circular number as printed, e.g. SPS/2026-27/014 (circular-numbers.ts). */
    circularNumber: text('circular_number'),
    /** First calendar year of the academic year the number belongs to, e.g. 2026 for 2026-27. */
    academicYear: integer('academic_year'),
    circularSequence: integer('circular_sequence'),
    audiences: jsonb('audiences').$type<Audience[]>().notNull().default(['all']),
    acknowledgementRequested: integer('acknowledgement_requested', { mode: 'boolean' })
      .notNull()
      .default(false),
    ...publication(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('notices_circular_idx').on(table.academicYear, table.circularSequence),
    index('notices_date_idx').on(table.date),
  ],
);

export const news = sqliteTable('news', {
  id: uuid('id').primaryKey(),
  ...itemText(),
  date: text('date').notNull(),
  imageId: fileReference('image_id').notNull(),
  ...publication(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What pupils won (contracts/content/achievements.ts); listed on /accolades, each at its page. */
export const achievements = sqliteTable(
  'achievements',
  {
    id: uuid('id').primaryKey(),
    ...itemText(),
    names: text('names').notNull(),
    namesHi: text('names_hi'),
    category: text('category').$type<AchievementCategory>().notNull(),
    level: text('level').$type<AchievementLevel>().notNull(),
    date: text('date').notNull(),
    imageId: fileReference('image_id'),
    ...publication(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('achievements_date_idx').on(table.date)],
);

export const posts = sqliteTable('posts', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  titleHi: text('title_hi'),
  contentHi: text('content_hi'),
  /** The album's cover: the file of one of its photos (post_photos), null for an empty album. */
  imageId: fileReference('image_id'),
  ...publication(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A gallery post's photos, in the order the album shows them. The alt text is the file's own
 * (files.alt_text), so the media library and the album edit the same words.
 */
export const postPhotos = sqliteTable(
  'post_photos',
  {
    id: uuid('id').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    fileId: fileReference('file_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('post_photos_post_id_idx').on(table.postId, table.position)],
);

export const disclosures = sqliteTable('disclosures', {
  id: uuid('id').primaryKey(),
  type: text('type', { enum: ['results', 'academic', 'information', 'general'] }).notNull(),
  ...itemText(),
  fileId: fileReference('file_id').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per section of the school-information disclosure; `data` is validated by contracts. */
export const schoolInformation = sqliteTable('school_information', {
  section: text('section').primaryKey(),
  data: jsonb('data').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = sqliteTable('contact_messages', {
  id: uuid('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  readAt: timestamp('read_at'),
  handledAt: timestamp('handled_at'),
});

/**
 * The posts the Careers page lists and its form offers (contracts/career-positions.ts). An
 * application records a post's `key`, which never changes: renaming a post keeps its
 * applications with it, and a post with applications is closed rather than deleted.
 */
export const careerPositions = sqliteTable(
  'career_positions',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull().unique('career_positions_key_unique'),
    kind: text('kind', { enum: positionKinds }).notNull(),
    title: text('title').notNull(),
    titleHi: text('title_hi'),
    description: text('description').notNull().default(''),
    descriptionHi: text('description_hi'),
    /** YYYY-MM-DD, the last day applications are taken; null: until staff close it. */
    closesOn: text('closes_on'),
    open: integer('open', { mode: 'boolean' }).notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('career_positions_sort_order_idx').on(table.sortOrder)],
);

export const careerApplications = sqliteTable('career_applications', {
  id: uuid('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  position: text('position').notNull(),
  experience: text('experience').notNull(),
  status: text('status', { enum: applicationStatuses }).notNull().default('new'),
  notes: text('notes').notNull().default(''),
  resumeFileId: fileReference('resume_file_id'),
  createdAt: createdAt(),
  readAt: timestamp('read_at'),
  handledAt: timestamp('handled_at'),
});

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    adminUsername: text('admin_username').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    summary: text('summary').notNull(),
    at: timestamp('at').notNull(),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);

/**
 * Public addresses of items (`news/annual-day-2026`). An item has one current address; the ones
 * staff replaced stay, not current, so old links answer 301 to the new one (decision 0008).
 */
export const itemPaths = sqliteTable(
  'item_paths',
  {
    path: text('path').primaryKey(),
    kind: text('kind', { enum: itemKinds }).notNull(),
    itemId: uuid('item_id').notNull(),
    isCurrent: integer('is_current', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('item_paths_item_idx').on(table.kind, table.itemId)],
);

/**
 * Transfer certificates the school issued: personal data, read by staff only; the
 * public can only verify one by its number and the student's date of birth. Dates are YYYY-MM-DD.
 */
export const transferCertificates = sqliteTable('transfer_certificates', {
  id: uuid('id').primaryKey(),
  number: text('number').notNull().unique('transfer_certificates_number_unique'),
  admissionNumber: text('admission_number').notNull(),
  studentName: text('student_name').notNull(),
  dateOfBirth: text('date_of_birth').notNull(),
  className: text('class_name').notNull(),
  leftOn: text('left_on').notNull(),
  issuedOn: text('issued_on').notNull(),
  /** The scanned TC (a PDF in the private tcScans store), or null when none was attached. */
  scanFileId: fileReference('scan_file_id'),
  createdAt: createdAt(),
});

/** The latest run of the link checker (one row, id 'latest'), shown on the compliance dashboard. */
export const linkCheckRuns = sqliteTable('link_check_runs', {
  id: text('id').primaryKey(),
  checkedAt: timestamp('checked_at').notNull(),
  durationMs: integer('duration_ms').notNull(),
  results: jsonb('results').$type<unknown>().notNull(),
});

/**
 * The day a daily job last ran: the instance that moves it forward runs the job, so several
 * servers of one site run it once a day (decision 0015).
 */
export const dailyJobRuns = sqliteTable('daily_job_runs', {
  job: text('job').primaryKey(),
  day: text('day').notNull(),
});

/**
 * Deleted items kept for 30 days so staff can restore them (server/modules/trash/): the row as it
 * was, with its address and the ids of its files, whose rows and bytes stay until the purge.
 */
export const trash = sqliteTable(
  'trash',
  {
    id: uuid('id').primaryKey(),
    /** The content writer's name of the kind: news, notices, events, leaves, posts. */
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    title: text('title').notNull(),
    record: jsonb('record').$type<unknown>().notNull(),
    deletedAt: timestamp('deleted_at').notNull(),
    deletedBy: text('deleted_by').notNull(),
  },
  (table) => [index('trash_deleted_at_idx').on(table.deletedAt)],
);

/** Site settings that are not content, one JSON value a key, validated by contracts (the public TC list). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at').notNull(),
});

export const pages = sqliteTable('pages', {
  id: uuid('id').primaryKey(),
  slug: text('slug').notNull().unique('pages_slug_unique'),
  draft: jsonb('draft').$type<unknown>().notNull(),
  published: jsonb('published').$type<unknown>(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by').notNull(),
  publishedAt: timestamp('published_at'),
  /** A copy of the draft to publish at `scheduledAt` (decision 0018), and who scheduled it. */
  scheduled: jsonb('scheduled').$type<unknown>(),
  scheduledAt: timestamp('scheduled_at'),
  scheduledBy: text('scheduled_by'),
  /** When the published page goes offline (decision 0023), and who chose that. */
  unpublishAt: timestamp('unpublish_at'),
  unpublishBy: text('unpublish_by'),
});

export const pageRevisions = sqliteTable(
  'page_revisions',
  {
    id: uuid('id').primaryKey(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<unknown>().notNull(),
    summary: text('summary').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('page_revisions_page_idx').on(table.pageId, table.createdAt)],
);

export const pageRedirects = sqliteTable('page_redirects', {
  slug: text('slug').primaryKey(),
  pageId: uuid('page_id')
    .notNull()
    .references(() => pages.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
/** The last circular number given in each academic year; bumped inside the notice's transaction. */
export const circularCounters = sqliteTable('circular_counters', {
  academicYear: integer('academic_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** People who asked for circulars by e-mail, without an account (decision 0016). */
export const subscribers = sqliteTable('subscribers', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique('subscribers_email_unique'),
  audiences: jsonb('audiences').$type<Audience[]>().notNull(),
  mode: text('mode', { enum: ['immediate', 'digest'] }).notNull(),
  /** Set when the address owner followed the confirmation link: only then is anything sent. */
  confirmedAt: timestamp('confirmed_at'),
  unsubscribedAt: timestamp('unsubscribed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Links sent by mail (confirm, manage, unsubscribe, acknowledge); only the SHA-256 of the token. */
export const subscriptionTokens = sqliteTable(
  'subscription_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'manage'] }).notNull(),
    /** The choice a confirmation link applies. */
    choice: jsonb('choice').$type<{ audiences: Audience[]; mode: 'immediate' | 'digest' }>(),
    /** The notice a mail was about: its acknowledgement link counts for that notice. */
    noticeId: uuid('notice_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at'),
  },
  (table) => [index('subscription_tokens_subscriber_idx').on(table.subscriberId)],
);

/** The consent record: every subscribe, confirm, change and unsubscribe, with the choice made. */
export const subscriptionConsents = sqliteTable('subscription_consents', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  action: text('action', {
    enum: ['requested', 'confirmed', 'changed', 'unsubscribed'],
  }).notNull(),
  audiences: jsonb('audiences').$type<Audience[]>().notNull(),
  mode: text('mode').notNull(),
  at: timestamp('at').notNull(),
});

export const acknowledgements = sqliteTable(
  'acknowledgements',
  {
    id: uuid('id').primaryKey(),
    noticeId: uuid('notice_id').notNull(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    at: timestamp('at').notNull(),
  },
  (table) => [
    uniqueIndex('acknowledgements_notice_subscriber_idx').on(table.noticeId, table.subscriberId),
  ],
);

/**
 * Phones that get circulars by web push, each tied to a confirmed e-mail subscriber whose
 * audiences it follows (decision 0022). The endpoint is the push service's address for the phone.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    /** The browser's keys (base64url) that encrypt each message for it alone. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_subscriber_idx').on(table.subscriberId)],
);

/** Emergency alerts shown on every public page until they expire or are withdrawn. */
export const alerts = sqliteTable('alerts', {
  id: uuid('id').primaryKey(),
  message: text('message').notNull(),
  /** The message for the Hindi pages; null: they show the English. */
  messageHi: text('message_hi'),
  link: text('link'),
  severity: text('severity', { enum: ['info', 'warning', 'critical'] }).notNull(),
  expiresAt: timestamp('expires_at').notNull(),
  withdrawnAt: timestamp('withdrawn_at'),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
});

/**
 * Every mail to a subscriber, one row each, sent by the outbox worker (decision 0017). The row
 * says what to send; the worker renders it when it sends.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', {
      enum: ['confirmation', 'notice', 'digest', 'alert', 'push-notice', 'push-alert', 'admission'],
    }).notNull(),
    /** Every kind but `admission`, which mails the parent of an application. */
    subscriberId: uuid('subscriber_id').references(() => subscribers.id, { onDelete: 'cascade' }),
    /** An `admission` row: the application whose parent it mails (decision 0029). */
    admissionApplicationId: uuid('admission_application_id').references(
      (): AnySQLiteColumn => admissionApplications.id,
      { onDelete: 'cascade' },
    ),
    /** The phone a `push-…` row goes to (decision 0022); like a notice, it may be gone by then. */
    pushSubscriptionId: uuid('push_subscription_id'),
    noticeId: uuid('notice_id'),
    alertId: uuid('alert_id'),
    /** Confirmation: the choice to confirm. Digest: the notices it lists. */
    payload: jsonb('payload').$type<unknown>(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    /** While `sending`: another worker may take the row over after this time. */
    leaseUntil: timestamp('lease_until'),
    sentAt: timestamp('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_notice_idx').on(table.noticeId),
  ],
);

/** One row per day the digest went out: the insert that succeeds is the instance that sends it. */
export const digestRuns = sqliteTable('digest_runs', {
  day: text('day').primaryKey(),
  startedAt: timestamp('started_at').notNull(),
});

/**
 * Site search (docs/decisions/0028): one row per public record and language, rebuilt by the
 * content writer in the write's transaction (server/modules/search/). The FTS5 table over
 * `title` and `body` and its triggers are in the migration's SQL (0018_site_search.sql).
 */
export const searchDocuments = sqliteTable(
  'search_documents',
  {
    /** `<kind>:<record id>:<language>`. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: searchKinds }).notNull(),
    recordId: uuid('record_id').notNull(),
    language: text('language', { enum: languages }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** YYYY-MM-DD: the item's date, or when the page or document was last published. */
    date: text('date'),
    academicYear: integer('academic_year'),
    /** The public page's address without `/hi` (the Hindi result adds it). */
    path: text('path').notNull(),
    circularNumber: text('circular_number'),
    /** The record's PDF: `text` (its words are in `body`), `scan` (no words in it), or null. */
    pdf: text('pdf', { enum: ['text', 'scan'] }),
    /** Scheduled items are indexed before their time and filtered at query time. */
    publishAt: timestamp('publish_at'),
    unpublishAt: timestamp('unpublish_at'),
  },
  (table) => [index('search_documents_record_idx').on(table.kind, table.recordId)],
);

/** The words of each PDF, read once when it is stored (bounded, see pdf-text.ts); '' for a scan. */
export const pdfTexts = sqliteTable('pdf_texts', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  readAt: timestamp('read_at').notNull(),
});

/**
 * Every word the index holds, once: the closest spelling of a word that matched nothing is
 * looked for among these, never across the documents' bodies (docs/decisions/0028). Written
 * with each document; a word no document holds any more stays until the next rebuild.
 */
export const searchVocabulary = sqliteTable('search_vocabulary', {
  word: text('word').primaryKey(),
});

// ----- Admissions (decision 0029) -----

/** The school's settings for one year's intake (contracts/admissions.ts), edited by staff. */
export const admissionSettings = sqliteTable('admission_settings', {
  year: text('year').primaryKey(),
  classes: jsonb('classes').$type<ClassSettings[]>().notNull(),
  registrationFee: integer('registration_fee').notNull(),
  externalAddress: text('external_address').notNull(),
  retentionMonths: integer('retention_months').notNull(),
  updatedAt: updatedAt(),
});

/** The last application number of each year; bumped with UPDATE … RETURNING in the submit. */
export const admissionCounters = sqliteTable('admission_counters', {
  year: text('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Parents who took the first step of the admission form (a year, a class and a date of birth)
 * per class and day: the funnel's enquiries. No detail of the child is kept.
 */
export const admissionEnquiries = sqliteTable(
  'admission_enquiries',
  {
    year: text('year').notNull(),
    class: text('class', { enum: admissionClasses }).notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.year, table.class, table.day] })],
);

/** A time staff meet parents and child; applications book one each, up to its capacity. */
export const admissionSlots = sqliteTable(
  'admission_slots',
  {
    id: uuid('id').primaryKey(),
    year: text('year').notNull(),
    class: text('class').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    place: text('place').notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('admission_slots_year_idx').on(table.year, table.class)],
);

/** A parent's application: the child, the parents, the consent they gave, where it stands. */
export const admissionApplications = sqliteTable(
  'admission_applications',
  {
    id: uuid('id').primaryKey(),
    /** <abbreviation>/ADM/<year>/0042 */
    number: text('number').notNull().unique('admission_applications_number_unique'),
    year: text('year').notNull(),
    class: text('class', { enum: admissionClasses }).notNull(),
    childName: text('child_name').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    gender: text('gender', { enum: genders }).notNull(),
    previousSchool: text('previous_school').notNull(),
    previousClass: text('previous_class').notNull(),
    parentName: text('parent_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    occupation: text('occupation').notNull(),
    secondGuardianName: text('second_guardian_name').notNull(),
    secondGuardianPhone: text('second_guardian_phone').notNull(),
    secondGuardianEmail: text('second_guardian_email').notNull().default(''),
    secondGuardianOccupation: text('second_guardian_occupation').notNull().default(''),
    address: text('address').notNull(),
    siblings: text('siblings').notNull(),
    language: text('language', { enum: admissionLanguages }).notNull(),
    /** The consent record: which wording was agreed to, and when. */
    consentVersion: text('consent_version').notNull(),
    consentedAt: timestamp('consented_at').notNull(),
    stage: text('stage', { enum: admissionStages }).notNull(),
    notes: text('notes').notNull().default(''),
    /** Same child, date of birth and a parent's phone as an earlier application of the year. */
    duplicate: integer('duplicate', { mode: 'boolean' }).notNull().default(false),
    slotId: uuid('slot_id').references(() => admissionSlots.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD, the last day to accept an offered seat. */
    offerDeadline: text('offer_deadline'),
    offerAcceptedAt: timestamp('offer_accepted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('admission_applications_year_idx').on(table.year, table.class, table.stage),
    // The office's list, a page at a time in the order they came in (admission-review.ts).
    index('admission_applications_order_idx').on(table.year, table.createdAt, table.number),
    index('admission_applications_child_idx').on(table.year, table.childName, table.dateOfBirth),
  ],
);

/** One received document of an application: its file (private store) and staff's verdict. */
export const admissionDocuments = sqliteTable(
  'admission_documents',
  {
    id: uuid('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => admissionApplications.id, { onDelete: 'cascade' }),
    document: text('document', { enum: admissionDocumentIds }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    state: text('state', { enum: ['received', 'accepted', 'rejected'] }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('admission_documents_application_document_unique').on(
      table.applicationId,
      table.document,
    ),
  ],
);

/** Hashes of the status links mailed to a parent; each mail carries a fresh one. */
export const admissionTokens = sqliteTable('admission_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  applicationId: uuid('application_id')
    .notNull()
    .references(() => admissionApplications.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
