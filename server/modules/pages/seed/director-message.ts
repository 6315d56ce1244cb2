import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import { journeySection, visitInvitation } from './leader-message-sections.ts';

const { name } = schoolIdentity;

export const directorMessagePage: PageInput = {
  slug: 'director-message',
  title: "Director's Message",
  description: `A letter from the Director of ${name}: heritage and modern learning together, care and safety first, and an open door for every family.`,
  hero: {
    eyebrow: 'About us',
    title: "Director's Message",
    lead: 'Why we built this school, what we hope for every child, and what families can expect from us.',
  },
  sections: [
    {
      type: 'section',
      id: 'letter',
      title: 'A word from our Director',
      tone: 'plain',
      blocks: [
        {
          type: 'letter',
          greeting: 'Dear Parents, Students and Friends,',
          paragraphs: [
            `It is a privilege to welcome you to ${name}. When we began planning this school, we asked ourselves a simple question: what would we want for our own children? The answer has guided every decision since, from the design of our classrooms to the teachers we invite to join us.`,
            "We want our pupils to be at home in two worlds. One is the world of India's heritage: its languages, its festivals, its respect for teachers and elders, its idea that learning is a form of service. The other is the world of science, technology and global ideas in which they will build their lives. A good school does not make children choose between the two.",
            'That is why our timetable gives real time to value education, music, art and sport alongside the CBSE curriculum, and why programmes such as FLIP and DCP teach entrepreneurship and cyber smartness from an early age. It is also why we invest in our people: every teacher completes at least 60 hours of professional development each year.',
            'Safety and care come first. Through our I-Care programme, every child on our campus and in our buses is looked after by trained adults, and every parent knows whom to call.',
            'A school is a partnership. I invite you to visit us, to ask questions and to hold us to the promises on this website. Our doors are open.',
          ],
          closing: 'With warm regards,',
          signedBy: 'other',
          role: 'Director',
          organisation: name,
          portrait: schoolImages.director,
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
              text: 'Bright classrooms with smart boards, well-equipped laboratories, a library, music and art rooms and open sports grounds, all behind one secure gate with CCTV and trained staff.',
              image: schoolImages.campus,
            },
            {
              title: 'Our Philosophy',
              text: 'Rooted in values, ready for tomorrow: we teach children to think for themselves, to work with others and to act with honesty and kindness, in school and beyond.',
              image: schoolImages.library,
            },
          ],
        },
      ],
    },
    journeySection,
  ],
  cta: visitInvitation,
};
