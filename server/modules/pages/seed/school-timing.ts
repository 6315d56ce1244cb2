import type { PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

/**
 * The pre-primary day is told once, on /academics-pre-primary (its "Our Daily Schedule"
 * section): this page links to it instead of keeping a second timetable that disagreed with it.
 */
export const schoolTimingPage = (school: SeedSchool): PageInput => ({
  slug: 'school-timing',
  title: 'School Timing',
  description: `School hours at ${school.name}: office 9:00AM-3:00PM, Pre-Primary 9:00AM-12:00PM, Primary 9:00AM-3:00PM, and the shape of a school day.`,
  hi: {
    title: 'विद्यालय का समय',
    description: `${school.name} का समय: कार्यालय सुबह 9:00 से दोपहर 3:00 बजे तक, प्री-प्राइमरी सुबह 9:00 से दोपहर 12:00 बजे तक, प्राइमरी सुबह 9:00 से दोपहर 3:00 बजे तक, और विद्यालय के एक दिन की रूपरेखा।`,
    hero: {
      eyebrow: 'विद्यार्थी कोना',
      title: 'विद्यालय का समय',
      lead: 'विद्यालय सोमवार से शुक्रवार तक लगता है। कृपया विद्यालय शुरू होने से कम से कम 15 मिनट पहले पहुँचें, ताकि हर बच्चा अपना दिन शांति से शुरू कर सके।',
    },
  },
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
      hi: { title: 'विद्यालय के घंटे' },
      tone: 'plain',
      blocks: [
        {
          type: 'keyFacts',
          hi: {
            items: [
              {
                label: 'विद्यालय कार्यालय',
                value: 'सुबह 9:00 – दोपहर 3:00',
                note: 'सोमवार से शुक्रवार; शुल्क, प्रमाणपत्र और पूछताछ के लिए।',
              },
              {
                label: 'प्री-प्राइमरी',
                value: 'सुबह 9:00 – दोपहर 12:00',
                note: 'नर्सरी, जूनियर केजी और सीनियर केजी।',
              },
              {
                label: 'प्राइमरी',
                value: 'सुबह 9:00 – दोपहर 3:00',
                note: 'कक्षा 1 से 5। मिडिल और सेकेंडरी कक्षाओं का समय भी यही है।',
              },
              {
                label: 'आगमन',
                value: '15 मिनट पहले',
                note: 'विद्यार्थी विद्यालय शुरू होने से कम से कम 15 मिनट पहले पहुँचें।',
              },
            ],
          },
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
      hi: {
        title: 'विद्यालय का एक दिन',
        intro: 'एक सामान्य दिन की रूपरेखा; हर पीरियड के विषय कक्षा की समय-सारणी में दिए गए हैं।',
      },
      tone: 'muted',
      blocks: [
        {
          type: 'columns',
          main: [
            {
              type: 'table',
              caption: 'Primary, Middle and Secondary day',
              hi: {
                caption: 'प्राइमरी, मिडिल और सेकेंडरी का दिन',
                columns: ['समय', 'गतिविधि'],
                rows: [
                  ['सुबह 8:45', 'विद्यार्थियों का आगमन; गेट सुबह 9:00 बजे बंद हो जाते हैं'],
                  ['सुबह 9:00', 'प्रार्थना सभा और उपस्थिति'],
                  ['सुबह 9:20', 'पीरियड 1 से 3'],
                  ['सुबह 11:20', 'छोटा अवकाश'],
                  ['सुबह 11:35', 'पीरियड 4 और 5'],
                  ['दोपहर 12:55', 'भोजन अवकाश'],
                  ['दोपहर 1:30', 'पीरियड 6 से 8, जिनमें खेल, क्लब और पुस्तकालय भी हैं'],
                  ['दोपहर 3:00', 'छुट्टी; बसें बस-बे से रवाना होती हैं'],
                ],
              },
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
              hi: {
                title: 'प्री-प्राइमरी का दिन',
                doc: {
                  type: 'doc',
                  content: [
                    {
                      type: 'paragraph',
                      content: [
                        {
                          type: 'text',
                          text: 'नर्सरी, जूनियर केजी और सीनियर केजी के बच्चे सुबह 9:00 से दोपहर 12:00 बजे तक विद्यालय में रहते हैं: खुला खेल, सर्कल टाइम, कॉन्सेप्ट टाइम, संगीत और गतिविधियाँ, साथ बैठकर नाश्ता और बाहर खेलना।',
                        },
                      ],
                    },
                    {
                      type: 'paragraph',
                      content: [
                        {
                          type: 'text',
                          text: 'प्री-प्राइमरी का दिन, पीरियड के अनुसार',
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
      hi: { title: 'कृपया ध्यान दें' },
      tone: 'plain',
      blocks: [
        {
          type: 'list',
          style: 'check',
          hi: {
            items: [
              'विद्यालय शुरू होते ही गेट बंद हो जाते हैं। देर से आने वाले विद्यार्थियों को कक्षा में प्रवेश नहीं मिलता और उपस्थिति नीति के अनुसार उन्हें अनुपस्थित माना जाता है।',
              'विद्यालय बस से आने वाले बच्चे बस के तय समय से 5 मिनट पहले अपने स्टॉप पर पहुँच जाएँ।',
              'बच्चों को लेने आने वाले अभिभावक समय पर पहुँचें; छुट्टी के बाद विद्यालय लंबे समय तक बच्चों की देखरेख नहीं कर सकता।',
              'परीक्षा के दिनों में, खराब मौसम में और कार्यक्रमों के समय विद्यालय का समय बदल सकता है; बदलाव की सूचना विद्यालय डायरी में दी जाती है।',
            ],
          },
          items: [
            'The gates close at the start of school. Latecomers are not admitted to class and are marked absent, as set out in the attendance policy.',
            'Children using school transport should be at their bus stop 5 minutes before the bus is due.',
            'Parents collecting children are asked to arrive on time; the school cannot supervise children for long after dismissal.',
            'Timings may change on examination days, in extreme weather and for events; changes are announced in the school diary.',
          ],
        },
        {
          type: 'actions',
          hi: { actions: [{ label: 'उपस्थिति नीति' }, { label: 'विद्यालय परिवहन' }] },
          actions: [
            { label: 'Attendance policy', to: '/attendance-policy' },
            { label: 'School transport', to: '/transport-facilities', variant: 'secondary' },
          ],
        },
      ],
    },
  ],
});
