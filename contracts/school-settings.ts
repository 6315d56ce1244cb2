import { z } from './zod.ts';
import { isWebLink } from './content/links.ts';
import { contrastRatio, isHexColour } from './colour-contrast.ts';

/**
 * What makes the site one school's: its name, contacts, colours, logo and pictures, plus the
 * office's own rules (circular numbers, the digest's time, how long submissions are kept). One
 * schema validates the setup screen, the Settings screen, `PUT /api/admin/settings` and what is
 * stored (the `settings` row `school`, server/modules/settings/). Pages read the public part
 * through the root loader (web/lib/school.ts); nothing about a school is written in code.
 */

const text = (label: string, max = 200) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optionalText = (label: string, max = 200) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`);

/** An address of another site, or empty for none. */
const optionalWebLink = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters.`)
    .refine((value) => value === '' || isWebLink(value), `${label} must start with https://.`);

/** Indian and international numbers as people write them: digits, spaces, +, -, brackets. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(
    /^\+?[0-9][0-9 ()-]{5,20}[0-9]$/,
    'Write the phone number with digits, e.g. +91 771 400 1234.',
  );

const emailSchema = (label: string) =>
  z.email(`${label} must be an e-mail address, e.g. office@school.in.`).max(200);

/** A point of the map in degrees, or null when the school gives none. */
const coordinate = (label: string, limit: number) =>
  z
    .number(`${label} must be a number, e.g. 22.0797.`)
    .min(-limit, `${label} must be between -${limit} and ${limit}.`)
    .max(limit, `${label} must be between -${limit} and ${limit}.`)
    .nullable();

/** How long the office keeps something: whole months, up to ten years. */
const months = (label: string) =>
  z
    .number(`${label}: give a number of months.`)
    .int(`${label}: give a whole number of months.`)
    .min(1, `${label} are kept at least 1 month.`)
    .max(120, `${label} are kept at most 120 months (10 years).`);

const colourSchema = (label: string) =>
  z.string().trim().refine(isHexColour, `${label} must be a colour like #0b4f6c.`);

/** A social profile: empty (not shown) or the school's own page on that site, never its home page. */
const profileSchema = (label: string, hosts: string[]) =>
  optionalWebLink(label).refine((value) => {
    if (value === '') return true;
    const url = new URL(value);
    const host = url.hostname.replace(/^www\.|^m\./, '');
    return hosts.includes(host) && url.pathname.replace(/\/+$/, '') !== '';
  }, `${label} must be the school's own page there, e.g. https://www.${hosts[0]}/yourschool.`);

/** A picture the site shows: a file of the media library or one that ships with the site. */
export const sitePictureSchema = z.object({
  src: z
    .string()
    .trim()
    .regex(/^\/(uploads|images)\/[\w./-]+$/, 'Choose a picture from the media library.'),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  alt: optionalText('Description', 300),
  altHi: optionalText('Hindi description', 300),
});
export type SitePicture = z.infer<typeof sitePictureSchema>;

/** Every picture slot of the site, with the words the Settings screen shows for it. */
export const pictureSlots = {
  campus: 'Campus',
  campusGate: 'Main gate',
  bus: 'School bus',
  students: 'Students on campus',
  classroom: 'Classroom',
  library: 'Library',
  lifeScience: 'Life science lab',
  physicsLab: 'Physics lab',
  chemistryLab: 'Chemistry lab',
  computerLab: 'Computer lab',
  languageLab: 'Language lab',
  mathLab: 'Mathematics lab',
  musicRoom: 'Music room',
  artCraft: 'Art and craft room',
  sports: 'Sports ground',
  swimming: 'Swimming pool',
  playground: 'Playground',
  security: 'Security cameras',
  assembly: 'Morning assembly',
  prePrimary: 'Pre-primary',
  primary: 'Primary',
  middle: 'Middle school',
  upper: 'Upper school',
  houses: 'Houses',
  uniformSummer: 'Summer uniform',
  uniformWinter: 'Winter uniform',
  uniformSports: 'Sports uniform',
  principal: "Principal's portrait",
  director: "Director's portrait",
  parent1: 'Parent 1 (testimonials)',
  parent2: 'Parent 2 (testimonials)',
  parent3: 'Parent 3 (testimonials)',
  parent4: 'Parent 4 (testimonials)',
  parent5: 'Parent 5 (testimonials)',
} as const;
export type PictureSlot = keyof typeof pictureSlots;
export const pictureSlotNames = Object.keys(pictureSlots) as PictureSlot[];

