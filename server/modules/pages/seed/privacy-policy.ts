import { formatAddress, schoolIdentity } from '#contracts/school-identity.ts';
import type { PageInput } from '#contracts/content/pages.ts';
import type { RetentionPolicy } from '../../inbox/retention.ts';
import { legalPage } from './legal-page.ts';

const { name, emails } = schoolIdentity;

/**
 * The privacy policy, stating the retention periods the server is configured with when the page
 * is first created (decision 0013); staff edit the text when they change those settings.
 */
export function privacyPolicyPage(retention: RetentionPolicy): PageInput {
  return legalPage({
    slug: 'policy',
    title: 'Privacy Policy',
    description: `How ${name} handles personal data sent through its website (contact messages and job applications with CVs) under India's Digital Personal Data Protection Act, 2023: purposes, retention, access, security and your rights.`,
    lead: `How ${name} collects, uses and protects the personal data you share through this website, and the rights you have over it.`,
    summary: `We collect only what you choose to send us: a message through the contact form or a job application with your CV. Only authorised school staff who are signed in to the website’s administration area can read it. We never sell it, we keep it only as long as we need it, and you can ask us to see, correct or delete it by writing to ${emails.office}.`,
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          `${name}, ${formatAddress()}, India, is the Data Fiduciary for the personal data described in this policy, within the meaning of the Digital Personal Data Protection Act, 2023 (the “DPDP Act”). “We”, “us” and “the school” refer to ${name}.`,
          'This policy covers personal data collected through this website. Information about students that parents give the school at admission and during the school year is handled under the school’s admission and student records procedures, which are explained to parents at admission.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        paragraphs: [
          'We collect personal data only when you give it to us, and only the following:',
        ],
        list: [
          'Contact form: your first and last name, e-mail address, the subject and the text of your message.',
          'Job applications: your full name, e-mail address, phone number, the position you apply for, your experience and qualifications, and the CV you upload (PDF, DOC or DOCX, up to 5 MB), including any personal data you choose to put in it.',
          'Technical records: when any page is requested, our server records the IP address, the date and time, the page requested and the browser type. These records are used only to keep the site secure and working.',
          'Staff sign-in: school staff who sign in to the administration area have their username and a sign-in token stored in their own browser. Visitors to the public pages are not tracked and are not asked to sign in.',
        ],
      },
      {
        id: 'why',
        heading: 'Why we use it',
        paragraphs: ['We use personal data only for the purpose for which you gave it:'],
        list: [
          'to read and reply to your message, and to arrange visits, tours or meetings you ask for;',
          'to consider your job application, contact you about it, invite you to an interview and, if you are appointed, begin your staff record;',
          'to protect the site, its users and the school’s systems against misuse, and to investigate security incidents.',
        ],
      },
      {
        id: 'legal-basis',
        heading: 'Legal basis under the DPDP Act, 2023',
        paragraphs: [
          'When you send a message through the contact form, you provide your personal data voluntarily for a specified purpose: getting a reply. We process it for that purpose as a legitimate use under section 7(a) of the DPDP Act.',
          'When you submit a job application, we process your data on the basis of the consent you give when you submit it (section 6 of the DPDP Act). You may withdraw that consent at any time by writing to us; we will then stop considering your application and delete your data, unless the law requires us to keep it. Withdrawal does not affect processing that took place before it.',
          'Technical records are kept to meet our duty under section 8(5) of the DPDP Act to take reasonable security safeguards, and under applicable laws on information security.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          'We keep personal data only for as long as it is needed for its purpose, and then delete it:',
        ],
        list: [
          `Contact messages: deleted automatically ${retention.messageMonths} months after they reach us.`,
          `Job applications, with their CVs and the notes our staff made while reviewing them: deleted automatically ${retention.applicationMonths} months after they reach us, so that we can consider you for a similar vacancy meanwhile, unless you ask us to delete them sooner.`,
          'Applications from candidates who are appointed: moved to the staff personnel file and kept as required by employment and education laws.',
          'Server technical records: up to 90 days, unless needed longer to investigate a specific security incident.',
        ],
      },
      {
        id: 'who-can-read',
        heading: 'Who can read it',
        paragraphs: [
          'Messages and job applications can be read only by school staff who have been given an account for the website’s administration area and are signed in to it, and only where they need them for their work: for example, the office for enquiries and the Principal and selection panel for job applications.',
          'The company that hosts the website processes data on our behalf as a Data Processor, under a contract that allows it to use the data only on our instructions and requires it to keep it secure.',
          'We do not sell, rent or share your personal data for advertising or marketing. We disclose it to government authorities, courts or the police only where the law requires us to.',
        ],
      },
      {
        id: 'children',
        heading: 'Children’s data',
        paragraphs: [
          'The contact form and the careers section are intended for adults: parents, guardians, job seekers and other visitors. Job applicants must be at least 18 years old.',
          'Under section 9 of the DPDP Act, personal data of a child (a person under 18) may be processed only with the verifiable consent of a parent or lawful guardian. If we learn that a child has sent us personal data through this website without such consent, we will reply, if at all, only through the parent or guardian and delete the child’s data. We do not track, monitor the behaviour of, or target advertising at children.',
          'Photographs of students appear on the site only with the written consent of their parents, who may withdraw it at any time by writing to the school office.',
        ],
      },
      {
        id: 'security',
        heading: 'How we protect it',
        paragraphs: [
          'We take reasonable security safeguards to prevent personal data breaches, including encrypted connections (HTTPS), passwords stored only in hashed form, access limited to signed-in authorised staff, regular backups and software updates.',
          'Uploaded CVs are stored on the school’s server, are not published and are not reachable from the public pages.',
          'If a personal data breach occurs, we will inform the Data Protection Board of India and every affected person in the manner the DPDP Act and its rules require.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: ['Under the DPDP Act you have the right to:'],
        list: [
          'obtain a summary of the personal data we hold about you and of how we process it;',
          'have inaccurate or incomplete data corrected, completed or updated;',
          'have your data erased when it is no longer needed for its purpose, or when you withdraw consent, unless the law requires us to keep it;',
          'withdraw any consent you have given, as easily as you gave it;',
          'have a grievance addressed by us, and then, if you are not satisfied, complain to the Data Protection Board of India;',
          'nominate another person to exercise these rights on your behalf in the event of your death or incapacity.',
        ],
      },
      {
        id: 'grievance-officer',
        heading: 'Grievance officer and contact',
        paragraphs: [
          `To exercise any of these rights or to raise a concern, write to our Grievance Officer at ${emails.office} with the subject “Personal data request”, or by post to the Grievance Officer, ${name}, ${formatAddress()}.`,
          'We will acknowledge your request within 3 working days and respond within 30 days. We may ask you to confirm your identity before acting on a request, to protect your data from others.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy when the law, our website or our practices change. The date at the foot of this page shows when it last changed. If a change affects how we use data you have already given us, we will tell you before it takes effect where we can.',
        ],
      },
    ],
  });
}
