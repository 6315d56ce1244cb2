import { z } from './zod.ts';
import { isCalendarDate } from './content/fields.ts';
import { controlCharacters, emailField, phoneField, phonePattern, singleLine } from './inbox.ts';

/**
 * Admissions: the school's settings for a year's intake, the parent's application (a multipart
 * form with one file per required document), the stages staff move it through, and the rules
 * both sides check the same way (the age rule, whether a class is open). Decision 0029.
 */

// ----- What the school asks for -----

/** The documents a class may require. An Aadhaar number or card is never asked for. */
export const admissionDocuments = [
  'birth-certificate',
  'photo',
  'address-proof',
  'report-card',
  'transfer-certificate',
] as const;
export type AdmissionDocument = (typeof admissionDocuments)[number];

export const admissionDocumentLabels: Record<AdmissionDocument, { en: string; hi: string }> = {
  'birth-certificate': { en: 'Birth certificate', hi: 'जन्म प्रमाण पत्र' },
  photo: { en: 'Photograph of the child', hi: 'बच्चे की फ़ोटो' },
  'address-proof': { en: 'Proof of address', hi: 'पते का प्रमाण' },
  'report-card': { en: 'Last report card', hi: 'पिछला रिपोर्ट कार्ड' },
  'transfer-certificate': { en: 'Transfer certificate', hi: 'स्थानांतरण प्रमाण पत्र' },
};

/** The photo is a picture; every other document is a PDF or a photo of the paper. */
export const admissionDocumentKinds: Record<AdmissionDocument, 'image' | 'document'> = {
  'birth-certificate': 'document',
  photo: 'image',
  'address-proof': 'document',
  'report-card': 'document',
  'transfer-certificate': 'document',
};

/** Class ids as the school writes them: pre-primary, then 1 to 12. */
export const admissionClasses = [
  'nursery',
  'lkg',
  'ukg',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;
export type AdmissionClass = (typeof admissionClasses)[number];

export const admissionClassLabels: Record<AdmissionClass, { en: string; hi: string }> = {
  nursery: { en: 'Nursery', hi: 'नर्सरी' },
  lkg: { en: 'LKG', hi: 'एलकेजी' },
  ukg: { en: 'UKG', hi: 'यूकेजी' },
  ...(Object.fromEntries(
    admissionClasses
      .filter((id) => /^\d+$/.test(id))
      .map((id) => [id, { en: `Class ${id}`, hi: `कक्षा ${id}` }]),
  ) as Record<Exclude<AdmissionClass, 'nursery' | 'lkg' | 'ukg'>, { en: string; hi: string }>),
};

const day = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .refine(isCalendarDate, `${label} must be a real date in the form YYYY-MM-DD.`);

/** "2027-28": the academic year the children join, named by its first calendar year. */
export const admissionYearSchema = z
  .string('Year is required.')
  .trim()
  .regex(/^\d{4}-\d{2}$/, 'Year must be written like 2027-28.')
  .refine(
    (year) => (Number(year.slice(0, 4)) + 1) % 100 === Number(year.slice(5)),
    'Year must be two years in a row, like 2027-28.',
  );

export const classSettingsSchema = z
  .object({
    class: z.enum(admissionClasses, 'Please choose a class.'),
    /** Every seat of the class, including those the state's RTE portal fills. */
    seats: z.number().int().min(0).max(1000),
    /** Seats filled through the RTE portal (25% under the RTE Act), never offered here. */
    rteSeats: z.number().int().min(0).max(1000),
    opensOn: day('Opening date'),
    closesOn: day('Closing date'),
    /** Age in whole years on `ageOn`, both ends included. */
    minAge: z.number().int().min(0).max(25),
    maxAge: z.number().int().min(0).max(25),
    ageOn: day('Age cut-off date'),
    documents: z
      .array(z.enum(admissionDocuments))
      .max(admissionDocuments.length)
      .refine((list) => new Set(list).size === list.length, 'Each document only once.'),
  })
  .refine((row) => row.rteSeats <= row.seats, {
    path: ['rteSeats'],
    message: 'RTE seats cannot be more than the seats of the class.',
  })
  .refine((row) => row.opensOn <= row.closesOn, {
    path: ['closesOn'],
    message: 'The closing date must not be before the opening date.',
  })
  .refine((row) => row.minAge <= row.maxAge, {
    path: ['maxAge'],
    message: 'The highest age must not be below the lowest.',
  });
export type ClassSettings = z.output<typeof classSettingsSchema>;

/** Empty, or the https address of another registration form (the school's own choice). */
const externalAddressSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) => value === '' || /^https:\/\/[^\s]+$/.test(value),
    'The registration address must start with https://.',
  );

