import type { PageImage } from '#contracts/content/pages.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import { letterSignature, type LetterBlock } from '#web/components/content/letter-signature.ts';

export type PrincipalExcerpt = {
  paragraphs: string[];
  signature: string;
  organisation: string;
  portrait?: PageImage;
  /** Where the whole letter is. */
  path: string;
};

const letterSlug = 'principal-message';

/**
 * The opening of the Principal's letter for the home page: read from its page (staff edit it
 * there) and signed with School information's principalName, like the page itself. Nothing
 * while the page or its letter is gone.
 */
export async function loadPrincipalExcerpt(
  reader: PublicContentReader,
): Promise<PrincipalExcerpt | null> {
  const [found, information] = await Promise.all([
    reader.page(letterSlug),
    reader.schoolInformation(),
  ]);
  const lookup = found && 'movedTo' in found ? await reader.page(found.movedTo) : found;
  if (!lookup || !('page' in lookup)) return null;
  const letter = lookup.page.sections
    .flatMap((section) => section.blocks)
    .find((block): block is LetterBlock => block.type === 'letter');
  if (!letter) return null;
  const { signature, organisation } = letterSignature(letter, {
    principalName: information.sections.general.principalName,
  });
  return {
    paragraphs: letter.paragraphs.slice(0, 2),
    signature,
    organisation,
    ...(letter.portrait && { portrait: letter.portrait }),
    path: `/${lookup.page.slug}`,
  };
}
