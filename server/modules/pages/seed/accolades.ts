import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolFacts } from '#contracts/school-facts.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

const { name, city, established } = schoolIdentity;

export const accoladesPage: PageInput = {
  slug: 'accolades',
  title: 'Accolades',
  description: `Achievements of ${name} pupils since ${established}: olympiad results, sports medals, cultural prizes and service awards, reported honestly.`,
  hero: {
    eyebrow: 'About us',
    title: 'Accolades',
    lead: 'We are a young school and we measure success first by how our pupils grow. Still, we are proud when their effort is recognised beyond our gates.',
    image: schoolImages.sports,
  },
  sections: [
    {
      type: 'section',
      id: 'achievement',
      eyebrow: 'How we see achievement',
      title: 'Effort first, then results',
      tone: 'plain',
      blocks: [
        {
          type: 'split',
          image: schoolImages.assembly,
          doc: richTextOf([
            'Every certificate and medal on this page was earned by pupils who prepared with their teachers over many weeks. We celebrate participation and personal bests as warmly as prizes, and in assembly a pupil who improved a great deal is applauded as loudly as one who came first.',
            `Since we opened in ${established}, our pupils have taken part in olympiads, inter-school sports meets and cultural festivals across ${city} and beyond. The highlights below are a fair picture of those first years.`,
          ]),
        },
      ],
    },
    {
      type: 'section',
      id: 'figures',
      title: 'Our first years in figures',
      tone: 'muted',
      blocks: [
        {
          type: 'stats',
          label: 'Our first years in figures',
          items: [
            {
              value: '100+',
              label: 'medals, trophies and merit certificates since the school opened',
            },
            { value: '60+', label: 'pupils who sat national-level olympiads in 2024-25' },
            { value: '12', label: 'inter-school events our teams entered last year' },
            {
              value: String(schoolFacts.houses.length),
              label: 'houses competing every year for the inter-house trophy',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'highlights',
      title: 'Highlights',
      intro: 'A selection of what our pupils have achieved, grouped by area.',
      tone: 'plain',
      blocks: [
        {
          type: 'cards',
          minWidth: '20rem',
          items: [
            {
              title: 'Academic olympiads',
              icon: 'star',
              text: 'Pupils from Class 2 upwards take part each year in national science, mathematics, English and computer olympiads. Several have qualified for second rounds, and many have received certificates of distinction.',
            },
            {
              title: 'Sports',
              icon: 'trophy',
              text: 'Our athletes have won medals at inter-school and district-level meets in athletics, skating and table tennis, and our under-14 football team reached the semi-finals of a city inter-school tournament.',
            },
            {
              title: 'Cultural events',
              icon: 'music',
              text: 'Our choir and folk-dance groups have performed at inter-school cultural festivals, and pupils have won prizes in elocution, poetry recitation and group singing.',
            },
            {
              title: 'Art and literature',
              icon: 'palette',
              text: 'Paintings by our pupils have been selected for inter-school exhibitions, and young writers have been commended in essay and story-writing competitions in English and Hindi.',
            },
            {
              title: 'Science and innovation',
              icon: 'flask',
              text: 'Teams from the middle school have presented working models at inter-school science exhibitions, and FLIP ventures have been praised by visiting entrepreneurs.',
            },
            {
              title: 'Service and citizenship',
              icon: 'heart',
              text: 'Our pupils have been thanked by local bodies for cleanliness and tree-planting drives, and our eco-club keeps the campus plastic-free.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'year-by-year',
      title: 'Year by year',
      intro: 'How our record has grown, one school year at a time.',
      tone: 'muted',
      blocks: [
        {
          type: 'timeline',
          items: [
            {
              when: '2022-23',
              title: 'A first season',
              text: 'The first inter-house competitions, the first olympiad entries and our first annual day, with every pupil on stage.',
            },
            {
              when: '2023-24',
              title: 'Beyond our gates',
              text: 'First medals at inter-school athletics and skating meets, and first prizes in elocution and drawing competitions.',
            },
            {
              when: '2024-25',
              title: 'Growing confidence',
              text: 'More than sixty olympiad participants, a football semi-final, and science models shown at inter-school exhibitions.',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Every achievement counts',
    text: 'Find out how the house system and our clubs give every pupil a chance to take part and shine.',
    actions: [
      { label: 'Explore the House System', to: '/house-system' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
};