export const admissionSettingsSchema = z
  .object({
    year: admissionYearSchema,
    classes: z.array(classSettingsSchema).max(admissionClasses.length),
    /** Rupees, paid at the school; 0 when there is none. */
    registrationFee: z.number().int().min(0).max(1_000_000),
    /** When set, parents are sent there and this site takes no applications for the year. */
    externalAddress: externalAddressSchema,
    /** Applications not admitted are deleted this many months after the last class closes. */
    retentionMonths: z.number().int().min(1).max(60),
  })
  .refine(
    (settings) =>
      new Set(settings.classes.map((row) => row.class)).size === settings.classes.length,
    {
      path: ['classes'],
      message: 'Each class only once.',
    },
  );
export type AdmissionSettings = z.output<typeof admissionSettingsSchema>;

// ----- Rules both sides apply -----

/** Whole years from `dateOfBirth` to `on` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

export type AgeRule =
  | { ok: true }
  | {
      ok: false;
      /** Too young or too old on the cut-off date, or not born yet. */
      broken: 'too-young' | 'too-old' | 'not-born';
      class: AdmissionClass;
      minAge: number;
      maxAge: number;
      /** The cut-off date, YYYY-MM-DD. */
      ageOn: string;
    };

/**
 * Whether a child born on `dateOfBirth` may join the class, and if not which rule it breaks, with
 * what the page needs to say "Class 1 needs a child aged 6 to 8 on 31 March 2027".
 */
export function ageRuleOf(
  classSettings: Pick<ClassSettings, 'class' | 'minAge' | 'maxAge' | 'ageOn'>,
  dateOfBirth: string,
): AgeRule {
  const { minAge, maxAge } = classSettings;
  const refusal = (broken: 'too-young' | 'too-old' | 'not-born'): AgeRule => ({
    ok: false,
    broken,
    class: classSettings.class,
    minAge,
    maxAge,
    ageOn: classSettings.ageOn,
  });
  if (dateOfBirth > classSettings.ageOn) return refusal('not-born');
  const age = ageOn(dateOfBirth, classSettings.ageOn);
  if (age < minAge) return refusal('too-young');
  if (age > maxAge) return refusal('too-old');
  return { ok: true };
}

/** Open from `opensOn` to `closesOn`, both included; `today` is the school's (India) date. */
export function isClassOpen(
  classSettings: Pick<ClassSettings, 'opensOn' | 'closesOn'>,
  today: string,
): boolean {
  return classSettings.opensOn <= today && today <= classSettings.closesOn;
}

/** Seats this site may offer: the class total less the RTE seats and those offered or admitted. */
export function seatsLeft(
  classSettings: Pick<ClassSettings, 'seats' | 'rteSeats'>,
  offeredOrAdmitted: number,
): number {
  return Math.max(0, classSettings.seats - classSettings.rteSeats - offeredOrAdmitted);
}

// ----- The parent's application -----

// The fields of the other public forms (contracts/inbox.ts), with the same messages.
/** An empty field of a form arrives as ""; it means "not given". */
const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !controlCharacters.test(value), `${label} must be on one line.`)
    .optional()
    .transform((value) => value ?? '');
