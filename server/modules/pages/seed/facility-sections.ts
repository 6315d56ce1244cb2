import { richTextOf, type PageSection } from '#contracts/content/pages.ts';
import { schoolImages } from '#contracts/school-images.ts';

// Our Campus shows these two sections, and the IT infrastructure and sport facilities pages open
// with them: one source for the text that every start seeds.

/** Technology on campus: WiFi, labs, attendance and digital learning. */
export const itInfrastructureSection: PageSection = {
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
};

/** The grounds, courts, pool and coaches. */
export const sportsFacilitiesSection: PageSection = {
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
};
