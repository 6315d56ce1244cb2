import type { Page } from '@playwright/test';
import { schoolIdentity } from '../../contracts/school-identity.ts';

/**
 * Latin words a Hindi page may show as they are, each for a reason:
 * - the school's own names, proper names written as the school writes them;
 * - CBSE and PDF, which a Hindi-speaking school office writes in Latin letters too;
 * - e-mail addresses and web addresses, which are typed as they are;
 * - the affiliation number is digits, so it never matches.
 */
const allowed = [
  schoolIdentity.name,
  schoolIdentity.shortName,
  schoolIdentity.abbreviation,
  'CBSE',
  'PDF',
];
const addresses = /[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+/g;

/**
 * The runs of three or more Latin letters in the page's text that is not marked English: on a
 * Hindi page, interface text still in English. Text inside an element whose nearest `lang` is
 * "en" (what staff wrote and has no Hindi yet, decision 0025) is left out, and so are scripts,
 * styles and what neither eyes nor screen readers get (hidden, aria-hidden: the bots' trap field);
 * visually hidden text is read aloud, so it counts. `within` narrows the walk to part of the page.
 */
export async function untranslatedText(page: Page, within = 'body'): Promise<string[]> {
  const texts = await page.locator(within).evaluate((body) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const skipped = 'script, style, noscript, template, [hidden], [aria-hidden="true"]';
      if (!parent || parent.closest(skipped)) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') === 'en') continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    return found;
  });
  return texts.filter((text) => {
    let rest = text.replace(addresses, ' ');
    for (const word of allowed) rest = rest.split(word).join(' ');
    return /[A-Za-z]{3,}/.test(rest);
  });
}
