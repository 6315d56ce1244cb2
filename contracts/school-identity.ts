import type { Language } from './languages.ts';

/**
 * The school's identity: the ONE place to edit when this site is set up for a real school.
 * Every page, the header, the footer, e-mails, feeds and structured data read from here; the
 * pictures are listed in ./school-images.ts. The values below are demo values for a fictional school.
 */
export const schoolIdentity = {
  name: 'Veda Vidya International School',
  shortName: 'Veda Vidya',
  abbreviation: 'VVIS',
  /** Slugs of the two pages that carry the school's abbreviation. */
  slugs: { overview: 'vvis', whyChooseUs: 'why-vvis' },
  tagline: 'Rooted in values, ready for tomorrow',
  board: 'CBSE',
  affiliationNumber: '3330999',
  schoolCode: '16999',
  established: 2022,
  classes: 'Pre-Primary to Class XII',
  city: 'Bilaspur, Chhattisgarh',
  address: {
    street: 'Vidya Nagar, Ring Road No. 2',
    locality: 'Bilaspur',
    region: 'Chhattisgarh',
    postalCode: '495001',
    country: 'IN',
  },
  /**
   * The same words in Hindi, for Hindi pages (issue 15): Hindi sentences name the school, its
   * city and classes in Devanagari, not in Latin letters.
   */
  hindi: {
    name: 'वेद विद्या इंटरनेशनल स्कूल',
    board: 'सीबीएसई',
    shortName: 'वेद विद्या',
    tagline: 'संस्कारों में रचा-बसा, कल के लिए तैयार',
    classes: 'प्री-प्राइमरी से कक्षा 12',
    city: 'बिलासपुर, छत्तीसगढ़',
    address: 'विद्या नगर, रिंग रोड नं. 2, बिलासपुर, छत्तीसगढ़ 495001',
  },
  geo: { latitude: 22.0797, longitude: 82.1391 },
  phones: ['+91 77520 40100', '+91 94252 40100'],
  emails: {
    office: 'office@vedavidya.example',
    admissions: 'admissions@vedavidya.example',
    careers: 'careers@vedavidya.example',
    principal: 'principal@vedavidya.example',
  },
  /**
   * The school's own profile pages, e.g. 'https://www.facebook.com/yourschool'. The footer shows
   * only profiles: the fictional school has none, and a bare 'https://www.youtube.com/' would
   * send visitors nowhere.
   */
  social: {
    facebook: '',
    instagram: '',
    youtube: '',
    x: '',
  } as Record<'facebook' | 'instagram' | 'youtube' | 'x', string>,
  /** External online admission registration form (Apply Now, Enroll Now, ADMISSION, /enquiry-form). */
  admissionUrl: 'https://admissions.vedavidya.example/register',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=82.1291%2C22.0717%2C82.1491%2C22.0877&layer=mapnik&marker=22.0797%2C82.1391',
  mapLinkUrl: 'https://www.openstreetmap.org/?mlat=22.0797&mlon=82.1391#map=16/22.0797/82.1391',
  timeZone: 'Asia/Kolkata',
  colors: {
    primary: '#0b4f6c',
    primaryDark: '#083a50',
    accent: '#b45309',
    accentSoft: '#fef3c7',
    event: '#0f766e',
    leave: '#b45309',
  },
} as const;

export type SchoolIdentity = typeof schoolIdentity;

/** The school's name, board, city, classes, tagline and address in a page's language. */
export function schoolWords(language: Language) {
  if (language === 'hi') return schoolIdentity.hindi;
  const { name, shortName, board, tagline, classes, city } = schoolIdentity;
  return { name, shortName, board, tagline, classes, city, address: formatAddress() };
}

export function formatAddress(identity: SchoolIdentity = schoolIdentity): string {
  const { street, locality, region, postalCode } = identity.address;
  return `${street}, ${locality}, ${region} ${postalCode}`;
}
