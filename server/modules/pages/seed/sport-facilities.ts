import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { sportsFacilitiesSection } from './facility-sections.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const sportFacilitiesPage: PageInput = {
  slug: 'sport-facilities',
  title: 'Sport Facilities',
  description: `Basketball courts, a 400 m running track, swimming pool, skating rink, football field and kids park at ${schoolIdentity.name}, Bilaspur.`,
  hero: {
    eyebrow: 'Facilities · Sports',
    title: 'Sport Facilities',
    lead: 'Fitness, teamwork and fair play are part of every school week. Our grounds, pool and rink give every child the chance to find a sport they love.',
    image: schoolImages.sports,
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Extracurricular Activities',
        to: '/extracurricular-activities',
      },
    ],
  },
  sections: [
    { ...sportsFacilitiesSection, tone: 'plain' },
    {
      type: 'section',
      id: 'programme',
      title: 'Sport Through the Years',
      eyebrow: 'Coaching',
      tone: 'muted',
      blocks: [
        {
          type: 'table',
          caption: 'Sports programme by stage',
          columns: ['Stage', 'Focus', 'Main activities'],
          rows: [
            [
              'Pre-Primary',
              'Movement and play',
              'Kids park, sand and water play, music and movement',
            ],
            [
              'Primary (Classes 1–5)',
              'Basic skills and fitness',
              'Running games, swimming lessons, skating, mini football',
            ],
            [
              'Middle (Classes 6–8)',
              'Team sports and techniques',
              'Football, basketball, cricket, athletics, inter-house events',
            ],
            [
              'Secondary (Classes 9–12)',
              'Competition and fitness for life',
              'School teams, CBSE cluster tournaments, strength and yoga',
            ],
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'safety',
      title: 'Safe Play, Every Session',
      eyebrow: 'Safety first',
      tone: 'plain',
      blocks: [
        {
          type: 'split',
          image: schoolImages.swimming,
          doc: richTextOf([
            'Every session is planned and supervised by qualified physical education staff.',
          ]),
          points: [
            'Trained lifeguard at the pool during every session',
            'Helmets, knee and elbow pads for skating',
            'Warm-up and cool-down built into each class',
            'First-aid kit and drinking water at every ground',
            'Outdoor timings adjusted in Chhattisgarh’s summer heat',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Visit our grounds',
    text: 'See the track, courts, pool and rink on a campus tour, Monday to Saturday.',
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Our Campus',
        to: '/our-campus',
      },
    ],
  },
};
