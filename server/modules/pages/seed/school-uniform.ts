import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const schoolUniformPage: PageInput = {
  slug: 'school-uniform',
  title: 'School Uniform',
  description: `The sports, summer and winter uniforms of ${schoolIdentity.name}: what each includes, when it is worn and where to buy it.`,
  hero: {
    eyebrow: 'Student Corner',
    title: 'School Uniform',
    lead: 'A neat uniform gives every student a sense of belonging. Choose a uniform below to see what it includes and when it is worn.',
  },
  sections: [
    {
      type: 'section',
      id: 'uniforms',
      title: 'Our uniforms',
      tone: 'plain',
      blocks: [
        {
          type: 'tabs',
          label: 'Choose a uniform',
          tabs: [
            {
              id: 'sports',
              label: 'Sports',
              blocks: [
                {
                  type: 'split',
                  image: schoolImages.uniformSports,
                  title: 'Sports uniform',
                  doc: richTextOf([
                    'Worn on the days of PE and games shown in the class timetable, and at all house competitions.',
                  ]),
                  points: [
                    'T-shirt in the colour of the student’s house, with the school crest',
                    'Navy blue track pants (shorts for Pre-Primary in summer)',
                    'White sports shoes with white socks',
                    'Navy track jacket in winter',
                  ],
                },
              ],
            },
            {
              id: 'summer',
              label: 'Summer',
              blocks: [
                {
                  type: 'split',
                  image: schoolImages.uniformSummer,
                  title: 'Summer uniform',
                  doc: richTextOf(['Worn from April to October.']),
                  points: [
                    'White half-sleeved shirt with the school crest',
                    'Navy blue skirt or trousers (shorts up to Class V)',
                    'School tie and belt',
                    'Black leather shoes with navy socks',
                  ],
                },
              ],
            },
            {
              id: 'winter',
              label: 'Winter',
              blocks: [
                {
                  type: 'split',
                  image: schoolImages.uniformWinter,
                  title: 'Winter uniform',
                  doc: richTextOf([
                    'Worn from November to March; the dates of the change are announced in the school diary.',
                  ]),
                  points: [
                    'White full-sleeved shirt with the school tie',
                    'Navy blue V-neck sweater with the school crest',
                    'Navy blue blazer (Class III onwards) for assemblies and functions',
                    'Navy trousers, or skirt with navy tights',
                    'Black leather shoes with navy socks',
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'good-to-know',
      title: 'Good to know',
      tone: 'muted',
      blocks: [
        {
          type: 'list',
          style: 'check',
          items: [
            'Uniforms are available from the school’s authorised vendor; the address is given in the admission kit. Parents may buy from any shop that matches the approved pattern.',
            'Label every item with the student’s name and class.',
            'Students wear the correct uniform for the day; the school diary must carry a parent’s note if this is not possible.',
          ],
        },
      ],
    },
  ],
};
