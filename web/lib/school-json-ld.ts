import type { MetaDescriptor } from 'react-router';
import { pathInLanguage, type Language } from '#contracts/languages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { absoluteUrl } from './seo.ts';

/**
 * The school as schema.org structured data, for search engines' knowledge panels; its address is
 * the home page in the page's language. A data block is not executed, so the page's script-hash
 * CSP does not need to (and does not) list it.
 */
export function schoolJsonLd(language: Language): MetaDescriptor {
  const { address, affiliationNumber, board } = schoolIdentity;
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': ['School', 'EducationalOrganization'],
      name: schoolIdentity.name,
      alternateName: schoolIdentity.abbreviation,
      // The page's own address: a Hindi page's data names the Hindi home page.
      url: absoluteUrl(pathInLanguage('/', language)),
      logo: absoluteUrl('/logo.svg'),
      telephone: schoolIdentity.phones[0],
      email: schoolIdentity.emails.office,
      foundingDate: String(schoolIdentity.established),
      description: `${board}-affiliated school (affiliation number ${affiliationNumber}) for ${schoolIdentity.classes}.`,
      identifier: {
        '@type': 'PropertyValue',
        propertyID: `${board} affiliation number`,
        value: affiliationNumber,
      },
      address: {
        '@type': 'PostalAddress',
        streetAddress: address.street,
        addressLocality: address.locality,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.country,
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: schoolIdentity.geo.latitude,
        longitude: schoolIdentity.geo.longitude,
      },
    },
  };
}
