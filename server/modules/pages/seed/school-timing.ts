import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';

/**
 * The pre-primary day is told once, on /academics-pre-primary (its "Our Daily Schedule"
 * section): this page links to it instead of keeping a second timetable that disagreed with it.
 */
export const schoolTimingPage: PageInput = {
  slug: 'school-timing',
  title: 'School Timing',
  description: `School hours at ${schoolIdentity.name}: office 9:00AM-3:00PM, Pre-Primary 9:00AM-12:00PM, Primary 9:00AM-3:00PM, and the shape of a school day.`,
  hero: {
    eyebrow: 'Student Corner',
    title: 'School Timing',
    lead: 'School runs Monday to Friday. Please arrive at least 15 minutes before the start so that every child begins the day calmly.',
  },
  sections: [
    {
      type: 'section',
      id: 'school-hours',
      title: 'School hours',
      tone: 'plain',
      blocks: [
        {
          type: 'keyFacts',
          items: [
            {
              label: 'School office',
              value: '9:00AM-3:00PM',
              note: 'Monday to Friday, for fees, certificates and enquiries.',
            },
            { label: 'Pre-Primary', value: '9:00AM-12:00PM', note: 'Nursery, Jr. KG and Sr. KG.' },
            {
              label: 'Primary',
              value: '9:00AM-3:00PM',
              note: 'Classes I to V. Middle and Secondary classes keep the same hours.',
            },
            {
              label: 'Arrival',
              value: '15 minutes early',
              note: 'Students arrive at least 15 minutes before the start of school.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'school-day',
      title: 'A school day',
      intro: 'The shape of a typical day; the class timetable gives the subjects of each period.',
      tone: 'muted',
      blocks: [
        {
          type: 'columns',
          main: [
            {
              type: 'table',
              caption: 'Primary, Middle and Secondary day',
              columns: ['Time', 'Activity'],
              rows: [
                ['8:45 AM', 'Students arrive; gates close at 9:00 AM'],
                ['9:00 AM', 'Morning assembly and attendance'],
                ['9:20 AM', 'Periods 1 to 3'],
                ['11:20 AM', 'Short break'],
                ['11:35 AM', 'Periods 4 and 5'],
                ['12:55 PM', 'Lunch break'],
                ['1:30 PM', 'Periods 6 to 8, including games, clubs and library'],
                ['3:00 PM', 'Dismissal; buses leave from the bus bay'],
              ],
            },
          ],
          side: [
            {
              type: 'aside',
              title: 'Pre-Primary day',
              doc: {
                type: 'doc',
                content: [
                  {
                    type: 'paragraph',
                    content: [
                      {
                        type: 'text',
                        text: 'Nursery, Jr. KG and Sr. KG children are at school from 9:00 AM to 12:00 PM: free play, circle time, concept time, music and movement, a snack together and outdoor play.',
                      },
                    ],
                  },
                  {
                    type: 'paragraph',
                    content: [
                      {
                        type: 'text',
                        text: 'The pre-primary day, period by period',
                        marks: [
                          {
                            type: 'link',
                            attrs: { href: '/academics-pre-primary#daily-schedule' },
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'please-remember',
      title: 'Please remember',
      tone: 'plain',
      blocks: [
        {
          type: 'list',
          style: 'check',
          items: [
            'The gates close at the start of school. Latecomers are not admitted to class and are marked absent, as set out in the attendance policy.',
            'Children using school transport should be at their bus stop 5 minutes before the bus is due.',
            'Parents collecting children are asked to arrive on time; the school cannot supervise children for long after dismissal.',
            'Timings may change on examination days, in extreme weather and for events; changes are announced in the school diary.',
          ],
        },
        {
          type: 'actions',
          actions: [
            { label: 'Attendance policy', to: '/attendance-policy' },
            { label: 'School transport', to: '/transport-facilities', variant: 'secondary' },
          ],
        },
      ],
    },
  ],
};
