import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const extracurricularActivitiesPage: PageInput = {
  slug: 'extracurricular-activities',
  title: 'Extracurricular Activities',
  description: `Sports, clubs, arts, community service and leadership at ${schoolIdentity.name} — how students grow beyond the classroom.`,
  hero: {
    eyebrow: 'Why Us · Beyond the classroom',
    title: 'Extracurricular Activities',
    lead: 'Teams, clubs, stages and service projects help children discover what they love, work with others and grow in confidence.',
    image: schoolImages.sports,
    actions: [
      {
        label: 'Book a School Tour',
        to: '/contact',
      },
      {
        label: 'Our Sports Facilities',
        to: '/sport-facilities',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'athletics',
      title: 'Sports for Every Student',
      eyebrow: 'Athletics',
      intro:
        'Every class has physical education in the timetable, and trained coaches run teams and after-school practice.',
      blocks: [
        {
          type: 'split',
          image: schoolImages.swimming,
          doc: richTextOf([
            'Students play at house, school and district level, with coaching for six main sports:',
          ]),
          points: [
            {
              title: 'Football.',
              text: 'On our full-size field, with junior and senior teams.',
            },
            {
              title: 'Basketball.',
              text: 'Two courts for practice, house matches and tournaments.',
            },
            {
              title: 'Cricket.',
              text: 'Nets practice and inter-house matches every season.',
            },
            {
              title: 'Athletics.',
              text: 'Sprints, relays, jumps and throws on the 400 m track.',
            },
            {
              title: 'Swimming.',
              text: 'Lessons by level with a lifeguard always on duty.',
            },
            {
              title: 'Skating.',
              text: 'Balance, speed and confidence on the skating rink.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'clubs',
      title: 'Clubs and Societies',
      eyebrow: 'Clubs',
      intro:
        'Clubs meet every week during the activity period. Students from Class 3 upwards choose one club each term.',
      blocks: [
        {
          type: 'list',
          style: 'check',
          items: [
            {
              title: 'Science and Robotics Club.',
              text: 'Build circuits, simple robots and science-fair models.',
            },
            {
              title: 'Coding Club.',
              text: 'Block coding for juniors, Python and web projects for seniors.',
            },
            {
              title: 'Literary and Debate Club.',
              text: 'Creative writing, elocution, debates and the school magazine.',
            },
            {
              title: 'Eco Club.',
              text: 'Composting, the school garden and water- and energy-saving campaigns.',
            },
            {
              title: 'Quiz Club.',
              text: 'General knowledge, current affairs and inter-school quiz contests.',
            },
            {
              title: 'Heritage Club.',
              text: 'The history, crafts and festivals of Chhattisgarh and India.',
            },
          ],
          columns: 2,
        },
      ],
    },
    {
      type: 'section',
      id: 'more',
      title: 'Arts, Service and Leadership',
      eyebrow: 'Creativity and character',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Arts',
              image: schoolImages.artCraft,
              text: 'Music, dance, theatre and visual arts classes every week, with performances at assemblies, festivals and Annual Day, and an annual art exhibition.',
            },
            {
              title: 'Community Service',
              image: schoolImages.assembly,
              text: 'Cleanliness and tree-plantation drives, collection drives for those in need, and reading sessions for children in nearby communities.',
            },
            {
              title: 'Leadership',
              image: schoolImages.houses,
              text: 'Class monitors, house captains, club leaders and a student council elected each year give students real responsibility.',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Find your child’s passion',
    text: 'Ask us about teams, clubs and timings, or come and watch an activity period.',
    actions: [
      {
        label: 'Contact Us',
        to: '/contact',
      },
      {
        label: 'Beyond Academics',
        to: '/beyond-academics',
      },
    ],
  },
};
