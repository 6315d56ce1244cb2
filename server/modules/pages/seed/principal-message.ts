import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

const { name, emails } = schoolIdentity;

/** The letter signs with School information's principalName; the home page quotes its opening. */
export const principalMessagePage: PageInput = {
  slug: 'principal-message',
  title: "Principal's Message",
  description: `A letter from the Principal of ${name} on learning, character and partnership with parents, with the Principal's e-mail and visiting hours.`,
  hero: {
    eyebrow: 'About us',
    title: "Principal's Message",
    lead: 'A welcome to our families, and a few words on how we teach and what we value.',
  },
  sections: [
    {
      type: 'section',
      id: 'letter',
      title: 'A word from our Principal',
      tone: 'plain',
      blocks: [
        {
          type: 'letter',
          greeting: 'Dear Parents and Students,',
          paragraphs: [
            `Welcome to ${name}. Each morning, as our pupils walk through the gate, I am reminded that a school is not its buildings but its people: curious children, committed teachers and families who trust us with what they love most.`,
            'Our aim is to help every child learn deeply and live well. In our classrooms, pupils do not only listen: they ask questions, test ideas, make mistakes and try again. Continuous and comprehensive evaluation lets our teachers see how each child is doing and act early, long before an examination.',
            'Character matters as much as marks. Through value education, house activities and service, our pupils learn honesty, respect and responsibility. Through sport, music and art they discover talents and learn to win and lose with grace.',
            'Parents are our partners. Please read the diary, come to parent-teacher meetings and talk to us whenever something worries you or your child. Small concerns are easiest to solve when they are raised early.',
            'I look forward to meeting you and to working together for your child.',
          ],
          closing: 'Warm regards,',
          signedBy: 'principal',
          organisation: name,
          portrait: schoolImages.principal,
          contactEmail: emails.principal,
          contactHours:
            'The Principal meets parents from 9:00 AM to 3:00 PM, Monday to Friday, preferably by appointment.',
        },
      ],
    },
  ],
};
