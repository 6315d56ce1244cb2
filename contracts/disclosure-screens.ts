import type { AdminScreen } from './admin-addresses.ts';

/**
 * The three admin screens behind the public Mandatory Disclosure page (decision 0015), named
 * once so the navigation, each screen's heading and the compliance report's "where to fix it"
 * say the same words. The public page keeps the name "Mandatory Disclosure".
 */
export const disclosureScreens = {
  compliance: {
    name: 'Compliance checks',
    description:
      'What CBSE would find missing, running out, late or broken in the Mandatory Disclosure, each linked to the screen that fixes it.',
  },
  disclosure: {
    name: 'Disclosure documents',
    description:
      'The documents and reports parents download from the Mandatory Disclosure page: results, certificates, fee and calendar files.',
  },
  'school-information': {
    name: 'Disclosure information',
    description:
      'The facts CBSE asks every school to publish (Appendix IX): staff, buildings, results, dates and certificates, shown under School Information on the Mandatory Disclosure page.',
  },
} as const satisfies Partial<Record<AdminScreen, { name: string; description: string }>>;
