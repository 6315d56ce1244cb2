import type { Language } from '#contracts/languages.ts';
import { useTranslation } from './translator.ts';

export type StaffText = { text: string; lang?: Language };

/**
 * What staff wrote (a menu label, an item's title) in the page's language: on a Hindi page their
 * Hindi where they wrote it, else the English marked lang="en" (decision 0025). English pages
 * need no mark.
 */
export function textIn(
  language: Language,
  english: string,
  hindi: string | null | undefined,
): StaffText {
  if (language === 'en') return { text: english };
  return hindi ? { text: hindi, lang: 'hi' } : { text: english, lang: 'en' };
}

/** `textIn` for the page being drawn. */
export function useStaffText(): (english: string, hindi?: string | null) => StaffText {
  const { language } = useTranslation();
  return (english, hindi) => textIn(language, english, hindi);
}
