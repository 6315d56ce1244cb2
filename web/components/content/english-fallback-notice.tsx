import type { Language } from '#contracts/languages.ts';
import { contentTranslator } from './messages/content-messages.ts';
import styles from './english-fallback-notice.module.css';

/**
 * Said once, near the top, on a Hindi page that shows some of its content in English because
 * staff have not written its Hindi yet (decision 0025); the English parts themselves carry
 * lang="en". English pages never show it. `language` is the page's: the admin's Hindi preview
 * draws a Hindi page under an English address.
 */
export function EnglishFallbackNotice({ language, when }: { language: Language; when: boolean }) {
  if (!when || language === 'en') return null;
  return (
    <p className={styles.notice} lang={language} data-english-fallback="">
      {contentTranslator(language)('fallback.notice')}
    </p>
  );
}
