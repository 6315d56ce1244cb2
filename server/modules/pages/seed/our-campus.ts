import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
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
    {
      type: 'section',
      id: 'it-infrastructure',
      eyebrow: 'Technology',
      title: 'IT Infrastructure',
      intro:
        'Reliable, secure technology that supports teaching, keeps families informed and prepares students for a digital world.',
      blocks: [
        {
          type: 'split',
          image: schoolImages.computerLab,
          doc: richTextOf([
            'The whole campus is networked, so teachers can use digital resources in any room and students can research in labs and the library under supervision.',
            'Filters, supervised access and our cyber smartness programme (DCP) teach students to use technology safely and responsibly.',
          ]),
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Campus WiFi',
              icon: 'wifi',
              text: 'Secure, high-speed wireless across classrooms, labs, library and staff areas, with content filtering and separate networks for students and staff.',
            },
            {
              title: 'Indoor Internet Labs',
              icon: 'monitor',
              text: 'Air-conditioned computer labs with one desktop per student, licensed software and supervised internet access for coding and research.',
            },
            {
              title: 'Biometric Attendance',
              icon: 'fingerprint',
              text: 'Students and staff mark attendance biometrically at entry, and parents receive a notification on their phone when their child arrives.',
            },
            {
              title: 'Digital Learning',
              icon: 'bulb',
              text: 'Interactive panels, curriculum-aligned digital content and online assignments extend learning beyond the textbook.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'sports-facilities',
      eyebrow: 'Sports',
      title: 'Sports Facilities',
      intro:
        'Space to run, swim, play and compete: sport is part of every student’s week, guided by qualified coaches.',
      blocks: [
        {
          type: 'split',
          image: schoolImages.sports,
          doc: richTextOf([
            'Our grounds host physical education classes, house competitions, team practice and the annual sports meet.',
            'Coaches plan age-appropriate training, equipment is checked regularly, and first aid and drinking water are always at hand.',
          ]),
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Basketball Courts',
              icon: 'ball',
              text: 'Two courts with marked lines and adjustable hoops, used for PE classes, team practice and inter-house matches.',
            },
            {
              title: 'Racing Track',
              icon: 'run',
              text: 'A 400 m running track for sprints, relays and distance running, with jump pits alongside for field events.',
            },
            {
              title: 'Swimming Pool',
              icon: 'wave',
              text: 'A clean, filtered pool with lane ropes, level-wise lessons and a trained lifeguard present at every session.',
            },
            {
              title: 'Skating Rink',
              icon: 'trophy',
              text: 'A smooth rink for roller skating classes, where children build balance, speed and confidence with protective gear.',
            },
            {
              title: 'Football Field',
              icon: 'ball',
              text: 'A full-size grass field for football, athletics practice, the annual sports meet and cricket in season.',
            },
            {
              title: 'Kids Park',
              icon: 'heart',
              text: 'Slides, swings and climbing frames on soft flooring, next to the pre-primary wing, for our youngest learners.',
            },
          ],
        },
      ],
    },
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
