import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const attendancePolicyPage = (school: SeedSchool): PageInput => ({
  slug: 'attendance-policy',
  title: 'Attendance Policy',
  description: `Attendance at ${school.name}: minimum 90% attendance, reporting an absence by 9:00 AM, documents for absences over three consecutive days, and the rule for latecomers.`,
  hi: {
    title: 'उपस्थिति नीति',
    description: `${school.hindi.name} में उपस्थिति: कम से कम 90% उपस्थिति, अनुपस्थिति की सूचना सुबह 9:00 बजे तक, लगातार तीन दिन से अधिक की अनुपस्थिति के लिए दस्तावेज़, और देर से आने वालों का नियम।`,
    hero: {
      eyebrow: 'विद्यार्थी कोना',
      title: 'उपस्थिति नीति',
      lead: 'सीखना दिन-ब-दिन आगे बढ़ता है। हमारी उपस्थिति नीति बताती है कि हम क्या अपेक्षा करते हैं, और जब आपका बच्चा विद्यालय न आ सके तो हमें कैसे बताएँ।',
    },
  },
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
      hi: { title: 'मुख्य बातें' },
      tone: 'plain',
      blocks: [
        {
          type: 'keyFacts',
          hi: {
            items: [
              {
                label: 'न्यूनतम उपस्थिति',
                value: '90%',
                note: 'सत्र के कार्य-दिवसों में से।',
              },
              {
                label: 'अनुपस्थिति की सूचना',
                value: 'सुबह 9:00 बजे तक',
                note: 'अनुपस्थिति वाले दिन ही।',
              },
              {
                label: 'दस्तावेज़ आवश्यक',
                value: '3 दिन से अधिक पर',
                note: 'लगातार तीन दिन से अधिक की अनुपस्थिति के लिए।',
              },
            ],
          },
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
      hi: { title: 'हमारी नीति' },
      tone: 'muted',
      blocks: [
        {
          type: 'tabs',
          label: 'Attendance policy',
          hi: {
            label: 'उपस्थिति नीति',
            tabs: [{ label: 'सामान्य नीति' }, { label: 'अनुपस्थिति' }],
          },
          tabs: [
            {
              id: 'general',
              label: 'General Policy',
              blocks: [
                {
                  type: 'group',
                  title: 'General attendance policy',
                  hi: { title: 'उपस्थिति की सामान्य नीति' },
                  blocks: [
                    {
                      type: 'richText',
                      hi: {
                        doc: richTextOf([
                          'बच्चे की पढ़ाई के लिए परिवार जो सबसे महत्वपूर्ण काम कर सकता है, वह है नियमित उपस्थिति। हर विद्यार्थी से सत्र के हर कार्य-दिवस पर विद्यालय आने की अपेक्षा की जाती है।',
                          'कम से कम 90% उपस्थिति आवश्यक है। कक्षा 9 से 12 के विद्यार्थियों को बोर्ड परीक्षाओं में बैठने की अनुमति के लिए सीबीएसई की उपस्थिति संबंधी शर्त भी पूरी करनी होती है।',
                        ]),
                      },
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
                      hi: {
                        items: [
                          'उपस्थिति विद्यालय का दिन शुरू होने पर और फिर भोजन अवकाश के बाद ली जाती है।',
                          'विद्यार्थियों को विद्यालय शुरू होने से कम से कम 15 मिनट पहले पहुँचना होता है।',
                          'देर से आने वाले विद्यार्थियों को कक्षा में प्रवेश नहीं मिलता और उन्हें उस दिन अनुपस्थित माना जाता है; अभिभावकों को सूचित किया जाता है।',
                          'यदि बच्चा बिना सूचना के अनुपस्थित है, तो उसी दिन संदेश से अभिभावकों को बताया जाता है।',
                          'उपस्थिति हर रिपोर्ट कार्ड में दिखाई जाती है। जिस विद्यार्थी की उपस्थिति 90% से कम हो, उसे प्रधानाचार्य की स्वीकृति के बिना अगली कक्षा में नहीं भेजा जा सकता।',
                        ],
                      },
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
                  hi: { title: 'अनुपस्थिति की सूचना और उसका कारण बताना' },
                  blocks: [
                    {
                      type: 'richText',
                      hi: {
                        doc: richTextOf([
                          `यदि आपका बच्चा विद्यालय नहीं आ सकता, तो कृपया अनुपस्थिति वाले दिन सुबह 9:00 बजे तक विद्यालय ऐप, फ़ोन या ${school.emails.office} पर ई-मेल के माध्यम से कक्षा शिक्षक को सूचित करें।`,
                          'लगातार तीन दिन से अधिक की अनुपस्थिति के लिए दस्तावेज़ देना आवश्यक है: बीमारी के लिए किसी पंजीकृत डॉक्टर का चिकित्सा प्रमाणपत्र, या किसी अन्य कारण के लिए अभिभावक का लिखित स्पष्टीकरण।',
                        ]),
                      },
                      doc: {
                        type: 'doc',
                        content: [
                          {
                            type: 'paragraph',
                            content: [
                              {
                                type: 'text',
                                text: `If your child cannot come to school, please inform the class teacher through the school app, by phone or by e-mail to ${school.emails.office} by 9:00 AM on the day of the absence.`,
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
                      hi: {
                        items: [
                          'पहले से तय छुट्टी, जैसे किसी पारिवारिक कार्यक्रम के लिए, कम से कम एक सप्ताह पहले प्रधानाचार्य से लिखित में माँगी जाती है।',
                          'बीमारी के बाद विद्यार्थी के फिर से विद्यालय आने से पहले फ़िटनेस प्रमाणपत्र आवश्यक है।',
                          'छूटा हुआ काम पूरा करने की ज़िम्मेदारी विद्यार्थी की है; शिक्षक जहाँ तक संभव हो मदद करते हैं।',
                          'छूटी हुई परीक्षाएँ दोबारा नहीं ली जातीं, जब तक कि अनुपस्थिति किसी प्रमाणित चिकित्सा कारण से न हो।',
                          'बिना कारण बताए बार-बार अनुपस्थित रहने पर अभिभावकों की समन्वयक के साथ बैठक बुलाई जाती है।',
                        ],
                      },
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
          hi: { actions: [{ label: 'विद्यालय का समय' }, { label: 'अनुपस्थिति की सूचना दें' }] },
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
});
