import type { MetaDescriptor } from 'react-router';
import { pathInLanguage, type Language } from '#contracts/languages.ts';
import type { SchoolProfile } from '#contracts/school-profile.ts';
import { absoluteUrl } from './seo.ts';

/** The school's postal address as schema.org writes it: every school of this site is in India. */
export function postalAddressOf({ address }: Pick<SchoolProfile, 'address'>) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: 'IN',
  };
}

/**
 * The school as schema.org structured data, for search engines' knowledge panels, from its
 * settings; its address is the home page in the page's language. A data block is not executed,
 * so the page's script-hash CSP does not need to (and does not) list it.
 */
export function schoolJsonLd(school: SchoolProfile, language: Language): MetaDescriptor {
  const { affiliationNumber, board, map } = school;
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': ['School', 'EducationalOrganization'],
      name: school.name,
      alternateName: school.abbreviation,
      // The page's own address: a Hindi page's data names the Hindi home page.
      url: absoluteUrl(pathInLanguage('/', language)),
      logo: absoluteUrl(school.logo.src),
      telephone: school.phones[0],
      email: school.emails.office,
      ...(school.established && { foundingDate: String(school.established) }),
      description: `${board}-affiliated school (affiliation number ${affiliationNumber}) for ${school.classes}.`,
      identifier: {
        '@type': 'PropertyValue',
        propertyID: `${board} affiliation number`,
        value: affiliationNumber,
      },
      address: postalAddressOf(school),
      // Only when the office gave the map point (Settings, Address and map).
      ...(map.latitude !== null &&
        map.longitude !== null && {
          geo: { '@type': 'GeoCoordinates', latitude: map.latitude, longitude: map.longitude },
        }),
    },
  };
}
