import type { Language } from './languages.ts';
import type { PublicSchoolSettings, SchoolSettings, SitePicture } from './school-settings.ts';

/**
 * What pages show of the school's settings (decision 0027), apart from their validation
 * (school-settings.ts): every public page's script imports these, and must not bring zod with
 * them (vite.config.ts keeps zod for the forms).
 */

/**
 * What every page's frame shows of the school (header, footer, colours, structured data): the
 * public settings less the pictures, which only the pages that show them read.
 */
export type SchoolProfile = Omit<PublicSchoolSettings, 'pictures'>;

export function schoolProfile(settings: PublicSchoolSettings): SchoolProfile {
  const { pictures: _pictures, ...profile } = settings;
  return profile;
}

/** The school's town and state, as addresses end. */
export const cityOf = (school: Pick<SchoolSettings, 'address'>) =>
  `${school.address.locality}, ${school.address.region}`;

export function formatAddress(school: Pick<SchoolSettings, 'address'>): string {
  const { street, locality, region, postalCode } = school.address;
  return `${street}, ${locality}, ${region} ${postalCode}`;
}

/** The school's name, board, city, classes, tagline and address in a page's language. */
export function schoolWords(school: SchoolProfile, language: Language) {
  if (language === 'hi')
    return {
      name: school.nameHi,
      shortName: school.shortNameHi,
      board: school.boardHi,
      tagline: school.taglineHi,
      classes: school.classesHi,
      city: school.cityHi,
      address: school.addressHi,
    };
  return {
    name: school.name,
    shortName: school.shortName,
    board: school.board,
    tagline: school.tagline,
    classes: school.classes,
    city: cityOf(school),
    address: formatAddress(school),
  };
}

/** A picture's description in a page's language (English while no Hindi one is written). */
export const pictureAlt = (picture: SitePicture, language: Language) =>
  language === 'hi' && picture.altHi ? picture.altHi : picture.alt;

/** The addresses of the school's two pages named after it, e.g. `/sps` and `/why-sps`. */
export function schoolPageSlugs(school: Pick<SchoolSettings, 'abbreviation'>) {
  const letters = school.abbreviation.toLowerCase();
  return { overview: letters, whyChooseUs: `why-${letters}` };
}

/** The school's time zone: every Indian school's, so dates and the digest follow it. */
export const schoolTimeZone = 'Asia/Kolkata';
