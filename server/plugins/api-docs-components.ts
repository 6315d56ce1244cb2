import { z } from 'zod';
import { alertSchema } from '#contracts/alerts.ts';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { candidateFormSchema } from '#contracts/candidate-forms.ts';
import { complianceSchema } from '#contracts/compliance.ts';
import { disclosureSchema } from '#contracts/content/disclosures.ts';
import { eventSchema } from '#contracts/content/events.ts';
import { leaveSchema } from '#contracts/content/leaves.ts';
import { mediaItemSchema } from '#contracts/content/media.ts';
import { newsItemSchema } from '#contracts/content/news.ts';
import { noticeSchema } from '#contracts/content/notices.ts';
import {
  blockSchema,
  leafBlockSchema,
  pageInputSchema,
  panelBlockSchema,
  pageSchema,
  richDocSchema,
  sectionSchema,
} from '#contracts/content/pages.ts';
import { postSchema } from '#contracts/content/posts.ts';
import { schoolInformationSchema } from '#contracts/content/school-information.ts';
import { translationSchema } from '#contracts/content/translation-schema.ts';
import { inboxApplicationSchema, inboxMessageSchema } from '#contracts/inbox.ts';
import { menusSchema } from '#contracts/menus.ts';
import {
  publicSchoolSettingsSchema,
  schoolSettingsSchema,
  sitePictureSchema,
} from '#contracts/school-settings.ts';
import { staffMemberSchema } from '#contracts/staff.ts';
import { tcSchema } from '#contracts/transfer-certificates.ts';

/**
 * The contracts the API docs name as components (zod's global registry): each is described once
 * under `components.schemas` and referenced by `$ref` wherever a route uses it, instead of being
 * copied into every operation. A recursive schema must be here: the translation of a page node
 * holds translations. Registered by the schema objects themselves, so contracts/ stay as they
 * are; a body and an answer get their own component ("Page", "PageInput"). Never `.meta({ id })` in
 * contracts/: the web build holds its own copy of contracts/, and zod's registry is one per process
 * (globalThis), so the copy's schema would claim the same id and the document would fail.
 */
const components: Array<[schema: z.ZodType, id: string]> = [
  [apiErrorSchema, 'ApiError'],
  [translationSchema, 'Translation'],
  [richDocSchema, 'RichText'],
  [leafBlockSchema, 'LeafBlock'],
  [panelBlockSchema, 'PanelBlock'],
  [blockSchema, 'Block'],
  [sectionSchema, 'Section'],
  [pageInputSchema, 'PageContent'],
  [pageSchema, 'Page'],
  [menusSchema, 'Menus'],
  [sitePictureSchema, 'SitePicture'],
  [schoolSettingsSchema, 'SchoolSettings'],
  [publicSchoolSettingsSchema, 'PublicSchoolSettings'],
  [schoolInformationSchema, 'SchoolInformation'],
  [eventSchema, 'Event'],
  [leaveSchema, 'Holiday'],
  [newsItemSchema, 'NewsItem'],
  [noticeSchema, 'Notice'],
  [postSchema, 'Post'],
  [disclosureSchema, 'Disclosure'],
  [mediaItemSchema, 'MediaItem'],
  [alertSchema, 'Alert'],
  [inboxMessageSchema, 'ContactMessage'],
  [inboxApplicationSchema, 'JobApplication'],
  [candidateFormSchema, 'CandidateForm'],
  [tcSchema, 'TransferCertificate'],
  [staffMemberSchema, 'StaffMember'],
  [complianceSchema, 'Compliance'],
];

for (const [schema, id] of components)
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
