import type { Block } from '#contracts/content/pages.ts';
import type { SchoolFacts } from './school-facts.tsx';

export type LetterBlock = Extract<Block, { type: 'letter' }>;

/**
 * The two lines under a letter: who signs, then their role and the organisation ("Dr. Meera
 * Sharma" / "Principal, <school>"); without a name, "The Director" / "<school>". A letter the
 * Principal signs takes the name from School information.
 */
export function letterSignature(
  block: LetterBlock,
  facts: SchoolFacts,
): { role: string; signature: string; organisation: string } {
  const role = block.signedBy === 'principal' ? 'Principal' : (block.role ?? '');
  const name = block.signedBy === 'principal' ? facts.principalName : block.name;
  return name
    ? { role, signature: name, organisation: `${role}, ${block.organisation}` }
    : { role, signature: `The ${role}`, organisation: block.organisation };
}
