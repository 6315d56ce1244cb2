import {
  defaultCircularNumberFormat,
  defaultColours,
  defaultDigestTime,
  defaultRetentionMonths,
} from './school-defaults.ts';
import type { SchoolSettings } from './school-settings.ts';
import { shippedPictures } from './shipped-pictures.ts';

/**
 * The fictional school of the demo (`npm run start:demo`) and of the tests: the settings a site
 * gets with demo content, and the values an older site (whose school lived in code) is upgraded
 * to. Nothing but the demo, the upgrade and tests reads this file (eslint.config.js).
 */
export const demoSchool: SchoolSettings = {
  name: 'Veda Vidya International School',
  nameHi: 'वेद विद्या इंटरनेशनल स्कूल',
  shortName: 'Veda Vidya',
  shortNameHi: 'वेद विद्या',
  abbreviation: 'VVIS',
  tagline: 'Rooted in values, ready for tomorrow',
  taglineHi: 'संस्कारों में रचा-बसा, कल के लिए तैयार',
  board: 'CBSE',
  boardHi: 'सीबीएसई',
  affiliationNumber: '3330999',
  schoolCode: '16999',
  established: 2022,
  classes: 'Pre-Primary to Class XII',
  classesHi: 'प्री-प्राइमरी से कक्षा 12',
  address: {
    street: 'Vidya Nagar, Ring Road No. 2',
    locality: 'Bilaspur',
    region: 'Chhattisgarh',
    postalCode: '495001',
  },
  addressHi: 'विद्या नगर, रिंग रोड नं. 2, बिलासपुर, छत्तीसगढ़ 495001',
  cityHi: 'बिलासपुर, छत्तीसगढ़',
  phones: ['+91 77520 40100', '+91 94252 40100'],
  emails: {
    office: 'office@vedavidya.example',
    admissions: 'admissions@vedavidya.example',
    careers: 'careers@vedavidya.example',
    principal: 'principal@vedavidya.example',
  },
  officeHours: 'Monday to Friday, 9:00 AM to 3:00 PM',
  officeHoursHi: 'सोमवार से शुक्रवार, सुबह 9:00 से दोपहर 3:00 बजे तक',
  // The fictional school has no profiles: the footer shows none rather than a site's home page.
  social: { facebook: '', instagram: '', youtube: '', x: '' },
  admissionUrl: 'https://admissions.vedavidya.example/register',
  map: {
    latitude: 22.0797,
    longitude: 82.1391,
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=82.1291%2C22.0717%2C82.1491%2C22.0877&layer=mapnik&marker=22.0797%2C82.1391',
    linkUrl: 'https://www.openstreetmap.org/?mlat=22.0797&mlon=82.1391#map=16/22.0797/82.1391',
  },
  colours: { ...defaultColours },
  logo: { src: '/logo.svg', width: 52, height: 52 },
  pictures: shippedPictures,
  circularNumberFormat: defaultCircularNumberFormat,
  digestTime: defaultDigestTime,
  retention: { ...defaultRetentionMonths },
};
