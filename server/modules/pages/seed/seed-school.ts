import type { PageImage } from '#contracts/content/pages.ts';
import { type PictureSlot, type SchoolSettings } from '#contracts/school-settings.ts';
import { cityOf, formatAddress, schoolPageSlugs } from '#contracts/school-profile.ts';
import { shippedPictures } from '#contracts/shipped-pictures.ts';

/**
 * The school as the seed's texts name it (decision 0027): its words in English and Hindi, its
 * contacts and pictures, all from its settings. `demo` says whether the pages may tell the demo
 * school's own story (founders, teachers, houses, awards, routes); for any other school they tell
 * none of it, with neutral starter texts the office edits in the Pages tab.
 */
export type SeedSchool = ReturnType<typeof seedSchool>;

/** The parts of "Town, State" (settings' cityHi), for the Hindi sentences that name one of them. */
function placesHi(cityHi: string) {
  const parts = cityHi.split(',').map((part) => part.trim());
  return { locality: parts[0] ?? cityHi, region: parts.at(-1) ?? cityHi };
}

export function seedSchool(settings: SchoolSettings, demo: boolean) {
  const { address } = settings;
  return {
    settings,
    demo,
    name: settings.name,
    shortName: settings.shortName,
    abbreviation: settings.abbreviation,
    tagline: settings.tagline,
    board: settings.board,
    affiliationNumber: settings.affiliationNumber,
    established: settings.established,
    classes: settings.classes,
    city: cityOf(settings),
    locality: address.locality,
    region: address.region,
    /** One line, as the post office writes it. */
    address: formatAddress(settings),
    phones: settings.phones,
    emails: settings.emails,
    officeHours: settings.officeHours,
    map: settings.map,
    slugs: schoolPageSlugs(settings),
    hindi: {
      name: settings.nameHi,
      shortName: settings.shortNameHi,
      board: settings.boardHi,
      tagline: settings.taglineHi,
      classes: settings.classesHi,
      city: settings.cityHi,
      address: settings.addressHi,
      officeHours: settings.officeHoursHi,
      ...placesHi(settings.cityHi),
    },
    /**
     * Apply Now and Enroll Now: the school's online admission form, or /enquiry-form while it has
     * none, which follows the form's address once the office gives one in Settings.
     */
    apply: settings.admissionUrl
      ? { to: settings.admissionUrl, external: true as const }
      : { to: '/enquiry-form' },
    /** A slot's picture as a page shows it. */
    image(slot: PictureSlot): PageImage {
      const { src, alt, width, height } = settings.pictures[slot];
      return { src, alt, width, height };
    },
    /**
     * A slot's description for a Hindi page. While the slot holds the drawing the site ships, the
     * page's own words for that drawing (`drawingAlt`, written for where the page shows it);
     * once the office puts a photo there, the Hindi description given with it.
     */
    imageHi(slot: PictureSlot, drawingAlt: string): { alt: string } {
      const picture = settings.pictures[slot];
      if (picture.src === shippedPictures[slot].src) return { alt: drawingAlt };
      return { alt: picture.altHi || picture.alt };
    },
  };
}
