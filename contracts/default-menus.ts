import type { Menus } from './menus.ts';
import { schoolIdentity } from './school-identity.ts';

const { slugs, abbreviation, admissionUrl } = schoolIdentity;

/** An item of the menus a new site starts with, shown. */
const link = (label: string, path: string) => ({ label, path, hidden: false });

/**
 * The menus every site starts with (the original site's navigation), stored when a server starts
 * without menus (server/modules/menus/); staff change them in the admin's Menus tab.
 */
export const defaultMenus: Menus = {
  header: [
    {
      label: 'About Us',
      items: [
        link('Our School', '/our-school'),
        link(`${abbreviation} at a Glance`, `/${slugs.overview}`),
        link('Our Mission', '/our-mission'),
        link('Our Vision', '/our-vision'),
        link("Director's Message", '/director-message'),
        link("Chairperson's Message", '/director-message_1'),
        link("Principal's Message", '/principal-message'),
        link('Our Faculty', '/faculty'),
        link('Accolades', '/accolades'),
      ],
    },
    {
      label: 'Why Us',
      items: [
        link(`Why ${abbreviation}`, `/${slugs.whyChooseUs}`),
        link('Value Education', '/value-education'),
        link('School Values', '/school-values'),
        link('Beyond Academics', '/beyond-academics'),
        link('Extracurricular Activities', '/extracurricular-activities'),
        link('EP Future', '/epfuture'),
        link('House System', '/house-system'),
      ],
    },
    {
      label: 'Admissions',
      items: [
        link('Pre-Primary (Nursery to KG-2)', '/academics-pre-primary'),
        link('Primary (Classes 1 to 5)', '/academics-primary'),
        link('Middle (Classes 6 to 8)', '/academics-middle'),
        link('Secondary (Classes 9 to 12)', '/academics-upper'),
        link('Guidelines & Procedures', '/guidelines-procedures'),
        link('Fee Structure', '/fee-structure'),
        link('Enquiry Form', '/enquiry-form'),
        link('Withdrawal Policy', '/withdrawal-policy'),
        link('View Issued TCs', '/view-issued-tcs'),
      ],
    },
    {
      label: 'Facilities',
      items: [
        link('Our Campus', '/our-campus'),
        link('Hi-Tech Classes', '/hi-tech-classes'),
        link('IT Infrastructure', '/it-infrastructure'),
        link('Sport Facilities', '/sport-facilities'),
        link('Transport Facilities', '/transport-facilities'),
        link('Security & CCTV Surveillance', '/security-cctv-surveillance'),
      ],
    },
    {
      label: 'Parent Corner',
      items: [
        link('Guidelines for Parents', '/guidelines-for-parents'),
        link('Parent Visiting Hours', '/parent-visiting-hours'),
        link('School Calendar', '/school-calendar'),
        link('News', '/news'),
        link('Events & Notices', '/news-events'),
        link('Gallery', '/gallery'),
        link('School Timing', '/school-timing'),
        link('Attendance Policy', '/attendance-policy'),
      ],
    },
    {
      label: 'Student Corner',
      items: [
        link('Student Guidelines', '/student-guidelines'),
        link('School Rules & Regulations', '/school-rules-regulations'),
        link('School Uniform', '/school-uniform'),
        link('House System', '/house-system'),
        link('School Notifications', '/school-notifications'),
      ],
    },
    {
      label: 'Contact',
      items: [
        link('Contact Us', '/contact'),
        link('Our Location', '/our-location'),
        link('Careers', '/careers'),
      ],
    },
  ],
  quickLinks: [
    link('NEWS', '/school-notifications'),
    link('CALENDAR', '/school-calendar'),
    link('ADMISSION', admissionUrl),
  ],
  footer: [
    {
      label: 'Our School',
      items: [
        link('About Us', '/our-school'),
        link('Vision & Mission', '/our-vision'),
        link("Principal's Message", '/principal-message'),
        link('Mandatory Disclosure', '/mandatory-disclosure'),
        link('Careers', '/careers'),
      ],
    },
    {
      label: 'Parents & Students',
      items: [
        link('News', '/news'),
        link('Events & Notices', '/news-events'),
        link('School Calendar', '/school-calendar'),
        link('Gallery', '/gallery'),
        link('Fee Structure', '/fee-structure'),
        link('School Timing', '/school-timing'),
      ],
    },
  ],
  legal: [
    link('Privacy Policy', '/policy'),
    link('Terms of Use', '/terms'),
    link('Admin Login', '/admin-login'),
  ],
};
