import { contactLimits } from '#contracts/inbox.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';

export const contactMeta = {
  title: 'Contact Us',
  description: `Write to ${schoolIdentity.name}, ${schoolIdentity.city}: send a message to the school office, find our address, phone numbers and a map. We reply within 24 hours.`,
  path: '/contact',
};

export const contactHero = {
  eyebrow: 'We are here to help',
  title: 'Contact Us',
  lead: 'Questions about admissions, fees, transport or your child’s day at school? Send us a message and the school office will reply within 24 hours on working days.',
};

export const contactFormText = {
  title: 'Send us a message',
  intro: 'All fields are required.',
  submit: 'Send Message',
  sending: 'Sending…',
  sentTitle: 'Message sent',
  again: 'Send another message',
};

type ContactField = {
  name: 'firstName' | 'lastName' | 'email' | 'subject' | 'message';
  label: string;
  type: 'text' | 'email' | 'textarea';
  autoComplete?: string;
  maxLength: number;
};

/** The original site's five fields, all required; the pairs share a row on wide screens. */
export const contactFieldRows: ContactField[][] = [
  [
    {
      name: 'firstName',
      label: 'First name',
      type: 'text',
      autoComplete: 'given-name',
      maxLength: contactLimits.name,
    },
    {
      name: 'lastName',
      label: 'Last name',
      type: 'text',
      autoComplete: 'family-name',
      maxLength: contactLimits.name,
    },
  ],
  [
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
    { name: 'subject', label: 'Subject', type: 'text', maxLength: contactLimits.subject },
  ],
  [{ name: 'message', label: 'Message', type: 'textarea', maxLength: contactLimits.message }],
];

export const locationText = {
  title: 'Our Location',
  intro:
    'Visitors are welcome at the school office from Monday to Friday, 9:00 AM to 3:00 PM. Please call ahead to meet a teacher.',
};
