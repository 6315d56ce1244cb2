import { z } from './zod.ts';
import { uploadTypes, type UploadType } from './content/uploads.ts';

/**
 * The two public forms (Contact Us, career application) and the admin Inbox that receives them.
 * Shared so the browser checks what the server checks, with the same messages.
 */

/**
 * Bots fill every field they find; people never see this one (hidden, aria-hidden, not
 * focusable). A submission with it filled is answered as accepted and dropped.
 */
export const honeypotField = 'website';

/**
 * Every stored text is bounded; single-line fields refuse line breaks (they reach e-mail headers).
 * The public forms share these fields (the admission application too, contracts/admissions.ts).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const controlCharacters = /[\u0000-\u001f\u007f]/;
export const singleLine = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !controlCharacters.test(value), `${label} must be on one line.`);
const multiLine = (label: string, max: number) =>
  z.string(`${label} is required.`).trim().max(max, `${label} must be at most ${max} characters.`);
export const emailField = z
  .string('Email is required.')
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'));

export const contactLimits = { name: 100, subject: 200, message: 5000 } as const;

export const contactMessageInputSchema = z.object({
  firstName: singleLine('First name', contactLimits.name),
  lastName: singleLine('Last name', contactLimits.name),
  email: emailField,
  subject: singleLine('Subject', contactLimits.subject),
  message: multiLine('Message', contactLimits.message).min(1, 'Message is required.'),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/** An application names a post by its key (contracts/career-positions.ts); the server checks it is open. */
const positionKeySchema = z
  .string()
  .trim()
  .max(100, 'Please choose one of the listed positions.')
  .refine((value) => !controlCharacters.test(value), 'Please choose one of the listed positions.');

export const careerLimits = { fullName: 150, phone: 20, experience: 5000 } as const;

/** Digits with the usual separators: +91 77520 40100, (0775) 240-100. */
export const phonePattern = /^\+?[0-9][0-9 ()./-]{5,}[0-9]$/;
export const phoneField = (label: string, max: number) =>
  singleLine(label, max).refine(
    (value) => phonePattern.test(value),
    'Please enter a valid phone number.',
  );

/** Text fields of the application; the resume travels beside them as the multipart file `resume`. */
export const careerApplicationInputSchema = z.object({
  fullName: singleLine('Full name', careerLimits.fullName),
  email: emailField,
  phone: phoneField('Phone', careerLimits.phone),
  // Optional on the original site; an empty select sends "".
  position: positionKeySchema.optional().transform((value) => value || undefined),
  experience: multiLine('Experience and qualifications', careerLimits.experience)
    .optional()
    .transform((value) => value ?? ''),
});
export type CareerApplicationInput = z.input<typeof careerApplicationInputSchema>;
export type CareerApplication = z.output<typeof careerApplicationInputSchema>;

export const resumeField = 'resume';
const megabyte = 1024 * 1024;
export const resumeRules = {
  maxBytes: 5 * megabyte,
  types: ['pdf', 'doc', 'docx'] as UploadType[],
} as const;
export const resumeTooLargeMessage = 'The resume is too large. The limit is 5 MB.';
export const resumeTypeMessage = 'Please upload your resume as a PDF, DOC or DOCX file.';

/** Value for the resume input's `accept` attribute. */
export const resumeAccept = resumeRules.types
  .flatMap((type) => [...uploadTypes[type].extensions, uploadTypes[type].mime])
  .join(',');

/** The browser's check before sending (name and size); undefined when the file may be sent. */
export function checkResumeBeforeUpload(file: { name: string; size: number }): string | undefined {
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  const known = resumeRules.types.some((type) =>
    (uploadTypes[type].extensions as readonly string[]).includes(extension),
  );
  if (!known) return resumeTypeMessage;
  if (file.size === 0) return 'The file is empty.';
  if (file.size > resumeRules.maxBytes) return resumeTooLargeMessage;
  return undefined;
}

/** What both forms answer on success (also to a bot caught by the honeypot). */
export const submissionAcceptedSchema = z.object({ message: z.string() });
export const submissionMessages = {
  contact: 'Thank you for your message. We reply within 24 hours.',
  application:
    'Thank you for applying. We have received your application and will contact you if your profile matches an opening.',
} as const;

/** Per IP and form: a person rarely sends more; a script is slowed down. */
export const submissionRateLimit = { max: 5, windowSeconds: 10 * 60 } as const;

// ----- Admin Inbox -----

export const inboxKinds = ['messages', 'applications'] as const;
export type InboxKind = (typeof inboxKinds)[number];

const inboxItemBase = {
  id: z.string(),
  /** ISO 8601 times; null until it happened. */
  createdAt: z.string(),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
};

export const inboxMessageSchema = z.object({
  kind: z.literal('messages'),
  ...inboxItemBase,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxResumeSchema = z.object({
  originalName: z.string(),
  byteSize: z.number(),
  contentType: z.string(),
});

/** Where staff are with an application; every one starts as new. */
export const applicationStatuses = [
  'new',
  'shortlisted',
  'interview',
  'rejected',
  'hired',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  rejected: 'Rejected',
  hired: 'Hired',
};

export const applicationNotesLimit = 5000;

export const inboxApplicationSchema = z.object({
  kind: z.literal('applications'),
  ...inboxItemBase,
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The key of a career position (contracts/career-positions.ts), or "" when none was chosen. */
  position: z.string(),
  positionLabel: z.string(),
  experience: z.string(),
  status: z.enum(applicationStatuses),
  /** Staff's own notes, never shown to the applicant. */
  notes: z.string(),
  resume: inboxResumeSchema.nullable(),
});
export type InboxApplication = z.infer<typeof inboxApplicationSchema>;

export const inboxItemSchema = z.discriminatedUnion('kind', [
  inboxMessageSchema,
  inboxApplicationSchema,
]);
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** Messages and applications together, newest first. */
export const inboxListSchema = z.object({ items: z.array(inboxItemSchema), unread: z.number() });
export type InboxList = z.infer<typeof inboxListSchema>;

export const inboxItemParamsSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.string().max(100),
});
/** No body means "mark handled"; `{ handled: false }` undoes it. */
export const markHandledBodySchema = z.object({ handled: z.boolean() }).nullish();

export function isUnread(item: Pick<InboxItem, 'readAt'>): boolean {
  return item.readAt === null;
}

// ----- Reviewing applications -----

/** An empty select sends ""; both filters are optional and combine. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));

export const applicationFilterSchema = z.object({
  status: optionalFilter(z.enum(applicationStatuses, 'Please choose one of the listed statuses.')),
  position: optionalFilter(positionKeySchema),
});
export type ApplicationFilter = Partial<z.output<typeof applicationFilterSchema>>;

export const applicationListSchema = z.object({ items: z.array(inboxApplicationSchema) });

export const applicationReviewSchema = z
  .object({
    status: z.enum(applicationStatuses, 'Please choose one of the listed statuses.').optional(),
    notes: multiLine('Notes', applicationNotesLimit).optional(),
  })
  .refine(
    (review) => review.status !== undefined || review.notes !== undefined,
    'Send a status, notes or both.',
  );
export type ApplicationReview = z.output<typeof applicationReviewSchema>;
