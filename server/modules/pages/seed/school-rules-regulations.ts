import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const schoolRulesRegulationsPage: PageInput = {
  slug: 'school-rules-regulations',
  title: 'School Rules and Regulations',
  description: `The rules every student of ${schoolIdentity.name} follows: punctuality, uniform, conduct, safety, digital devices, property and the discipline procedure.`,
  hero: {
    eyebrow: 'Admissions · Policies',
    title: 'School Rules and Regulations',
    lead: 'A few clear rules keep our campus safe, calm and fair for every child. They apply on campus, in school buses and on every school trip, and are shared with each family at admission.',
    image: schoolImages.assembly,
  },
  sections: [
    {
      type: 'section',
      id: 'the-rules-at-a-glance',
      title: 'The rules at a glance',
      intro:
        'Rules are explained to students in class at the start of every session and revisited in the house assemblies.',
      tone: 'plain',
      blocks: [
        {
          type: 'cards',
          minWidth: '20rem',
          pointStyle: 'check',
          items: [
            {
              title: 'Punctuality and attendance',
              points: [
                'Students arrive at least 15 minutes before the school day begins.',
                'Latecomers are not admitted to class and are marked absent.',
                'A minimum attendance of 90% is required to sit the annual examinations.',
                'Leaving the campus during school hours is allowed only with a parent and a gate pass from the office.',
              ],
            },
            {
              title: 'Uniform and appearance',
              points: [
                'The prescribed uniform is worn neatly every day; the sports uniform only on the days shown in the timetable.',
                'Hair is kept tidy; long hair is tied back. Nails are kept short and clean.',
                'Jewellery, make-up, coloured hair and fashion accessories are not allowed.',
                'Every item of clothing, bag and bottle carries the student’s name and class.',
              ],
            },
            {
              title: 'Conduct and courtesy',
              points: [
                'Students greet teachers and visitors politely and speak kindly to one another.',
                'Bullying, teasing, ragging or any form of discrimination is never accepted.',
                'Students move in corridors and on stairs calmly, keeping to the left.',
                'English is the language of the classroom; all languages spoken at home are respected.',
              ],
            },
            {
              title: 'Safety on campus',
              points: [
                'Students stay within the supervised areas of the campus at all times.',
                'Laboratories, the swimming pool and the sports equipment are used only with a teacher present.',
                'Sharp objects, fire crackers and any item that could hurt others are forbidden.',
                'Every visitor, including parents, enters through the main gate and signs the visitor register.',
              ],
            },
            {
              title: 'Mobile phones and digital devices',
              points: [
                'Mobile phones, smart watches and personal gaming devices are not allowed on campus.',
                'If a device is found it is kept by the office and returned only to a parent.',
                'School computers and tablets are used for learning tasks set by teachers.',
                'Taking photographs or recordings of other students or staff is not permitted.',
              ],
            },
            {
              title: 'Property and environment',
              points: [
                'Students look after school furniture, books and equipment; damage is made good by the family.',
                'Classrooms and grounds are kept clean: litter goes in the marked bins.',
                'Single-use plastic is avoided; we encourage steel bottles and lunch boxes.',
                'Library books are returned on time and in good condition.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'when-a-rule-is-broken',
      title: 'When a rule is broken',
      intro:
        'Our approach to discipline is corrective, never humiliating. Corporal punishment and mental harassment are prohibited under the Right of Children to Free and Compulsory Education Act, 2009, and have no place in our school.',
      tone: 'plain',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'A conversation',
              text: 'The class teacher talks with the student, explains why the rule matters and agrees on what will change.',
            },
            {
              title: 'A note to parents',
              text: 'If the behaviour repeats, the school writes to the parents through the school diary or by e-mail.',
            },
            {
              title: 'A meeting',
              text: 'Parents meet the class teacher and the coordinator to agree on a plan of support for the student.',
            },
            {
              title: 'The discipline committee',
              text: 'Serious or repeated misconduct is reviewed by the Principal and the discipline committee, who hear the student and parents before deciding on any further step.',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Questions about a rule?',
    text: 'The class teacher is the first person to ask. The school office can arrange a meeting with the coordinator or the Principal.',
    actions: [
      {
        label: 'Contact the school',
        to: '/contact',
      },
      {
        label: 'Student guidelines',
        to: '/student-guidelines',
      },
    ],
  },
};
