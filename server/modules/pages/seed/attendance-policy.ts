import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';

export const attendancePolicyPage: PageInput = {
  slug: 'attendance-policy',
  title: 'Attendance Policy',
  description: `Attendance at ${schoolIdentity.name}: minimum 90% attendance, reporting an absence by 9:00 AM, documents for absences over three consecutive days, and the rule for latecomers.`,
  hero: {
    eyebrow: 'Student Corner',
    title: 'Attendance Policy',
    lead: 'Learning builds day by day. Our attendance policy explains what we expect and how to tell us when your child cannot come to school.',
  },
  sections: [
    {
      type: 'section',
      id: 'key-points',
      title: 'The key points',
      tone: 'plain',
      blocks: [
        {
          type: 'keyFacts',
          items: [
            {
              label: 'Minimum attendance',
              value: '90%',
              note: 'Of the working days in the session.',
            },
            {
              label: 'Report an absence',
              value: 'By 9:00 AM',
              note: 'On the day of the absence.',
            },
            {
              label: 'Documents needed',
              value: 'Over 3 days',
              note: 'For absences of more than three consecutive days.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'our-policy',
      title: 'Our policy',
      tone: 'muted',
      blocks: [
        {
          type: 'tabs',
          label: 'Attendance policy',
          tabs: [
            {
              id: 'general',
              label: 'General Policy',
              blocks: [
                {
                  type: 'group',
                  title: 'General attendance policy',
                  blocks: [
                    {
                      type: 'richText',
                      doc: {
                        type: 'doc',
                        content: [
                          {
                            type: 'paragraph',
                            content: [
                              {
                                type: 'text',
                                text: 'Regular attendance is the single most important thing a family can do for a child’s learning. Every student is expected to attend school on every working day of the session.',
                              },
                            ],
                          },
                          {
                            type: 'paragraph',
                            content: [
                              {
                                type: 'text',
                                text: 'A minimum attendance of 90% is required. Students of Classes IX to XII must also meet the attendance requirement of CBSE to be allowed to sit the board examinations.',
                              },
                            ],
                          },
                        ],
                      },
                    },
                    {
                      type: 'list',
                      style: 'check',
                      items: [
                        'Attendance is taken at the start of the school day and again after lunch.',
                        'Students must arrive at least 15 minutes before school starts.',
                        'Latecomers are not admitted to class and are marked absent for the day; parents are informed.',
                        'Parents are told by message on the same day if their child is absent without notice.',
                        'Attendance is shown on every report card. A student whose attendance falls below 90% may not be promoted without the Principal’s approval.',
                      ],
                    },
                  ],
                },
              ],
            },
            {
              id: 'absences',
              label: 'Absences',
              blocks: [
                {
                  type: 'group',
                  title: 'Reporting and explaining absences',
                  blocks: [
                    {
                      type: 'richText',
                      doc: {
                        type: 'doc',
                        content: [
                          {
                            type: 'paragraph',
                            content: [
                              {
                                type: 'text',
                                text: 'If your child cannot come to school, please inform the class teacher through the school app, by phone or by e-mail to office@vedavidya.example by 9:00 AM on the day of the absence.',
                              },
                            ],
                          },
                          {
                            type: 'paragraph',
                            content: [
                              {
                                type: 'text',
                                text: 'Absences of more than three consecutive days must be supported by documents: a medical certificate from a registered doctor for illness, or a written explanation from the parent for any other reason.',
                              },
                            ],
                          },
                        ],
                      },
                    },
                    {
                      type: 'list',
                      style: 'check',
                      items: [
                        'Planned leave, such as a family event, is requested in writing from the Principal at least a week ahead.',
                        'After an illness, a fitness certificate is needed before the student rejoins.',
                        'Students are responsible for catching up on work missed; teachers help where they can.',
                        'Missed tests are not repeated unless the absence was for a documented medical reason.',
                        'Repeated unexplained absences lead to a meeting with the parents and the coordinator.',
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'actions',
          actions: [
            {
              label: 'School timing',
              to: '/school-timing',
            },
            {
              label: 'Report an absence',
              to: '/contact',
              variant: 'secondary',
            },
          ],
        },
      ],
    },
  ],
};
