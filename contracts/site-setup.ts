import { newPasswordSchema, usernameSchema } from './auth.ts';
import type { FormAnswer } from './public-forms.ts';
import { schoolSettingsSchema } from './school-settings.ts';
import { z } from './zod.ts';

/**
 * The setup screen (decision 0027): a new site's first administrator types the school's name,
 * board, address and contacts once, with the address the server printed at its first start, and
 * the site is the school's. `POST /api/setup` takes this body; the page's form (web/routes/setup/)
 * sends the same, with scripts or without (decision 0026).
 */

const settings = schoolSettingsSchema.shape;

/**
 * What the setup screen asks of the school, in the settings' own field names and rules; the rest
 * of the settings start from defaults (contracts/new-school.ts) and are changed in Settings.
 */
export const setupSchoolSchema = z.object({
  name: settings.name,
  nameHi: settings.nameHi,
  board: settings.board,
  affiliationNumber: settings.affiliationNumber,
  schoolCode: settings.schoolCode,
  address: settings.address,
  /** Optional: the town and the address in Devanagari, for Hindi pages (else the English ones). */
  cityHi: settings.cityHi.optional(),
  addressHi: settings.addressHi.optional(),
  phones: settings.phones,
  emails: z.object({ office: settings.emails.shape.office }),
  /** Optional: without it the pages name no founding year, until Settings gives one. */
  established: settings.established.optional(),
  /** Optional: the brand colours, refused when a pair is hard to read. */
  colours: settings.colours.optional(),
  /** Optional: the online admission form. */
  admissionUrl: settings.admissionUrl.optional(),
});
export type SetupSchool = z.infer<typeof setupSchoolSchema>;

/** The token of the printed address: letters, digits, `-` and `_` (base64url). */
export const setupTokenSchema = z
  .string('Open the setup address the server printed.')
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Open the setup address the server printed.');

export const siteSetupRequestSchema = z.object({
  token: setupTokenSchema,
  school: setupSchoolSchema,
  admin: z.object({
    username: usernameSchema,
    // How guessable it is is checked on the server (password-policy.ts), like every new password.
    password: newPasswordSchema,
  }),
});
export type SiteSetupRequest = z.infer<typeof siteSetupRequestSchema>;

/** What the setup answers, for the API, the page and the tests to agree on. */
export const setupMessages = {
  done: 'The site is ready.',
  badToken:
    'This setup address is not valid any more. Restart the server and open the new address it prints.',
  alreadySetUp: 'This site is already set up. Sign in to change its settings.',
  beingSetUp: 'The site is being set up. Please come back in a few minutes.',
} as const;

/** Names of the setup form's fields: the request's paths, so the server's errors name them. */
export const setupFields = {
  token: 'token',
  name: 'school.name',
  nameHi: 'school.nameHi',
  board: 'school.board',
  affiliationNumber: 'school.affiliationNumber',
  schoolCode: 'school.schoolCode',
  street: 'school.address.street',
  locality: 'school.address.locality',
  region: 'school.address.region',
  postalCode: 'school.address.postalCode',
  cityHi: 'school.cityHi',
  addressHi: 'school.addressHi',
  phones: 'school.phones',
  office: 'school.emails.office',
  established: 'school.established',
  admissionUrl: 'school.admissionUrl',
  username: 'admin.username',
  password: 'admin.password',
} as const;

/** The colour fields of the optional section, one per brand colour. */
export const colourField = (name: string) => `school.colours.${name}`;

type Fields = Record<string, string | string[]>;

/**
 * A request from the form's fields as a browser sends them: empty optional fields left out, the
 * phone boxes as a list, the year as a number. What is left is checked as the API checks it.
 */
export function setupRequestFromFields(fields: Fields): unknown {
  const one = (name: string) => {
    const value = fields[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  };
  const phones = [fields[setupFields.phones] ?? []]
    .flat()
    .map((phone) => phone.trim())
    .filter(Boolean);
  const colourNames = Object.keys(settings.colours.shape);
  const colours = Object.fromEntries(colourNames.map((name) => [name, one(colourField(name))]));
  const year = one(setupFields.established);
  return {
    token: one(setupFields.token),
    school: {
      name: one(setupFields.name),
      nameHi: one(setupFields.nameHi),
      board: one(setupFields.board),
      affiliationNumber: one(setupFields.affiliationNumber),
      schoolCode: one(setupFields.schoolCode),
      address: {
        street: one(setupFields.street),
        locality: one(setupFields.locality),
        region: one(setupFields.region),
        postalCode: one(setupFields.postalCode),
      },
      ...(one(setupFields.cityHi) && { cityHi: one(setupFields.cityHi) }),
      ...(one(setupFields.addressHi) && { addressHi: one(setupFields.addressHi) }),
      phones,
      emails: { office: one(setupFields.office) },
      ...(year && { established: /^\d+$/.test(year) ? Number(year) : year }),
      ...(Object.values(colours).every(Boolean) && { colours }),
      ...(one(setupFields.admissionUrl) && { admissionUrl: one(setupFields.admissionUrl) }),
    },
    admin: { username: one(setupFields.username), password: fields[setupFields.password] ?? '' },
  };
}

/**
 * The setup, as the server gives it to the page's action through the load context (like the
 * public forms, contracts/public-forms.ts): the very function `POST /api/setup` calls.
 */
export interface SiteSetup {
  /** Whether the school is set: the setup screen then says the site is ready. */
  isSetUp(): Promise<boolean>;
  /** Sets the site up from `request` (the API's body); `clientKey` counts wrong addresses. */
  complete(request: unknown, clientKey: string): Promise<FormAnswer>;
}
