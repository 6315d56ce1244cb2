import { describe, expect, it } from 'vitest';
import { newPageInput, type Page, type PageSection } from '#contracts/content/pages.ts';
import { revisionChanges } from './revision-changes.ts';

const section = (id: string, intro = ''): PageSection => ({
  type: 'section',
  id,
  title: id,
  intro,
  blocks: [{ type: 'heading', text: `About ${id}`, level: 2 }] as PageSection['blocks'],
});

const page = (sections: PageSection[], changes: Partial<Page> = {}): Page => ({
  ...newPageInput('fees', 'Fees'),
  updatedAt: '2026-11-27T10:00:00.000Z',
  updatedBy: 'clerk',
  sections,
  ...changes,
});

describe('what a revision changed', () => {
  it('counts sections edited, added and removed, matched by their id', () => {
    const before = page([section('a'), section('b'), section('c')]);
    const after = page([section('a', 'new'), section('b', 'new'), section('d')]);
    expect(revisionChanges(before, after)).toBe('2 sections edited, 1 added, 1 removed');
    expect(revisionChanges(before, page([...before.sections, section('e')]))).toBe(
      '1 section added',
    );
    expect(revisionChanges(before, page(before.sections.slice(1)))).toBe('1 section removed');
  });

  it('names the other parts of the page and sections moved', () => {
    const before = page([section('a'), section('b')]);
    expect(
      revisionChanges(
        before,
        page([section('b'), section('a')], {
          title: 'School fees',
          hero: { title: 'School fees' },
        }),
      ),
    ).toBe('Sections moved; title and top of the page edited');
    expect(
      revisionChanges(
        before,
        page([section('a', 'new'), section('b')], {
          slug: 'school-fees',
          cta: { title: 'Visit', text: 'Come.', actions: [{ label: 'Contact', to: '/contact' }] },
        }),
      ),
    ).toBe('1 section edited; address and closing band edited');
  });

  it('says first version, no change, and when a stored revision cannot be read', () => {
    const only = page([section('a'), section('b')]);
    expect(revisionChanges(undefined, only)).toBe('First version, 2 sections');
    // Who saved it and when do not count as a change.
    expect(revisionChanges(only, { ...only, updatedBy: 'other', updatedAt: 'later' })).toBe(
      'No change',
    );
    expect(revisionChanges(only, undefined)).toBe('What changed cannot be shown');
  });
});
