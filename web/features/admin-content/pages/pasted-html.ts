/**
 * Shapes HTML pasted from Word or Google Docs before the editor reads it (headings,
 * lists, bold and links stay). The editor's schema already drops what it cannot hold (styles,
 * fonts, colours, images); this maps what it would otherwise lose:
 * - headings of any level onto the two the page model has (h1-h3 -> h3, h4-h6 -> h4);
 * - Word's lists, which are paragraphs styled `mso-list` with the bullet or number as text,
 *   onto real lists (nested levels become one level).
 */
export function shapePastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const heading of document.body.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(heading.tagName[1]) <= 3 ? 'h3' : 'h4';
    if (heading.tagName.toLowerCase() !== level) heading.replaceWith(renamed(heading, level));
  }
  for (const item of document.body.querySelectorAll('p[style*="mso-list"]')) {
    if (item.isConnected) wordList(item);
  }
  return document.body.innerHTML;
}

function renamed(element: Element, tagName: string): Element {
  const replacement = element.ownerDocument.createElement(tagName);
  replacement.append(...element.childNodes);
  return replacement;
}

/**
 * Which Word list a paragraph belongs to (`mso-list:l0 level1 lfo1` -> `l0`), if any. From the
 * attribute, not element.style: browsers drop the unknown `mso-list` property from it.
 */
function wordListOf(element: Element | null): string | undefined {
  if (element?.tagName !== 'P') return undefined;
  return /mso-list:\s*(l\d+)/i.exec(element.getAttribute('style') ?? '')?.[1];
}

/** The bullet or number Word writes as text in front of each item, in a span it marks Ignore. */
function markerOf(item: Element): Element | undefined {
  return [...item.querySelectorAll('span')].find((span) =>
    /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''),
  );
}

/** Replaces the run of paragraphs of one Word list that starts at `first` with a <ul> or <ol>. */
function wordList(first: Element): void {
  const id = wordListOf(first);
  if (id === undefined) return;
  const marker = markerOf(first)?.textContent?.trim() ?? '';
  const list = first.ownerDocument.createElement(/^[\da-z]{1,3}[.)]$/i.test(marker) ? 'ol' : 'ul');
  first.before(list);
  let item: Element | null = first;
  while (item && wordListOf(item) === id) {
    const next: Element | null = item.nextElementSibling;
    markerOf(item)?.remove();
    list.append(renamed(item, 'li'));
    item.remove();
    item = next;
  }
}