/** The brand colours and the pairs that must stay readable (WCAG AA, 4.5:1 for text). */
export const colourLabels = {
  primary: 'Main colour',
  primaryDark: 'Dark main colour',
  accent: 'Accent colour',
  accentSoft: 'Soft accent colour',
  event: 'Events in the calendar',
  leave: 'Holidays in the calendar',
} as const;
export type ColourName = keyof typeof colourLabels;
export const minimumContrast = 4.5;
/** [text, background]: white text on the strong colours, and the soft accent with the dark one. */
export const readablePairs: Array<[ColourName | 'white', ColourName | 'white']> = [
  ['white', 'primary'],
  ['white', 'primaryDark'],
  ['white', 'accent'],
  ['white', 'event'],
  ['white', 'leave'],
  ['primaryDark', 'accentSoft'],
  ['accentSoft', 'primaryDark'],
];

const coloursSchema = z
  .object(
    Object.fromEntries(
      Object.entries(colourLabels).map(([key, label]) => [key, colourSchema(label)]),
    ) as unknown as Record<ColourName, z.ZodString>,
  )
  .superRefine((colours, context) => {
    const value = (name: ColourName | 'white') => (name === 'white' ? '#ffffff' : colours[name]);
    for (const [foreground, background] of readablePairs) {
      if (!isHexColour(value(foreground)) || !isHexColour(value(background))) continue;
      const ratio = contrastRatio(value(foreground), value(background));
      if (ratio >= minimumContrast) continue;
      const name = (key: ColourName | 'white') => (key === 'white' ? 'White' : colourLabels[key]);
      context.addIssue({
        code: 'custom',
        path: [background === 'white' ? foreground : background],
        message: `${name(foreground)} text on ${name(background).toLowerCase()} is hard to read (contrast ${ratio.toFixed(1)}:1, at least ${minimumContrast}:1 is needed). Choose a darker or lighter colour.`,
      });
    }
  });

export const schoolSettingsSchema = z.object({
  name: text('School name'),
  nameHi: text('School name in Hindi'),
  shortName: text('Short name', 60),
  shortNameHi: text('Short name in Hindi', 60),
  /** Letters such as "SPS": page addresses and the header's small print use them. */
  abbreviation: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,10}$/, 'Abbreviation must be 2 to 10 letters, e.g. SPS.'),
  tagline: optionalText('Tagline'),
  taglineHi: optionalText('Hindi tagline'),
  board: text('Board', 40),
  boardHi: text('Board in Hindi', 40),
  affiliationNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{4,10}$/, 'Affiliation number must be 4 to 10 digits.'),
  schoolCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{3,12}$/, 'School code must be 3 to 12 letters or digits.'),
  /** The year the school was founded; null until it is given (nothing says a year then). */
  established: z
    .number('Year founded must be a year.')
    .int('Year founded must be a year.')
    .min(1800, 'Year founded must be a year.')
    .max(2100, 'Year founded must be a year.')
    .nullable(),
  classes: text('Classes', 80),
  classesHi: text('Classes in Hindi', 80),
  address: z.object({
    street: text('Street', 120),
    locality: text('Town or city', 80),
    region: text('State', 80),
    postalCode: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{5}$/, 'PIN code must be 6 digits.'),
  }),
  addressHi: text('Address in Hindi', 300),
  cityHi: text('Town and state in Hindi', 120),
  phones: z
    .array(phoneSchema)
    .min(1, 'Give at least one phone number.')
    .max(4, 'Give at most four phone numbers.'),
  emails: z.object({
    office: emailSchema('Office e-mail'),
    admissions: emailSchema('Admissions e-mail'),
    careers: emailSchema('Careers e-mail'),
    principal: emailSchema('Principal’s e-mail'),
  }),
  officeHours: optionalText('Office hours'),
  officeHoursHi: optionalText('Office hours in Hindi'),
  social: z.object({
    facebook: profileSchema('Facebook', ['facebook.com']),
    instagram: profileSchema('Instagram', ['instagram.com']),
    youtube: profileSchema('YouTube', ['youtube.com']),
    x: profileSchema('X', ['x.com', 'twitter.com']),
  }),
  /** The online admission form (Apply Now, /enquiry-form): empty sends people to /contact. */
  admissionUrl: optionalWebLink('Admission form address'),
  map: z.object({
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    embedUrl: optionalWebLink('Map to show'),
    linkUrl: optionalWebLink('Map link'),
  }),
  colours: coloursSchema,
  /** The header's logo (SVG, PNG or WebP): the icons, mails and share cards are made from it. */
  logo: z.object({
    src: z
      .string()
      .regex(/^\/(uploads\/[\w./-]+|logo\.svg)$/, 'Choose a picture from the media library.'),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
  }),
  pictures: z.object(
    Object.fromEntries(pictureSlotNames.map((slot) => [slot, sitePictureSchema])) as Record<
      PictureSlot,
      typeof sitePictureSchema
    >,
  ),
  /** How circular numbers read: {yyyy} the academic year, {n} or {nnn} the running number. */
  circularNumberFormat: z
    .string()
    .trim()
    .max(100, 'The format must be at most 100 characters.')
    .refine((format) => /\{n(nn)?\}/.test(format), 'The format must contain {n} or {nnn}.'),
  digestTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give the time as HH:MM, e.g. 18:00.'),
  retention: z.object({
    applicationMonths: months('Job applications'),
    messageMonths: months('Contact messages'),
  }),
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

