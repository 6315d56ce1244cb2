import type { Menus } from './menus.ts';
import type { SchoolSettings } from './school-settings.ts';
import { schoolPageSlugs } from './school-profile.ts';

/** An item of the menus a new site starts with, shown, with its label for the Hindi pages. */
const link = (label: string, path: string, labelHi: string) => ({
  label,
  labelHi,
  path,
  hidden: false,
});

/**
 * The menus every site starts with (the original site's navigation), for `school`: the two pages
 * named after its abbreviation, and its online admission form (or /enquiry-form, which follows
 * the form's address once the office gives one in Settings). Stored when a server starts without
 * menus (server/modules/menus/); staff change them in the admin's Menus tab.
 */
export function defaultMenus(school: Pick<SchoolSettings, 'abbreviation' | 'admissionUrl'>): Menus {
  const { abbreviation } = school;
  const slugs = schoolPageSlugs(school);
  const admissionUrl = school.admissionUrl || '/enquiry-form';
  return {
    header: [
      {
        label: 'About Us',
        labelHi: 'हमारे बारे में',
        items: [
          link('Our School', '/our-school', 'हमारा विद्यालय'),
          link(`${abbreviation} at a Glance`, `/${slugs.overview}`, `${abbreviation} एक नज़र में`),
          link('Our Mission', '/our-mission', 'हमारा मिशन'),
          link('Our Vision', '/our-vision', 'हमारी दृष्टि'),
          link("Director's Message", '/director-message', 'निदेशक का संदेश'),
          link("Chairperson's Message", '/director-message_1', 'अध्यक्ष का संदेश'),
          link("Principal's Message", '/principal-message', 'प्रधानाचार्य का संदेश'),
          link('Our Faculty', '/faculty', 'हमारे शिक्षक'),
          link('Accolades', '/accolades', 'उपलब्धियाँ'),
        ],
      },
      {
        label: 'Why Us',
        labelHi: 'हमें क्यों चुनें',
        items: [
          link(`Why ${abbreviation}`, `/${slugs.whyChooseUs}`, `${abbreviation} ही क्यों`),
          link('Value Education', '/value-education', 'मूल्य शिक्षा'),
          link('School Values', '/school-values', 'विद्यालय के मूल्य'),
          link('Beyond Academics', '/beyond-academics', 'पढ़ाई से आगे'),
          link('Extracurricular Activities', '/extracurricular-activities', 'पाठ्येतर गतिविधियाँ'),
          link('EP Future', '/epfuture', 'ईपी फ़्यूचर'),
          link('House System', '/house-system', 'सदन व्यवस्था'),
        ],
      },
      {
        label: 'Admissions',
        labelHi: 'प्रवेश',
        items: [
          link(
            'Pre-Primary (Nursery to KG-2)',
            '/academics-pre-primary',
            'प्री-प्राइमरी (नर्सरी से केजी-2)',
          ),
          link('Primary (Classes 1 to 5)', '/academics-primary', 'प्राइमरी (कक्षा 1 से 5)'),
          link('Middle (Classes 6 to 8)', '/academics-middle', 'मिडिल (कक्षा 6 से 8)'),
          link('Secondary (Classes 9 to 12)', '/academics-upper', 'सेकेंडरी (कक्षा 9 से 12)'),
          link('Guidelines & Procedures', '/guidelines-procedures', 'दिशानिर्देश और प्रक्रिया'),
          link('Fee Structure', '/fee-structure', 'शुल्क संरचना'),
          link('Enquiry Form', '/enquiry-form', 'पूछताछ फ़ॉर्म'),
          link('Withdrawal Policy', '/withdrawal-policy', 'नाम वापसी नीति'),
          link('View Issued TCs', '/view-issued-tcs', 'जारी टीसी देखें'),
        ],
      },
      {
        label: 'Facilities',
        labelHi: 'सुविधाएँ',
        items: [
          link('Our Campus', '/our-campus', 'हमारा परिसर'),
          link('Hi-Tech Classes', '/hi-tech-classes', 'हाई-टेक कक्षाएँ'),
          link('IT Infrastructure', '/it-infrastructure', 'आईटी सुविधाएँ'),
          link('Sport Facilities', '/sport-facilities', 'खेल सुविधाएँ'),
          link('Transport Facilities', '/transport-facilities', 'परिवहन सुविधा'),
          link(
            'Security & CCTV Surveillance',
            '/security-cctv-surveillance',
            'सुरक्षा और सीसीटीवी निगरानी',
          ),
        ],
      },
      {
        label: 'Parent Corner',
        labelHi: 'अभिभावक कोना',
        items: [
          link('Guidelines for Parents', '/guidelines-for-parents', 'अभिभावकों के लिए दिशानिर्देश'),
          link('Parent Visiting Hours', '/parent-visiting-hours', 'अभिभावकों से मिलने का समय'),
          link('School Calendar', '/school-calendar', 'विद्यालय कैलेंडर'),
          link('News', '/news', 'समाचार'),
          link('Events & Notices', '/news-events', 'कार्यक्रम और सूचनाएँ'),
          link('Gallery', '/gallery', 'गैलरी'),
          link('School Timing', '/school-timing', 'विद्यालय का समय'),
          link('Attendance Policy', '/attendance-policy', 'उपस्थिति नीति'),
        ],
      },
      {
        label: 'Student Corner',
        labelHi: 'विद्यार्थी कोना',
        items: [
          link('Student Guidelines', '/student-guidelines', 'विद्यार्थियों के लिए दिशानिर्देश'),
          link('School Rules & Regulations', '/school-rules-regulations', 'विद्यालय के नियम'),
          link('School Uniform', '/school-uniform', 'विद्यालय गणवेश'),
          link('House System', '/house-system', 'सदन व्यवस्था'),
          link('School Notifications', '/school-notifications', 'विद्यालय की सूचनाएँ'),
        ],
      },
      {
        label: 'Contact',
        labelHi: 'संपर्क',
        items: [
          link('Contact Us', '/contact', 'संपर्क करें'),
          link('Our Location', '/our-location', 'हमारा पता'),
          link('Careers', '/careers', 'करियर'),
        ],
      },
    ],
    quickLinks: [
      link('NEWS', '/school-notifications', 'समाचार'),
      link('CALENDAR', '/school-calendar', 'कैलेंडर'),
      link('ADMISSION', admissionUrl, 'प्रवेश'),
    ],
    footer: [
      {
        label: 'Our School',
        labelHi: 'हमारा विद्यालय',
        items: [
          link('About Us', '/our-school', 'हमारे बारे में'),
          link('Vision & Mission', '/our-vision', 'दृष्टि और मिशन'),
          link("Principal's Message", '/principal-message', 'प्रधानाचार्य का संदेश'),
          link('Mandatory Disclosure', '/mandatory-disclosure', 'अनिवार्य सार्वजनिक प्रकटीकरण'),
          link('Careers', '/careers', 'करियर'),
        ],
      },
      {
        label: 'Parents & Students',
        labelHi: 'अभिभावक और विद्यार्थी',
        items: [
          link('News', '/news', 'समाचार'),
          link('Events & Notices', '/news-events', 'कार्यक्रम और सूचनाएँ'),
          link('School Calendar', '/school-calendar', 'विद्यालय कैलेंडर'),
          link('Gallery', '/gallery', 'गैलरी'),
          link('Fee Structure', '/fee-structure', 'शुल्क संरचना'),
          link('School Timing', '/school-timing', 'विद्यालय का समय'),
        ],
      },
    ],
    legal: [
      link('Privacy Policy', '/policy', 'गोपनीयता नीति'),
      link('Terms of Use', '/terms', 'उपयोग की शर्तें'),
      link('Admin Login', '/admin-login', 'एडमिन लॉगिन'),
    ],
  };
}
