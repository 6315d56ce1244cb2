import { z } from './zod.ts';
import { isCalendarDate } from './content/fields.ts';

/**
 * The posts the school is hiring for, listed on the Careers page and offered in its application
 * form. Staff who handle job applications keep the list (accessTo.inbox in roles.ts). Teaching
 * posts are graded as CBSE schools advertise them (PGT, TGT, PRT) and name a subject; other
 * teaching posts and non-teaching posts have a title of their own.
 */
export const positionKinds = ['pgt', 'tgt', 'prt', 'teaching', 'non-teaching'] as const;
export type PositionKind = (typeof positionKinds)[number];

/** The grades' abbreviations: the label of a graded post is the abbreviation and the subject. */
export const gradedKinds = { pgt: 'PGT', tgt: 'TGT', prt: 'PRT' } as const;
const gradesInHindi = { pgt: 'पीजीटी', tgt: 'टीजीटी', prt: 'पीआरटी' } as const;

/** The choices of the admin form, worded for the office clerk who fills it in. */
export const positionKindLabels: Record<PositionKind, string> = {
  pgt: 'PGT – Post-Graduate Teacher (classes XI–XII)',
  tgt: 'TGT – Trained Graduate Teacher (classes VI–X)',
  prt: 'PRT – Primary Teacher (classes I–V)',
  teaching: 'Other teaching post',
  'non-teaching': 'Non-teaching post',
};

export function isGraded(kind: PositionKind): kind is keyof typeof gradedKinds {
  return kind in gradedKinds;
}

export const positionLimits = { title: 100, description: 300 } as const;

/** Messages the applicant may read (their Hindi is in visitor-messages-hi.ts). */
export const positionMessages = {
  unknown: 'Please choose one of the listed positions.',
  closed: 'This position is no longer open. Please choose one of the open positions.',
} as const;

const singleLine = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .max(positionLimits.title, `${label} must be at most ${positionLimits.title} characters.`)
    .refine((value) => !/[\r\n]/.test(value), `${label} must be on one line.`);
const description = (label: string) =>
  z
    .string()
    .trim()
    .max(
      positionLimits.description,
      `${label} must be at most ${positionLimits.description} characters.`,
    );
const orNull = (value: string) => value || null;

/**
 * What staff write. `title` is the subject of a PGT/TGT/PRT post ("Mathematics") and the name
 * of any other ("Accountant"); empty Hindi means "not written" and the Hindi page shows the
 * English. An empty closing date means "open until closed by hand".
 */
export const positionInputSchema = z.object({
  kind: z.enum(positionKinds, 'Please choose the kind of post.'),
  title: singleLine('Subject or title').min(1, 'Subject or title is required.'),
  titleHi: singleLine('Subject or title in Hindi').transform(orNull).optional(),
  description: description('Description')
    .optional()
    .transform((value) => value ?? ''),
  descriptionHi: description('Description in Hindi').transform(orNull).optional(),
  closesOn: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .refine(isCalendarDate, 'Closing date must be a real date in the form YYYY-MM-DD.'),
    ])
    .nullish()
    .transform((value) => value || null),
  open: z.boolean('Open must be true or false.').optional(),
});
export type PositionInput = z.input<typeof positionInputSchema>;
export type PositionValues = z.output<typeof positionInputSchema>;

/** A change: any of the fields, e.g. `{ open: false }` to close a post. */
export const positionChangeSchema = positionInputSchema.partial();
export type PositionChange = z.output<typeof positionChangeSchema>;

export const positionOrderSchema = z.object({
  ids: z.array(z.uuid('Not a valid id.')).min(1).max(500),
});

/** A post as staff see it. `key` is what an application records and never changes. */
export const careerPositionSchema = z.object({
  id: z.string(),
  key: z.string(),
  kind: z.enum(positionKinds),
  title: z.string(),
  titleHi: z.string().nullable(),
  description: z.string(),
  descriptionHi: z.string().nullable(),
  /** YYYY-MM-DD, the last day applications are taken; null when open until closed. */
  closesOn: z.string().nullable(),
  /** Set by staff; a post whose closing date has passed is not taken either (isTakingApplications). */
  open: z.boolean(),
  /** "PGT Mathematics", "Accountant": what the form and the Inbox show. */
  label: z.string(),
  labelHi: z.string(),
  sortOrder: z.number(),
});
export type CareerPosition = z.infer<typeof careerPositionSchema>;
export const careerPositionListSchema = z.object({ items: z.array(careerPositionSchema) });

/** The open posts as the public page and form read them. */
export const openPositionSchema = careerPositionSchema.pick({
  key: true,
  kind: true,
  label: true,
  labelHi: true,
  description: true,
  descriptionHi: true,
  closesOn: true,
});
export type OpenPosition = z.infer<typeof openPositionSchema>;
export const openPositionListSchema = z.object({ items: z.array(openPositionSchema) });

type Labelled = Pick<CareerPosition, 'kind' | 'title'>;

export function positionLabelOf({ kind, title }: Labelled): string {
  return isGraded(kind) ? `${gradedKinds[kind]} ${title}` : title;
}

export function positionLabelInHindi({
  kind,
  title,
  titleHi,
}: Labelled & Pick<CareerPosition, 'titleHi'>): string {
  const name = titleHi ?? title;
  return isGraded(kind) ? `${gradesInHindi[kind]} ${name}` : name;
}

/** Open by staff's choice and its closing date (if any) not passed; `today` is YYYY-MM-DD. */
export function isTakingApplications(
  position: Pick<CareerPosition, 'open' | 'closesOn'>,
  today: string,
): boolean {
  return position.open && (position.closesOn === null || position.closesOn >= today);
}

/** What the Inbox shows for an application's position: its label, or a word for none. */
export const noPositionLabel = 'Not specified';
