import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import type { ContentPageData } from './content-types.ts';

export const securityPage: ContentPageData = {
  meta: {
    title: 'Security and CCTV Surveillance',
    description: `Child safety at ${schoolIdentity.name}: the I-Care programme, campus-wide CCTV, visitor management, trained guards and verified bus staff.`,
    path: '/security-cctv-surveillance',
  },
  hero: {
    eyebrow: 'Facilities · Safety',
    title: 'Security and CCTV Surveillance',
    lead: 'Parents trust us with what matters most. Safety is planned into every corner of the campus and every minute of the school day.',
    image: schoolImages.security,
    actions: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Transport Facilities', to: '/transport-facilities' },
    ],
  },
  bands: [
    {
      id: 'i-care',
      eyebrow: 'Our child-safety programme',
      title: 'I-Care',
      blocks: [
        {
          kind: 'split',
          image: schoolImages.campusGate,
          paragraphs: [
            'I-Care is our child-safety programme. It brings together physical security, trained people, clear procedures and lessons that teach children how to keep themselves safe.',
            'Every member of staff is briefed on I-Care when they join and again each year, and the school’s safety committee reviews it every term.',
          ],
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
      id: 'measures',
      eyebrow: 'Layers of protection',
      title: 'How We Keep the Campus Safe',
      blocks: [
        {
          kind: 'cards',
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
      id: 'procedures',
      eyebrow: 'Daily routines',
      title: 'Safety Through the School Day',
      blocks: [
        {
          kind: 'checklist',
          columns: true,
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
        },
      ],
    },
  ],
  cta: {
    title: 'Questions about safety?',
    text: 'Our administration is happy to explain any part of I-Care. Call us or write to us.',
    actions: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Our Campus', to: '/our-campus' },
    ],
  },
};
