import type { PageInput } from '#contracts/content/pages.ts';
import { itInfrastructureSection } from './facility-sections.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const itInfrastructurePage: PageInput = {
  slug: 'it-infrastructure',
  title: 'IT Infrastructure',
  description: `Campus WiFi, internet labs, biometric attendance with parent notifications and digital learning at ${schoolIdentity.name}.`,
  hero: {
    eyebrow: 'Facilities · Technology',
    title: 'IT Infrastructure',
    lead: 'A connected campus that helps teachers teach, keeps parents informed and gives students the digital skills they need — safely.',
    image: schoolImages.computerLab,
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
  sections: [
    { ...itInfrastructureSection, tone: 'plain' },
    {
      type: 'section',
      id: 'for-parents',
      title: 'How Technology Keeps You Informed',
      eyebrow: 'For families',
      tone: 'muted',
      blocks: [
        {
          type: 'schedule',
          label: 'A school day with biometric attendance',
          items: [
            {
              when: 'Arrival',
              title: 'Biometric check-in',
              text: 'Your child marks attendance at the entrance; the record is saved instantly.',
            },
            {
              when: 'Minutes later',
              title: 'Notification to parents',
              text: 'You receive a message confirming that your child has reached school.',
            },
            {
              when: '9:00 AM',
              title: 'Absence follow-up',
              text: 'If a student is absent without notice, the class teacher contacts the family the same morning.',
            },
            {
              when: 'Any time',
              title: 'Circulars and homework',
              text: 'Notices, homework and event details are shared digitally, so nothing is lost in a school bag.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'safe-use',
      title: 'Safe and Responsible Use',
      eyebrow: 'Digital citizenship',
      tone: 'plain',
      blocks: [
        {
          type: 'list',
          style: 'check',
          items: [
            {
              title: 'Filtered internet.',
              text: 'Harmful and distracting sites are blocked on every school network.',
            },
            {
              title: 'Supervised labs.',
              text: 'A teacher or lab assistant is present whenever students are online.',
            },
            {
              title: 'Cyber smartness (DCP).',
              text: 'Lessons on passwords, privacy, online kindness and spotting fake news.',
            },
            {
              title: 'Data protection.',
              text: 'Attendance and student records are access-controlled and backed up.',
            },
            {
              title: 'Acceptable-use policy.',
              text: 'Students and parents sign clear rules for devices and the internet.',
            },
            {
              title: 'Regular maintenance.',
              text: 'Our IT team updates, services and replaces equipment on a schedule.',
            },
          ],
          columns: 2,
        },
      ],
    },
  ],
  cta: {
    title: 'See our labs in action',
    text: 'Visit the computer labs and smart classrooms on a campus tour, Monday to Saturday.',
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