const optionalPhone = (label: string) =>
  optionalLine(label, 20).refine(
    (value) => value === '' || phonePattern.test(value),
    'Please enter a valid phone number.',
  );
const anEmail = z.email();
const optionalEmail = (label: string) =>
  optionalLine(label, 254).refine(
    (value) => value === '' || anEmail.safeParse(value).success,
    'Please enter a valid email address.',
  );
export const genders = ['girl', 'boy', 'other'] as const;
export const admissionLanguages = ['en', 'hi'] as const;
export type AdmissionLanguage = (typeof admissionLanguages)[number];

/**
 * The wording parents agree to; its version is stored with each application (the consent
 * record). A new wording gets a new version; older applications keep the one they agreed to.
 */
export const consentVersion = '2026-11';
export const consentText = {
  en: 'I agree that the school keeps these details and documents to decide on this application, and deletes them if my child is not admitted.',
  hi: 'मैं सहमत हूँ कि विद्यालय इस आवेदन पर निर्णय के लिए ये विवरण और दस्तावेज़ रखे, और मेरे बच्चे का प्रवेश न होने पर इन्हें मिटा दे।',
} as const;

export const admissionLimits = { name: 120, school: 200, address: 500, siblings: 300, notes: 5000 };

/** Text fields of the application; each document travels beside them as the file part of its id. */
export const applicationInputSchema = z.object({
  year: admissionYearSchema,
  class: z.enum(admissionClasses, 'Please choose a class.'),
  childName: singleLine("Child's name", admissionLimits.name),
  dateOfBirth: day('Date of birth'),
  gender: z.enum(genders, 'Please choose the gender.'),
  previousSchool: optionalLine('Previous school', admissionLimits.school),
  previousClass: optionalLine('Previous class', 20),
  parentName: singleLine("Parent's name", admissionLimits.name),
  phone: phoneField('Phone', 20),
  email: emailField,
  occupation: optionalLine('Occupation', 100),
  secondGuardianName: optionalLine("Second guardian's name", admissionLimits.name),
  secondGuardianPhone: optionalPhone("Second guardian's phone"),
  secondGuardianEmail: optionalEmail("Second guardian's e-mail"),
  secondGuardianOccupation: optionalLine("Second guardian's occupation", 100),
  address: z
    .string('Address is required.')
    .trim()
    .min(1, 'Address is required.')
    .max(admissionLimits.address, `Address must be at most ${admissionLimits.address} characters.`),
  siblings: optionalLine('Brothers or sisters in the school', admissionLimits.siblings),
  language: z
    .enum(admissionLanguages)
    .optional()
    .transform((value) => value ?? 'en'),
  consent: z.literal('true', 'Please agree to how the school keeps these details.'),
  consentVersion: z.literal(consentVersion, 'Please read the consent again and agree to it.'),
});
export type ApplicationInput = z.input<typeof applicationInputSchema>;
export type Application = z.output<typeof applicationInputSchema>;

/** 201 to a new application: its number and the private address of its status page. */
export const applicationAcceptedSchema = z.object({ number: z.string(), statusUrl: z.string() });
export type ApplicationAccepted = z.infer<typeof applicationAcceptedSchema>;

// ----- Stages -----

export const admissionStages = [
  'new',
  'documents-verified',
  'interaction-scheduled',
  'offered',
  'admitted',
  'waitlisted',
  'not-offered',
  'withdrawn',
] as const;
export type AdmissionStage = (typeof admissionStages)[number];

export const admissionStageLabels: Record<AdmissionStage, { en: string; hi: string }> = {
  new: { en: 'Received', hi: 'प्राप्त' },
  'documents-verified': { en: 'Documents verified', hi: 'दस्तावेज़ सत्यापित' },
  'interaction-scheduled': { en: 'Interaction scheduled', hi: 'मुलाक़ात तय' },
  offered: { en: 'Seat offered', hi: 'सीट का प्रस्ताव' },
  admitted: { en: 'Admitted', hi: 'प्रवेश हुआ' },
  waitlisted: { en: 'On the waiting list', hi: 'प्रतीक्षा सूची में' },
  'not-offered': { en: 'No seat offered', hi: 'सीट नहीं मिली' },
  withdrawn: { en: 'Withdrawn', hi: 'वापस लिया गया' },
};

