import { z } from './zod.ts';
import { isCalendarDate } from './content/fields.ts';
import { tooLargeMessage, uploadLimits } from './content/uploads.ts';

/**
 * Transfer certificates (TCs) the school issued. Staff record them one at a time or
 * by CSV; the public only verifies one by its number and the student's date of birth.
 */

const text = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const day = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .refine(isCalendarDate, `${label} must be a real date in the form YYYY-MM-DD.`);

export const tcInputSchema = z
  .object({
    number: text('TC number', 40),
    admissionNumber: text('Admission number', 40),
    studentName: text('Student name', 120),
    dateOfBirth: day('Date of birth'),
    className: text('Class', 20),
    leftOn: day('Date of leaving'),
    issuedOn: day('Date of issue'),
  })
  .refine((tc) => tc.dateOfBirth < tc.leftOn, {
    path: ['dateOfBirth'],
    message: 'Date of birth must be before the date of leaving.',
  })
  .refine((tc) => tc.leftOn <= tc.issuedOn, {
    path: ['issuedOn'],
    message: 'Date of issue must not be before the date of leaving.',
  });
export type TcInput = z.output<typeof tcInputSchema>;

/**
 * The scanned TC: a PDF (proven by its content on the server), as large as any uploaded document,
 * sent as the `file` part of PUT /api/tcs/{id}/scan.
 */
export const tcScanField = 'file';
export const tcScanMaxBytes = uploadLimits.document.maxBytes;
export const tcScanTypeMessage = 'The scanned TC must be a PDF file.';
export const tcScanTooLargeMessage = tooLargeMessage('document');

/** The browser's check before sending; undefined when the file may be sent. */
export function checkTcScanBeforeUpload(file: { name: string; size: number }): string | undefined {
  if (!file.name.toLowerCase().endsWith('.pdf')) return tcScanTypeMessage;
  if (file.size === 0) return 'The file is empty.';
  if (file.size > tcScanMaxBytes) return tcScanTooLargeMessage;
  return undefined;
}

/** The CSV import's header row: these names, in any order (one TC a row). */
export const tcCsvColumns = [
  'number',
  'admissionNumber',
  'studentName',
  'dateOfBirth',
  'className',
  'leftOn',
  'issuedOn',
] as const;
/** Enough for several years of one school's TCs in one file. */
export const tcCsvMaxRows = 5000;

export const tcSchema = z.object({
  id: z.string(),
  number: z.string(),
  admissionNumber: z.string(),
  studentName: z.string(),
  dateOfBirth: z.string(),
  className: z.string(),
  leftOn: z.string(),
  issuedOn: z.string(),
  /** The scanned TC, staff-only (GET /api/tcs/{id}/scan); null when none is attached. */
  scan: z.object({ originalName: z.string(), byteSize: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type TransferCertificate = z.infer<typeof tcSchema>;
export const tcListSchema = z.array(tcSchema);

export const tcSavedSchema = z.object({ message: z.string(), data: tcSchema });

/** A row the import refused: its line in the file (the header is line 1), the field and why. */
export const tcImportErrorSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export const tcImportResultSchema = z.object({
  message: z.string(),
  imported: z.number().int(),
  errors: z.array(tcImportErrorSchema),
});
export type TcImportResult = z.infer<typeof tcImportResultSchema>;

export const tcVerifyQuerySchema = z.object({
  number: z.string().trim().max(40).default(''),
  dob: z.string().trim().max(10).default(''),
});

/** What the public learns of a matching TC: no name, no admission number. */
export const tcVerificationSchema = z.object({
  number: z.string(),
  issuedOn: z.string(),
  className: z.string(),
  school: z.string(),
});
export type TcVerification = z.infer<typeof tcVerificationSchema>;

/**
 * The answer to one lookup, by the API or the verification page (server/modules/
 * transfer-certificates/tc-lookup.ts): the TC, none, or refused over a limit, `address` (too many
 * lookups from the visitor's connection) or `number` (too many wrong dates of birth for this TC).
 */
export type TcLookup =
  | { outcome: 'found'; tc: TcVerification }
  | { outcome: 'not-found' }
  | { outcome: 'refused'; limit: 'address' | 'number'; retryAfterSeconds: number };

/** One lookup as the public asks it, and the key of the client's address (IPv6 per /64). */
export type TcLookupRequest = { number: string; dateOfBirth: string; clientKey: string };

/** Lookups per client address: enough for an office checking a few TCs, too few to guess dates of birth. */
export const tcVerifyRateLimit = { max: 20, windowSeconds: 10 * 60 } as const;

/**
 * Wrong dates of birth per TC number, from all addresses together: many addresses cannot share
 * the guessing of one child's date of birth (about 7,000 dates for a class). Once used up, the
 * number is not checked at all, the right date neither, until the day is over.
 */
export const tcWrongDatesPerNumber = { max: 10, windowSeconds: 24 * 60 * 60 } as const;

/**
 * The public list of issued TCs that CBSE's 2014 order describes: off by default (no child's name
 * is published unless the school chooses to), with the columns the school picks.
 */
export const tcListColumns = ['number', 'studentName', 'className', 'leftOn', 'issuedOn'] as const;
export type TcListColumn = (typeof tcListColumns)[number];
export const tcListColumnLabels: Record<TcListColumn, string> = {
  number: 'TC number',
  studentName: 'Student name',
  className: 'Class',
  leftOn: 'Date of leaving',
  issuedOn: 'Date of issue',
};

export const tcPublicListSchema = z.object({
  published: z.boolean('Published must be true or false.'),
  columns: z
    .array(z.enum(tcListColumns, 'Unknown column.'))
    .min(1, 'Choose at least one column.')
    .max(tcListColumns.length),
});
export type TcPublicListSetting = z.infer<typeof tcPublicListSchema>;
export const tcPublicListDefault: TcPublicListSetting = {
  published: false,
  columns: ['number', 'className', 'issuedOn'],
};

/** The published list: the chosen columns of each TC, newest first; null while not published. */
export const publishedTcsSchema = z
  .object({
    columns: z.array(z.enum(tcListColumns)),
    rows: z.array(z.record(z.string(), z.string())),
  })
  .nullable();
export type PublishedTcs = z.infer<typeof publishedTcsSchema>;
