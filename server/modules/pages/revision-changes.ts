import { isDeepStrictEqual } from 'node:util';
import type { Page } from '#contracts/content/pages.ts';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * What a revision changed compared with the one before it, for the revision list: sections
 * (matched by their id, which stays when a section is edited or moved) added, removed and
 * edited, then the other parts of the page, e.g. "2 sections edited, 1 added; title edited".
 * Worked out from the stored revisions when the list is read, so revisions kept before this
 * existed say it too. `after` is undefined when a stored revision no longer reads as a page.
 */
export function revisionChanges(before: Page | undefined, after: Page | undefined): string {
  if (!after) return 'What changed cannot be shown';
  if (!before) return `First version, ${count(after.sections.length, 'section')}`;
  const earlier = new Map(before.sections.map((section) => [section.id, section]));
  const later = new Set(after.sections.map((section) => section.id));
  const added = after.sections.filter((section) => !earlier.has(section.id)).length;
  const removed = before.sections.filter((section) => !later.has(section.id)).length;
  const edited = after.sections.filter((section) => {
    const was = earlier.get(section.id);
    return was && !isDeepStrictEqual(was, section);
  }).length;
  const kept = (sections: Page['sections']) =>
    sections.filter((section) => earlier.has(section.id) && later.has(section.id)).map((s) => s.id);
  const moved = !isDeepStrictEqual(kept(before.sections), kept(after.sections));

  const sectionCounts = (
    [
      [edited, 'edited'],
      [added, 'added'],
      [removed, 'removed'],
    ] as const
  )
    .filter(([n]) => n > 0)
    // "2 sections edited, 1 added": the first count names what is counted.
    .map(([n, what], index) => (index === 0 ? `${count(n, 'section')} ${what}` : `${n} ${what}`));
  const parts = [
    ...(sectionCounts.length ? [sectionCounts.join(', ')] : []),
    ...(moved ? ['sections moved'] : []),
  ];
  const others = [
    before.slug !== after.slug && 'address',
    (before.title !== after.title || before.description !== after.description) && 'title',
    !isDeepStrictEqual(before.hero, after.hero) && 'top of the page',
    !isDeepStrictEqual(before.cta, after.cta) && 'closing band',
    // The Hindi of the page itself (its sections' Hindi is compared with the sections).
    !isDeepStrictEqual(before.hi, after.hi) && 'Hindi',
  ].filter((part): part is string => Boolean(part));
  if (others.length)
    parts.push(
      `${others.length > 1 ? `${others.slice(0, -1).join(', ')} and ${others.at(-1)}` : others[0]} edited`,
    );
  if (!parts.length) return 'No change';
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
