import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '#contracts/languages.ts';

/** The language a page's content is drawn in (the address decides it: /hi/… is Hindi). */
export const ContentLanguage = createContext<Language>('en');

export const useContentLanguage = () => useContext(ContentLanguage);

/**
 * Content shown in English on a page in another language (its Hindi is missing or incomplete):
 * marked lang="en" so screen readers pronounce it as English. `display: contents` keeps the
 * layout of what it wraps.
 */
export function InEnglish({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return children;
  return (
    <div lang="en" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
