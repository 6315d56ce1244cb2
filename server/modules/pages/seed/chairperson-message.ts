import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import { journeySection, visitInvitation } from './leader-message-sections.ts';

const { name, shortName, city, established } = schoolIdentity;

/** At /director-message_1, the earlier site's address of the Chairperson's message (contracts/default-menus.ts). */
export const chairpersonMessagePage: PageInput = {
  slug: 'director-message_1',
  title: "Chairperson's Message",
  description: `A letter from the Chairperson of ${name} on the school's long-term commitment to ${city}: safe care, honest standards and fair, transparent fees.`,
  hero: {
    eyebrow: 'About us',
    title: "Chairperson's Message",
    lead: 'How the school is governed, and the commitments we make to our pupils, parents and teachers for the long term.',
  },
  sections: [
    {
      type: 'section',
      id: 'letter',
      title: 'A word from our Chairperson',
      tone: 'plain',
      blocks: [
        {
          type: 'letter',
          greeting: `Dear Members of the ${shortName} Family,`,
          paragraphs: [
            `Every institution begins as a hope shared by a few people. Ours was the hope that the children of ${city} deserve a school that matches the best anywhere, without losing what makes them who they are. Since we opened in ${established}, I have watched that hope take shape in classrooms full of questions, in a courtyard full of games and in the quiet pride of parents at our annual day.`,
            'The board sees its work as a long-term responsibility. We do not run the school for quick results. We plan buildings for decades, we choose teachers for their character as much as for their qualifications, and we keep our fees fair and transparent so that the school can serve a broad community.',
            'Our governing principles are simple. The safety and well-being of children are never negotiable. Academic standards are high and honestly reported. And the fees we receive go back into teaching, facilities and care.',
            'I thank our parents for their trust, our teachers for their dedication and our pupils for the energy they bring every morning. Together we are building a school that our city can be proud of for generations.',
          ],
          closing: 'With gratitude and best wishes,',
          signedBy: 'other',
          role: 'Chairperson',
          organisation: `Board of Management, ${name}`,
        },
      ],
    },
    {
      type: 'section',
      id: 'who-we-are',
      title: 'Who we are',
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Our Campus',
              text: 'Planned for the long term: every new block, lab and playing field is added to a master plan, so the campus grows with the school without losing its open spaces.',
              image: schoolImages.campusGate,
            },
            {
              title: 'Our Philosophy',
              text: 'Good schools are built on trust. We publish our disclosures, listen to parents through regular meetings and surveys, and measure ourselves by how our pupils grow as people.',
              image: schoolImages.assembly,
            },
          ],
        },
      ],
    },
    journeySection,
  ],
  cta: visitInvitation,
};
