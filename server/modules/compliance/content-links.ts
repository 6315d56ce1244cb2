import type { ComplianceTab } from '#contracts/compliance.ts';
import { menuListLabels, type MenuItem, type Menus } from '#contracts/menus.ts';
import type { Page } from '#contracts/content/pages.ts';
import type { ContentServices } from '#server/modules/content/index.ts';

/** A link staff wrote, and where: the item or page, the field, and the admin tab that edits it. */
export type ContentLink = { target: string; label: string; where: string; fixTab: ComplianceTab };

const quoted = (text: string) => `“${text}”`;

/**
 * Web addresses typed into plain text (descriptions, gallery posts): visitors copy them, so they
 * must open too. A trailing full stop or bracket belongs to the sentence, not the address.
 */
export function addressesInText(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"']+/gi)].map((match) =>
    match[0].replace(/[.,;:!?)\]]+$/, ''),
  );
}

type Found = { target: string; where: string };

/**
 * Every link inside a page's blocks, hero and closing band: rich text links, buttons, document
 * links and map addresses, each named by the section (or band) and the block it is in.
 */
export function linksInPage(page: Page): Found[] {
  const found: Found[] = [];
  const visit = (node: unknown, place: string): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, place));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.type === 'link' && typeof (record.attrs as { href?: unknown })?.href === 'string')
      found.push({ target: (record.attrs as { href: string }).href, where: `${place}, text link` });
    else if (typeof record.to === 'string' && typeof record.label === 'string')
      found.push({ target: record.to, where: `${place}, button ${quoted(record.label)}` });
    // A programme's "Learn More" (named by its title) and the visit banner's buttons.
    else if (typeof record.to === 'string')
      found.push({
        target: record.to,
        where: `${place}, ${typeof record.title === 'string' ? `link of ${quoted(record.title)}` : 'link'}`,
      });
    else if (record.type === 'document' && typeof record.href === 'string')
      found.push({
        target: record.href,
        where: `${place}, document ${quoted(String(record.title))}`,
      });
    else if (record.type === 'map' && typeof record.embedUrl === 'string')
      found.push({
        target: record.embedUrl,
        where: `${place}, map ${quoted(String(record.title))}`,
      });
    for (const [key, value] of Object.entries(record))
      if (key !== 'attrs' && value && typeof value === 'object') visit(value, place);
  };
  visit(page.hero, 'hero');
  for (const section of page.sections) visit(section.blocks, `section ${quoted(section.title)}`);
  if (page.cta) visit(page.cta, 'closing band');
  return found;
}

/** The menus' visible links, each named by its list, group and label. */
export function linksInMenus(menus: Menus): Found[] {
  const items = (place: string, list: MenuItem[]) =>
    list
      .filter((item) => !item.hidden)
      .map((item) => ({ target: item.path, where: `${place}, link ${quoted(item.label)}` }));
  return [
    ...menus.header.flatMap((group) =>
      items(`${menuListLabels.header}, ${quoted(group.label)}`, group.items),
    ),
    ...items(menuListLabels.quickLinks, menus.quickLinks),
    ...menus.footer.flatMap((group) =>
      items(`${menuListLabels.footer}, ${quoted(group.label)}`, group.items),
    ),
    ...items(menuListLabels.legal, menus.legal),
  ];
}

/**
 * Every link in what staff write besides the disclosure: news, notices, events and gallery
 * posts (addresses in their text, their pictures and attachments), the published information
 * pages and the menus.
 */
export async function contentLinks(services: ContentServices): Promise<ContentLink[]> {
  const [news, notices, events, posts, summaries, menus] = await Promise.all([
    services.news.list(),
    services.notices.list(),
    services.events.list(),
    services.posts.list(),
    services.pages.list(),
    services.menus.read(),
  ]);
  const textLinks = (text: string, field: string): Found[] =>
    addressesInText(text).map((target) => ({ target, where: field }));
  const of = (label: string, fixTab: ComplianceTab, links: Found[]): ContentLink[] =>
    links.map((link) => ({ ...link, label, fixTab }));
  const pages = await Promise.all(
    summaries.map(async ({ slug }) => (await services.pages.get(slug)).published),
  );
  return [
    ...news.flatMap((item) =>
      of(`News ${quoted(item.title)}`, 'news', [
        ...textLinks(item.description, 'description'),
        { target: item.image, where: 'picture' },
      ]),
    ),
    ...notices.flatMap((item) =>
      of(`Circular ${quoted(item.title)}`, 'circulars', [
        ...textLinks(item.description, 'description'),
        ...(item.fileUrl ? [{ target: item.fileUrl, where: 'attachment' }] : []),
      ]),
    ),
    ...events.flatMap((item) =>
      of(`Event ${quoted(item.title)}`, 'calendar', textLinks(item.description, 'description')),
    ),
    ...posts.flatMap((item) =>
      of(`Gallery post ${quoted(item.title)}`, 'gallery', [
        ...textLinks(item.content, 'content'),
        ...(item.image ? [{ target: item.image.url, where: 'picture' }] : []),
      ]),
    ),
    ...pages.flatMap((page) =>
      page ? of(`Page ${quoted(page.title)} (/${page.slug})`, 'pages', linksInPage(page)) : [],
    ),
    ...of('Menus', 'menus', linksInMenus(menus)),
  ];
}
