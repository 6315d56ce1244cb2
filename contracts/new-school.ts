import type { SchoolSettings } from './school-settings.ts';
import { cityOf, formatAddress } from './school-profile.ts';
import {
  defaultCircularNumberFormat,
  defaultColours,
  defaultDigestTime,
  defaultRetentionMonths,
} from './school-defaults.ts';
import { shippedPictures } from './shipped-pictures.ts';
import type { SetupSchool } from './site-setup.ts';

/** Boards whose name the Hindi pages write in Devanagari (contracts/hindi-glossary.ts). */
const boardsInHindi: Record<string, string> = { CBSE: 'सीबीएसई' };

/**
 * The letters a school goes by, from its name's initials: "Sunrise Public School" is SPS. Page
 * addresses (/sps, /why-sps) and circular numbers use them; Settings changes them.
 */
export function abbreviationOf(name: string): string {
  const initials = (name.match(/[A-Za-z]+/g) ?? []).map((word) => word[0]!).join('');
  if (initials.length >= 2) return initials.slice(0, 10).toUpperCase();
  const letters = name.replace(/[^A-Za-z]/g, '');
  return letters.length >= 2 ? letters.slice(0, 3).toUpperCase() : 'SCHOOL';
}

/** Cut to the settings' limit: a long name still makes valid settings, which Settings shortens. */
const upTo = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).trim());

/**
 * The whole settings of a new school from what the setup screen (or a settings file) asked
 * (contracts/site-setup.ts): the rest starts from defaults the office changes in Settings. The
 * Hindi address and city are the English ones until someone writes them in Devanagari; the
 * pictures are the drawings the site ships; every e-mail is the office's.
 */
export function newSchoolSettings(answers: SetupSchool): SchoolSettings {
  const { name, nameHi, board, address } = answers;
  const abbreviation = abbreviationOf(name);
  return {
    name,
    nameHi,
    shortName: name.length <= 60 ? name : abbreviation,
    shortNameHi: nameHi.length <= 60 ? nameHi : abbreviation,
    abbreviation,
    tagline: '',
    taglineHi: '',
    board,
    boardHi: boardsInHindi[board.toUpperCase()] ?? board,
    affiliationNumber: answers.affiliationNumber,
    schoolCode: answers.schoolCode,
    // Never this year in its place: the pages would claim the school was founded now.
    established: answers.established ?? null,
    classes: 'Pre-Primary to Class XII',
    classesHi: 'प्री-प्राइमरी से कक्षा 12',
    address,
    addressHi: answers.addressHi ?? upTo(formatAddress({ address }), 300),
    cityHi: answers.cityHi ?? upTo(cityOf({ address }), 120),
    phones: answers.phones,
    emails: {
      office: answers.emails.office,
      admissions: answers.emails.office,
      careers: answers.emails.office,
      principal: answers.emails.office,
    },
    officeHours: '',
    officeHoursHi: '',
    social: { facebook: '', instagram: '', youtube: '', x: '' },
    admissionUrl: answers.admissionUrl ?? '',
    map: { latitude: null, longitude: null, embedUrl: '', linkUrl: '' },
    colours: answers.colours ?? defaultColours,
    logo: { src: '/logo.svg', width: 52, height: 52 },
    pictures: shippedPictures,
    circularNumberFormat: defaultCircularNumberFormat,
    digestTime: defaultDigestTime,
    retention: { ...defaultRetentionMonths },
  };
}
