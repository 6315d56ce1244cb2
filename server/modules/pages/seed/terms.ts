import { formatAddress, schoolIdentity } from '#contracts/school-identity.ts';
import { legalPage } from './legal-page.ts';

const { name, emails } = schoolIdentity;

export const termsPage = legalPage({
  slug: 'terms',
  title: 'Terms of Use',
  description: `The terms that apply when you use the website of ${name}: use of the site and its content, third-party links, admissions information, liability, changes and governing law.`,
  lead: `Please read these terms before using the website of ${name}. By using the site you agree to them.`,
  summary: `In short: this website is provided by ${name} to inform parents, students and visitors. Use it lawfully and respectfully, treat its information as general guidance, and contact the school office to confirm anything important, especially fees and admissions.`,
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      paragraphs: [
        `These Terms of Use govern your access to and use of this website (the “site”), which is operated by ${name}, ${formatAddress()}, India (the “school”, “we”, “us”).`,
        'By accessing or using the site you accept these terms. If you do not agree with them, please do not use the site. Our Privacy Policy explains how we handle personal data and forms part of these terms.',
      ],
    },
    {
      id: 'use-of-site',
      heading: 'Use of the site',
      paragraphs: [
        'You may use the site to learn about the school and to contact us. When you use it, you agree not to:',
      ],
      list: [
        'use the site for any unlawful purpose or in breach of any law in force in India;',
        'send false, offensive, defamatory or misleading information through our forms;',
        'try to gain unauthorised access to the site, its server or the staff-only administration area;',
        'introduce viruses or other harmful code, or disrupt the site’s operation, for example by automated mass requests;',
        'collect personal information about students, parents or staff from the site.',
      ],
    },
    {
      id: 'content',
      heading: 'Content and intellectual property',
      paragraphs: [
        'The text, photographs, drawings, logos, the school crest and the design of the site belong to the school or are used with permission. They are protected by the Copyright Act, 1957 and the Trade Marks Act, 1999.',
        'You may view, download and print pages for your own personal, non-commercial use, for example to keep a copy of the fee structure. Any other copying, publication or reuse needs our written permission.',
        'Photographs of students are published only with their parents’ consent. Please do not copy or share them.',
      ],
    },
    {
      id: 'accuracy',
      heading: 'Accuracy of information',
      paragraphs: [
        'We take care to keep the site accurate and up to date, but it is provided for general information. Timings, calendars, events, fees and policies can change during the session.',
        'Where the site differs from a circular, notice or letter issued by the school, the circular, notice or letter prevails.',
      ],
    },
    {
      id: 'admissions',
      heading: 'Admissions information is not an offer',
      paragraphs: [
        'Information on the site about admissions, age criteria, seats, fees and concessions describes the school’s current policies. It is not an offer of admission and does not create a contract.',
        'Registering online does not guarantee a seat. Admission is confirmed only by a written offer from the school followed by payment of the fees due, and is subject to the admission policy, seat availability and the rules of CBSE and the Government of Chhattisgarh.',
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Third-party links and services',
      paragraphs: [
        'The site links to other websites and services, such as the online admission registration form, map providers and social media pages. These are run by third parties under their own terms and privacy policies.',
        'We are not responsible for the content, availability or practices of third-party sites. A link does not mean that we endorse the site or its owner.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'The site is provided “as is” and “as available”. We do not promise that it will always be available, uninterrupted or free of errors.',
        'To the extent permitted by law, the school, its managing committee and its staff are not liable for any loss or damage arising from the use of, or inability to use, the site or from reliance on its content, including indirect or consequential loss. Nothing in these terms limits any liability that cannot be limited under Indian law.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to the site and to these terms',
      paragraphs: [
        'We may change, suspend or withdraw any part of the site at any time. We may also update these terms; the date at the foot of this page shows when they last changed. Continuing to use the site after a change means you accept the updated terms.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute arising out of or in connection with the site or these terms is subject to the exclusive jurisdiction of the courts at Mumbai, Maharashtra.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        `Questions about these terms can be sent to ${emails.office} or by post to the Principal, ${name}, ${formatAddress()}.`,
      ],
    },
  ],
});
