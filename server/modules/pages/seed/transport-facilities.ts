import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const transportFacilitiesPage: PageInput = {
  slug: 'transport-facilities',
  title: 'Transport Facilities',
  description: `School buses of ${schoolIdentity.name} across Bilaspur: safety on board, routes, pick-up and drop-off rules and bus conduct.`,
  hero: {
    eyebrow: 'Facilities · Transport',
    title: 'Transport Facilities',
    lead: 'Safe, punctual school buses connect the campus with neighbourhoods across Bilaspur, so that every journey to and from school is a calm one.',
    image: schoolImages.bus,
    actions: [
      {
        label: 'Ask About a Route',
        to: '/contact',
      },
      {
        label: 'Security & CCTV',
        to: '/security-cctv-surveillance',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'buses',
      title: 'Our Buses',
      eyebrow: 'Our fleet',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'GPS Tracking',
              icon: 'map',
              text: 'Every bus is tracked in real time, so the transport desk always knows where it is.',
            },
            {
              title: 'CCTV on Board',
              icon: 'camera',
              text: 'Cameras inside each bus record the journey; footage is reviewed when needed.',
            },
            {
              title: 'Female Attendant',
              icon: 'users',
              text: 'A trained female attendant travels on every bus and checks children on and off.',
            },
            {
              title: 'Speed Governors',
              icon: 'clock',
              text: 'Speed is limited as required for school buses, and drivers follow set routes.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'safety',
      title: 'Safety on Every Journey',
      eyebrow: 'Safety protocols',
      blocks: [
        {
          type: 'split',
          image: schoolImages.bus,
          doc: richTextOf([
            'Our buses follow the safety norms for school transport, and the transport in-charge checks each bus regularly.',
          ]),
          points: [
            'Experienced drivers with valid heavy-vehicle licences, police-verified',
            'First-aid box, fire extinguisher and emergency exit on every bus',
            'Attendance taken at boarding and at arrival',
            'Regular servicing and fitness certificates',
            'Parents’ contact numbers carried by the attendant',
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'routes',
      title: 'Bus Routes',
      eyebrow: 'Where we go',
      intro:
        'Routes are reviewed every session according to where our students live. Ask the transport desk for the exact stop nearest your home.',
      blocks: [
        {
          type: 'table',
          caption: 'School bus routes in Bilaspur',
          columns: ['Route', 'Areas covered'],
          rows: [
            ['Route 1', 'Vyapar Vihar, Rajkishore Nagar, Sarkanda'],
            ['Route 2', 'Mangla, Uslapur, Link Road'],
            ['Route 3', 'Torwa, Tifra, Sirgitti'],
            ['Route 4', 'Seepat Road, Nehru Nagar, Telipara'],
            ['Route 5', 'Koni, Tikrapara, Juna Bilaspur'],
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'rules',
      title: 'Rules for Pick-Up and Drop-Off',
      eyebrow: 'Pick-up and drop-off',
      blocks: [
        {
          type: 'list',
          style: 'check',
          items: [
            {
              title: 'Be early.',
              text: 'Students must be at the bus stop 5 minutes before the scheduled pick-up time. Buses cannot wait for late arrivals.',
            },
            {
              title: 'Private transport.',
              text: 'Students who come by private transport must arrive 5 minutes before the bell.',
            },
            {
              title: 'Hand-over.',
              text: 'At drop-off, younger children are handed over only to a parent or a registered adult at the stop.',
            },
            {
              title: 'If no one is there.',
              text: 'The child stays on the bus and returns to school, where parents are called to collect them.',
            },
            {
              title: 'Changes.',
              text: 'Changes of stop or a one-day change of pick-up need a written request to the transport desk a day in advance.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'conduct',
      title: 'Bus Conduct',
      eyebrow: 'On board',
      intro: 'The bus is part of the school: school rules apply from the moment a student boards.',
      blocks: [
        {
          type: 'list',
          style: 'check',
          items: [
            'Stay seated for the whole journey',
            'Keep hands and heads inside the window',
            'Speak quietly and do not distract the driver',
            'Follow the attendant’s instructions at all times',
            'Keep the bus clean; no eating on board',
            'Be kind: help younger children and make room',
          ],
          columns: 2,
        },
      ],
    },
  ],
  cta: {
    title: 'Need a bus seat?',
    text: `Call ${schoolIdentity.phones[0]} or contact the office to check the route and stop for your area.`,
    actions: [
      {
        label: 'Contact Us',
        to: '/contact',
      },
      {
        label: 'Security & CCTV',
        to: '/security-cctv-surveillance',
      },
    ],
  },
};
