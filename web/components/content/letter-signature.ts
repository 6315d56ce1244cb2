import type { Block } from '#contracts/content/pages.ts';
import type { Translate } from '#web/i18n/translator.ts';
import type { SchoolFacts } from './school-facts.tsx';

export type LetterBlock = Extract<Block, { type: 'letter' }>;

/**
 * The two lines under a letter: who signs, then their role and the organisation ("Dr. Meera
 * Sharma" / "Principal, <school>"); without a name, "The Director" / "<school>". A letter the
 * Principal signs takes the name from School information; `byName` says the first line is a
 * person's name. `t` is the letter's language (the Hindi page's, or English where its Hindi is
 * missing).
 */
export function letterSignature(
  block: LetterBlock,
  facts: SchoolFacts,
  t: Translate,
): { role: string; signature: string; byName: boolean; organisation: string } {
  const role = block.signedBy === 'principal' ? t('letter.principal') : (block.role ?? '');
  const name = block.signedBy === 'principal' ? facts.principalName : block.name;
  return name
    ? { role, signature: name, byName: true, organisation: `${role}, ${block.organisation}` }
    : {
        role,
        signature: t('letter.theRole', { role }),
        byName: false,
        organisation: block.organisation,
      };
}
