import type { PageInput } from '#contracts/content/pages.ts';
import { itInfrastructureSection, sportsFacilitiesSection } from './facility-sections.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const ourCampusPage: PageInput = {
  slug: 'our-campus',
  title: 'Our Campus',
  description: `The campus of ${schoolIdentity.name} in ${schoolIdentity.city}: hi-tech classrooms, an eco-friendly green campus, IT infrastructure and sports facilities.`,
  hero: {
    eyebrow: 'Facilities',
    title: 'Our Campus',
    lead: 'A safe, green and well-equipped campus where classrooms, labs, playing fields and quiet corners all work together for learning.',
    image: schoolImages.campus,
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Beyond Academics',
        to: '/beyond-academics',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'learning',
      title: 'Where Learning Comes to Life',
      eyebrow: 'Life on campus',
      intro:
        'Everything on our campus is planned around children: how they learn, play, eat, move and stay safe.',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Hi-Tech Classrooms',
              icon: 'monitor',
              text: 'Bright, ventilated rooms with interactive panels and digital content that make lessons visual and engaging.',
            },
            {
              title: 'Value-Based Education',
              icon: 'heart',
              text: 'Respect, honesty and responsibility are woven into assemblies, class routines and the house system.',
            },
            {
              title: 'Eco-Friendly Campus',
              icon: 'leaf',
              text: 'Trees and gardens, rainwater harvesting, composting and energy-saving lighting, looked after with students.',
            },
            {
              title: 'Expert Faculty',
              icon: 'graduation',
              text: 'Qualified, caring teachers who complete at least 60 hours of professional development every year.',
            },
            {
              title: 'Comprehensive Health Program',
              icon: 'medical',
              text: 'A medical room with a trained nurse, annual health check-ups, yoga and guidance on nutrition and hygiene.',
            },
            {
              title: 'Sports & Extra-curricular',
              icon: 'trophy',
              text: 'Grounds, a pool and studios for sport, music, dance and art, with clubs and house competitions all year.',
            },
          ],
        },
      ],
    },
    itInfrastructureSection,
    sportsFacilitiesSection,
  ],
  cta: {
    title: 'Come and walk around',
    text: 'Campus tours run Monday to Saturday; walk-ins are welcome.',
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Hi-Tech Classes',
        to: '/hi-tech-classes',
      },
    ],
  },
};
