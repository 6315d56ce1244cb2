import type { Page } from '@playwright/test';
import { demoSchool } from '../../contracts/demo-school.ts';

/**
 * Latin words a Hindi page may show as they are: names and abbreviations a school office in
 * Chhattisgarh writes in Latin letters in Hindi text too (the board, file types, brands, UPI), the
 * school's abbreviation, which starts every circular's number (VVIS/2026-27/006), and its
 * registered name where it must be written exactly so (the payee of a fee cheque).
 * Keep it short: everything else on a Hindi page is either Hindi or marked `lang="en"`.
 */
const allowedWords = [
  'CBSE',
  'PDF',
  'UPI',
  'WhatsApp',
  'Facebook',
  'Instagram',
  'YouTube',
  // The e2e server runs the demo school (npm run start:demo).
  demoSchool.abbreviation,
  demoSchool.name,
];

/**
 * The texts of a Hindi page that are still in Latin letters without saying so: every rendered
 * text node (visually hidden ones too, as screen readers read them) and every `aria-label`,
 * `title`, `alt` and `placeholder` whose nearest `lang` is not English, holding a run of three or
 * more Latin letters once e-mail addresses, web addresses, file names and the allowed words are
 * taken out.
 * Text inside a `lang="en"` part (staff's English not yet translated) is left alone.
 */
export async function untranslatedText(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const ignored = new RegExp(
      [
        String.raw`[\w.+-]+@[\w-]+(\.[\w-]+)+`,
        String.raw`(https?://|www\.)\S+`,
        // A file's name (an attachment's link says which file it opens).
        String.raw`[\w.-]+\.(pdf|docx?|xlsx?|pptx?|jpe?g|png|webp)\b`,
        ...allowed.map((word) => String.raw`\b${word}\b`),
      ].join('|'),
      'g',
    );
    const latin = /[A-Za-z]{3,}/;
    const english = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().startsWith('en');
    const offending = (text: string) => latin.test(text.replace(ignored, ' '));
    const found: string[] = [];

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true }) || english(parent)) continue;
      if (offending(text)) found.push(text);
    }

    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [alt], [placeholder]',
    )) {
      if (!element.checkVisibility({ visibilityProperty: true }) || english(element)) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const text = element.getAttribute(name)?.trim() ?? '';
        if (offending(text)) found.push(`${name}: ${text}`);
      }
    }
    return [...new Set(found)];
  }, allowedWords);
}

/**
 * The text of a page's `<main>` shown in English for want of Hindi: what staff wrote and did not
 * translate, marked `lang="en"` (decision 0025). Names kept as written (`translate="no"`, a
 * person's name) are not counted.
 */
export async function contentInEnglish(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, [translate="no"]')) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') === 'en') found.push(text.slice(0, 80));
    }
    return found;
  });
}