/** Where staff may move an application from each stage; admitted and the ends go nowhere. */
export const stageTransitions: Record<AdmissionStage, readonly AdmissionStage[]> = {
  new: ['documents-verified', 'waitlisted', 'not-offered', 'withdrawn'],
  'documents-verified': [
    'interaction-scheduled',
    'offered',
    'waitlisted',
    'not-offered',
    'withdrawn',
  ],
  'interaction-scheduled': ['offered', 'waitlisted', 'not-offered', 'withdrawn'],
  offered: ['admitted', 'withdrawn'],
  waitlisted: ['offered', 'not-offered', 'withdrawn'],
  admitted: [],
  'not-offered': [],
  withdrawn: [],
};

export function canMove(from: AdmissionStage, to: AdmissionStage): boolean {
  return stageTransitions[from].includes(to);
}

/** A parent may ask for the application to be deleted until a seat is offered. */
export const deletableStages: readonly AdmissionStage[] = [
  'new',
  'documents-verified',
  'interaction-scheduled',
  'waitlisted',
];

export const documentVerdicts = ['accepted', 'rejected'] as const;
export type DocumentVerdict = (typeof documentVerdicts)[number];
/** A document as the school sees it: sent and waiting, accepted, rejected (send again), missing. */
export const documentStates = ['received', 'accepted', 'rejected', 'missing'] as const;

// ----- The parent's status page -----

export const statusTokenSchema = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);
export const statusQuerySchema = z.object({ token: statusTokenSchema });

export const interactionSlotInputSchema = z.object({
  year: admissionYearSchema,
  date: day('Date'),
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be written like 10:30.'),
  place: singleLine('Place', 200),
  capacity: z.number().int().min(1).max(500),
  /** The class it is for. */
  class: z.enum(admissionClasses, 'Please choose a class.'),
});
export type InteractionSlotInput = z.output<typeof interactionSlotInputSchema>;

export const interactionSlotSchema = interactionSlotInputSchema.extend({
  id: z.string(),
  /** Applications that booked it. */
  booked: z.number(),
});
export type InteractionSlot = z.infer<typeof interactionSlotSchema>;

const documentStateSchema = z.object({
  document: z.enum(admissionDocuments),
  state: z.enum(documentStates),
  /** Why staff rejected it, shown to the parent; empty otherwise. */
  reason: z.string(),
});

