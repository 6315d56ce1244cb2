import { contactLimits } from '#contracts/inbox.ts';

type ContactField = {
  /** Its label is `contact.<name>` in the catalogues (web/i18n). */
  name: 'firstName' | 'lastName' | 'email' | 'subject' | 'message';
  type: 'text' | 'email' | 'textarea';
  autoComplete?: string;
  maxLength: number;
};

/** The original site's five fields, all required; the pairs share a row on wide screens. */
export const contactFieldRows: ContactField[][] = [
  [
    {
      name: 'firstName',
      type: 'text',
      autoComplete: 'given-name',
      maxLength: contactLimits.name,
    },
    {
      name: 'lastName',
      type: 'text',
      autoComplete: 'family-name',
      maxLength: contactLimits.name,
    },
  ],
  [
    { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
    { name: 'subject', type: 'text', maxLength: contactLimits.subject },
  ],
  [{ name: 'message', type: 'textarea', maxLength: contactLimits.message }],
];
