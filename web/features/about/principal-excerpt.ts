import type { PageImage } from '#contracts/content/pages.ts';
import { inLanguage } from '#contracts/content/translation.ts';
import type { Language } from '#contracts/languages.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import { letterSignature, type LetterBlock } from '#web/components/content/letter-signature.ts';
import { translatorFor } from '#web/i18n/translator.ts';

export type PrincipalExcerpt = {
  /** The letter's language: the page's, or English where its Hindi is not complete. */
  language: Language;
  paragraphs: string[];
  signature: string;
  /** The signature is a person's name (School information's principalName). */
  byName: boolean;
  organisation: string;
  portrait?: PageImage;
  /** Where the whole letter is. */
  path: string;
};

const letterSlug = 'principal-message';

/**
 * The opening of the Principal's letter for the home page: read from its page (staff edit it
 * there) and signed with School information's principalName, like the page itself; in Hindi
 * when the letter's Hindi is complete. Nothing while the page or its letter is gone.
 */
export async function loadPrincipalExcerpt(
  reader: PublicContentReader,
  pageLanguage: Language,
): Promise<PrincipalExcerpt | null> {
  const [answer, information] = await Promise.all([
    reader.page(letterSlug),
    reader.schoolInformation(),
  ]);
  const lookup = answer && 'movedTo' in answer ? await reader.page(answer.movedTo) : answer;
  if (!lookup || !('page' in lookup)) return null;
  const found = lookup.page.sections
    .flatMap((section) => section.blocks)
    .find((block): block is LetterBlock => block.type === 'letter');
  if (!found) return null;
  const translated = inLanguage(found, pageLanguage);
  const letter = translated.node;
  const language = translated.complete ? pageLanguage : 'en';
  const { signature, byName, organisation } = letterSignature(
    letter,
    { principalName: information.sections.general.principalName },
    translatorFor(language),
  );
  return {
    language,
    paragraphs: letter.paragraphs.slice(0, 2),
    signature,
    byName,
    organisation,
    ...(letter.portrait && { portrait: letter.portrait }),
    path: `/${lookup.page.slug}`,
  };
}
