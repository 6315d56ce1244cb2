import { schoolIdentity } from '#contracts/school-identity.ts';

export type NavLink = { label: string; to: string; external?: boolean };
export type NavGroup = { label: string; links: NavLink[] };

const { slugs, abbreviation } = schoolIdentity;

/** The seven dropdown groups of the main menu, in the order the header shows them. */
export const menuGroups: NavGroup[] = [
  {
    label: 'About Us',
    links: [
      { label: 'Our School', to: '/our-school' },
      { label: `${abbreviation} at a Glance`, to: `/${slugs.overview}` },
      { label: 'Our Mission', to: '/our-mission' },
      { label: 'Our Vision', to: '/our-vision' },
      { label: "Director's Message", to: '/director-message' },
      { label: "Chairperson's Message", to: '/director-message_1' },
      { label: "Principal's Message", to: '/principal-message' },
      { label: 'Our Faculty', to: '/faculty' },
      { label: 'Accolades', to: '/accolades' },
    ],
  },
  {
    label: 'Why Us',
    links: [
      { label: `Why ${abbreviation}`, to: `/${slugs.whyChooseUs}` },
      { label: 'Value Education', to: '/value-education' },
      { label: 'School Values', to: '/school-values' },
      { label: 'Beyond Academics', to: '/beyond-academics' },
      { label: 'Extracurricular Activities', to: '/extracurricular-activities' },
      { label: 'EP Future', to: '/epfuture' },
      { label: 'House System', to: '/house-system' },
    ],
  },
  {
    label: 'Admissions',
    links: [
      { label: 'Pre-Primary (Nursery to KG-2)', to: '/academics-pre-primary' },
      { label: 'Primary (Classes 1 to 5)', to: '/academics-primary' },
      { label: 'Middle (Classes 6 to 8)', to: '/academics-middle' },
      { label: 'Secondary (Classes 9 to 12)', to: '/academics-upper' },
      { label: 'Guidelines & Procedures', to: '/guidelines-procedures' },
      { label: 'Fee Structure', to: '/fee-structure' },
      { label: 'Enquiry Form', to: '/enquiry-form' },
      { label: 'Withdrawal Policy', to: '/withdrawal-policy' },
      { label: 'View Issued TCs', to: '/view-issued-tcs' },
    ],
  },
  {
    label: 'Facilities',
    links: [
      { label: 'Our Campus', to: '/our-campus' },
      { label: 'Hi-Tech Classes', to: '/hi-tech-classes' },
      { label: 'IT Infrastructure', to: '/it-infrastructure' },
      { label: 'Sport Facilities', to: '/sport-facilities' },
      { label: 'Transport Facilities', to: '/transport-facilities' },
      { label: 'Security & CCTV Surveillance', to: '/security-cctv-surveillance' },
    ],
  },
  {
    label: 'Parent Corner',
    links: [
      { label: 'Guidelines for Parents', to: '/guidelines-for-parents' },
      { label: 'Parent Visiting Hours', to: '/parent-visiting-hours' },
      { label: 'School Calendar', to: '/school-calendar' },
      { label: 'News', to: '/news' },
      { label: 'Events & Notices', to: '/news-events' },
      { label: 'Gallery', to: '/gallery' },
      { label: 'School Timing', to: '/school-timing' },
      { label: 'Attendance Policy', to: '/attendance-policy' },
    ],
  },
  {
    label: 'Student Corner',
    links: [
      { label: 'Student Guidelines', to: '/student-guidelines' },
      { label: 'School Rules & Regulations', to: '/school-rules-regulations' },
      { label: 'School Uniform', to: '/school-uniform' },
      { label: 'House System', to: '/house-system' },
      { label: 'School Notifications', to: '/school-notifications' },
    ],
  },
  {
    label: 'Contact',
    links: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Our Location', to: '/our-location' },
      { label: 'Careers', to: '/careers' },
    ],
  },
];

export const quickLinks: NavLink[] = [
  { label: 'NEWS', to: '/school-notifications' },
  { label: 'CALENDAR', to: '/school-calendar' },
  { label: 'ADMISSION', to: schoolIdentity.admissionUrl, external: true },
];

export const footerColumns: NavGroup[] = [
  {
    label: 'Our School',
    links: [
      { label: 'About Us', to: '/our-school' },
      { label: 'Vision & Mission', to: '/our-vision' },
      { label: "Principal's Message", to: '/principal-message' },
      { label: 'Mandatory Disclosure', to: '/mandatory-disclosure' },
      { label: 'Careers', to: '/careers' },
    ],
  },
  {
    label: 'Parents & Students',
    links: [
      { label: 'News', to: '/news' },
      { label: 'Events & Notices', to: '/news-events' },
      { label: 'School Calendar', to: '/school-calendar' },
      { label: 'Gallery', to: '/gallery' },
      { label: 'Fee Structure', to: '/fee-structure' },
      { label: 'School Timing', to: '/school-timing' },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', to: '/policy' },
  { label: 'Terms of Use', to: '/terms' },
  { label: 'Admin Login', to: '/admin-login' },
];
