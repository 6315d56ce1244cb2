import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const securityCctvSurveillancePage: PageInput = {
  slug: 'security-cctv-surveillance',
  title: 'Security and CCTV Surveillance',
  description: `Child safety at ${schoolIdentity.name}: the I-Care programme, campus-wide CCTV, visitor management, trained guards and verified bus staff.`,
  hero: {
    eyebrow: 'Facilities · Safety',
    title: 'Security and CCTV Surveillance',
    lead: 'Parents trust us with what matters most. Safety is planned into every corner of the campus and every minute of the school day.',
    image: schoolImages.security,
    actions: [
      {
        label: 'Contact Us',
        to: '/contact',
      },
      {
        label: 'Transport Facilities',
        to: '/transport-facilities',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'i-care',
      title: 'I-Care',
      eyebrow: 'Our child-safety programme',
      blocks: [
        {
          type: 'split',
          image: schoolImages.campusGate,
          doc: richTextOf([
            'I-Care is our child-safety programme. It brings together physical security, trained people, clear procedures and lessons that teach children how to keep themselves safe.',
            'Every member of staff is briefed on I-Care when they join and again each year, and the school’s safety committee reviews it every term.',
          ]),
          points: [
            'Police-verified staff, including helpers and drivers',
            'Age-appropriate lessons on personal safety and good touch, bad touch',
            'A clear procedure for reporting any concern',
            'Regular fire and evacuation drills',
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'measures',
      title: 'How We Keep the Campus Safe',
      eyebrow: 'Layers of protection',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'CCTV Coverage',
              icon: 'camera',
              text: 'Cameras cover entrances, corridors, stairways, playgrounds and buses, monitored from a control room; recordings are kept securely.',
            },
            {
              title: 'Visitor Management',
              icon: 'users',
              text: 'Visitors sign in at the gate with photo ID, wear a visitor badge and are escorted; entry to classrooms needs prior permission.',
            },
            {
              title: 'Trained Guards',
              icon: 'shield',
              text: 'Trained security guards staff the gates and patrol the campus through the school day, with a guard on duty round the clock.',
            },
            {
              title: 'Verified Bus Staff',
              icon: 'bus',
              text: 'Drivers and attendants are police-verified and trained; every bus has a female attendant, GPS tracking and CCTV.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'procedures',
      title: 'Safety Through the School Day',
      eyebrow: 'Daily routines',
      blocks: [
        {
          type: 'list',
          style: 'check',
          items: [
            {
              title: 'Single controlled entry.',
              text: 'One gate for students and visitors during school hours.',
            },
            {
              title: 'Biometric attendance.',
              text: 'Parents are notified when their child arrives at school.',
            },
            {
              title: 'Authorised pick-up.',
              text: 'Children are handed over only to registered adults with a school ID card.',
            },
            {
              title: 'Supervised breaks.',
              text: 'Teachers on duty in corridors, playgrounds and the dining area.',
            },
            {
              title: 'Medical room.',
              text: 'A trained nurse and first aid available throughout the day.',
            },
            {
              title: 'Emergency readiness.',
              text: 'Fire extinguishers, marked exits and drills each term.',
            },
          ],
          columns: 2,
        },
      ],
    },
  ],
  cta: {
    title: 'Questions about safety?',
    text: 'Our administration is happy to explain any part of I-Care. Call us or write to us.',
    actions: [
      {
        label: 'Contact Us',
        to: '/contact',
      },
      {
        label: 'Our Campus',
        to: '/our-campus',
      },
    ],
  },
};