/** What `GET /api/settings` answers: the settings less the office's own rules. */
export const publicSchoolSettingsSchema = schoolSettingsSchema.omit({
  circularNumberFormat: true,
  digestTime: true,
  retention: true,
});

/** Fields that only the office reads: pages never show them (`GET /api/settings` leaves them out). */
export const officeOnlyFields = ['circularNumberFormat', 'digestTime', 'retention'] as const;
export type PublicSchoolSettings = Omit<SchoolSettings, (typeof officeOnlyFields)[number]>;

export function publicSchoolSettings(settings: SchoolSettings): PublicSchoolSettings {
  const { circularNumberFormat: _f, digestTime: _d, retention: _r, ...shown } = settings;
  return shown;
}

/**
 * A PUT's body: only the fields it changes (`{ "phones": [...] }`); an object field is given
 * whole or in part (`{ "colours": { "accent": "#9a3412" } }`). The merged settings are then
 * validated whole, so a change cannot leave an unreadable colour pair or a missing name.
 */
export const schoolSettingsPatchSchema = z
  .object({
    ...schoolSettingsSchema.shape,
    address: schoolSettingsSchema.shape.address.partial(),
    emails: schoolSettingsSchema.shape.emails.partial(),
    social: schoolSettingsSchema.shape.social.partial(),
    map: schoolSettingsSchema.shape.map.partial(),
    colours: z
      .object(
        Object.fromEntries(
          Object.entries(colourLabels).map(([key, label]) => [key, colourSchema(label)]),
        ) as unknown as Record<ColourName, z.ZodString>,
      )
      .partial(),
    pictures: z
      .object(
        Object.fromEntries(pictureSlotNames.map((slot) => [slot, sitePictureSchema])) as Record<
          PictureSlot,
          typeof sitePictureSchema
        >,
      )
      .partial(),
    retention: schoolSettingsSchema.shape.retention.partial(),
  })
  .partial()
  .strict();
export type SchoolSettingsPatch = z.infer<typeof schoolSettingsPatchSchema>;

const nestedFields = [
  'address',
  'emails',
  'social',
  'map',
  'colours',
  'pictures',
  'retention',
] as const;

/** The settings after a PUT: nested objects merged one level deep, lists replaced whole. */
export function mergeSchoolSettings(current: SchoolSettings, patch: SchoolSettingsPatch): unknown {
  const merged: Record<string, unknown> = { ...current, ...patch };
  for (const field of nestedFields) {
    if (patch[field]) merged[field] = { ...current[field], ...patch[field] };
  }
  return merged;
}