/** What a parent sees with the token of their mail: no documents' contents, no staff notes. */
export const applicationStatusSchema = z.object({
  number: z.string(),
  year: z.string(),
  class: z.enum(admissionClasses),
  childName: z.string(),
  stage: z.enum(admissionStages),
  documents: z.array(documentStateSchema),
  /** The interaction booked, if any. */
  slot: interactionSlotSchema.nullable(),
  /** Slots of the class with room, while the parent may still book one. */
  openSlots: z.array(interactionSlotSchema),
  /** YYYY-MM-DD, the last day to accept an offered seat; null without an offer. */
  offerDeadline: z.string().nullable(),
  offerAccepted: z.boolean(),
  canDelete: z.boolean(),
  language: z.enum(admissionLanguages),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const slotChoiceSchema = z.object({ token: statusTokenSchema, slotId: z.string().max(100) });
export const offerDecisionSchema = z.object({
  token: statusTokenSchema,
  decision: z.enum(['accept', 'decline']),
});
export const tokenBodySchema = z.object({ token: statusTokenSchema });
/** The re-upload form: the token and the document's id; the file is the part named `file`. */
export const reuploadFieldsSchema = z.object({
  token: statusTokenSchema,
  document: z.enum(admissionDocuments, 'Please choose the document.'),
});
export const reuploadFileField = 'file';

// ----- Staff -----

export const slotFilterSchema = z.object({ year: admissionYearSchema.optional() });
export const slotListSchema = z.object({ items: z.array(interactionSlotSchema) });
export const settingsListSchema = z.object({ items: z.array(admissionSettingsSchema) });

export const staffApplicationFilterSchema = z.object({
  year: admissionYearSchema.optional(),
  class: z.enum(admissionClasses).optional(),
  stage: z.enum(admissionStages).optional(),
  /** "true": every required document received and none rejected; "false": the others. */
  complete: z.enum(['true', 'false']).optional(),
  /** The list comes in pages of `applicationPageSize`, the first being 1. */
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
/** Rows per page of the office's list: a phone screen's scroll, and a fast answer (bench:admissions). */
export const applicationPageSize = 50;
export type StaffApplicationFilter = z.infer<typeof staffApplicationFilterSchema>;

const staffDocumentSchema = documentStateSchema.extend({
  /** Present once a file was received. */
  file: z
    .object({
      id: z.string(),
      originalName: z.string(),
      contentType: z.string(),
      byteSize: z.number(),
    })
    .nullable(),
});

export const applicationSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  year: z.string(),
  class: z.enum(admissionClasses),
  childName: z.string(),
  dateOfBirth: z.string(),
  parentName: z.string(),
  phone: z.string(),
  stage: z.enum(admissionStages),
  complete: z.boolean(),
  /** Same child name, date of birth and a parent's phone as an earlier application of the year. */
  duplicate: z.boolean(),
  createdAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const staffApplicationSchema = applicationSummarySchema.extend({
  gender: z.enum(genders),
  previousSchool: z.string(),
  previousClass: z.string(),
  email: z.string(),
  occupation: z.string(),
  secondGuardianName: z.string(),
  secondGuardianPhone: z.string(),
  secondGuardianEmail: z.string(),
  secondGuardianOccupation: z.string(),
  address: z.string(),
  siblings: z.string(),
  language: z.enum(admissionLanguages),
  consentVersion: z.string(),
  consentedAt: z.string(),
  notes: z.string(),
  documents: z.array(staffDocumentSchema),
  slot: interactionSlotSchema.nullable(),
  offerDeadline: z.string().nullable(),
  offerAccepted: z.boolean(),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

/**
 * One page of the list, how many the filters match, and how many of the year are at each stage
 * in each class (filters aside).
 */
export const staffApplicationListSchema = z.object({
  items: z.array(applicationSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.array(
    z.object({
      class: z.enum(admissionClasses),
      stage: z.enum(admissionStages),
      count: z.number(),
    }),
  ),
  /** The year's enquiries per class: first steps of the form on the site (none without a year). */
  enquiries: z.array(z.object({ class: z.enum(admissionClasses), count: z.number() })),
});
export type StaffApplicationList = z.infer<typeof staffApplicationListSchema>;

export const applicationReviewSchema = z
  .object({
    stage: z.enum(admissionStages).optional(),
    notes: z.string().trim().max(admissionLimits.notes).optional(),
    documents: z
      .array(
        z
          .object({
            document: z.enum(admissionDocuments),
            verdict: z.enum(documentVerdicts),
            reason: z
              .string()
              .trim()
              .max(300)
              .optional()
              .transform((value) => value ?? ''),
          })
          .refine((entry) => entry.verdict === 'accepted' || entry.reason !== '', {
            path: ['reason'],
            message: 'Please say why the document is rejected.',
          }),
      )
      .max(admissionDocuments.length)
      .optional(),
    /** YYYY-MM-DD, needed when the stage becomes `offered`. */
    offerDeadline: day('Offer deadline').optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change.',
  });
export type ApplicationReview = z.output<typeof applicationReviewSchema>;
