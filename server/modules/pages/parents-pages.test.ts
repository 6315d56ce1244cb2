import { describe, expect, it } from 'vitest';
import type { Block, PageInput } from '#contracts/content/pages.ts';
import { demoSchool } from '#contracts/demo-school.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';

// A school date inside academic year 2030-31, before 15 June: admissions are for 2031-32.
const ctx = await buildTestApp({
  clock: () => new Date('2031-02-10T06:00:00Z'),
  school: { ...demoSchool, retention: { applicationMonths: 7, messageMonths: 30 } },
});
const api = contentApi(ctx);

/** The page's HTML as text a reader sees: React's separators between text parts removed. */
async function publicText(slug: string): Promise<string> {
  const response = await api.get(`/${slug}`);
  expect(response.statusCode, slug).toBe(200);
  return response.body.replaceAll('<!-- -->', '');
}

async function publish(page: PageInput) {
  const saved = await api.sendJson('PUT', `/api/pages/${page.slug}`, page);
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await api.sendJson('POST', `/api/pages/${page.slug}/publish`, {});
  expect(published.statusCode, published.body).toBe(200);
}

type Standings = Extract<Block, { type: 'standings' }>;
const standingsOf = (page: PageInput) => page.sections[0]!.blocks[0] as Standings;

const movedPages = [
  ['guidelines-procedures', 'Admission Guidelines and Procedure'],
  ['parent-visiting-hours', 'Parent Visiting Hours'],
  ['house-system', 'House System'],
  ['school-uniform', 'School Uniform'],
  ['our-location', 'Our Location'],
  ['terms', 'Terms of Use'],
  ['policy', 'Privacy Policy'],
] as const;

describe('the parents and legal pages moved to the database', () => {
  it('are served from the database: a published change shows on each public page', async () => {
    for (const [slug, title] of movedPages) {
      const before = await publicText(slug);
      expect(before, slug).toContain(`>${title}</h1>`);
      expect(before, slug).toMatch(/Last updated\s*<time/);

      const draft = await api.draftOf(slug);
      const lead = `A sentence staff wrote for /${slug}.`;
      await publish({ ...draft, hero: { ...draft.hero, lead } });
      expect(await publicText(slug), slug).toContain(lead);
    }
  });

  it('rank the houses by the points staff publish, under the academic year they are for', async () => {
    const before = await publicText('house-system');
    // Seeded for the academic year of the school's date, every house on 0 points.
    expect(before).toContain('House points, academic year 2030-31</h3>');
    expect(before).not.toContain('2024-25</h3>');

    const page = await api.draftOf('house-system');
    const standings = standingsOf(page);
    const points: Record<string, number> = {
      'Rig Veda': 80,
      'Sam Veda': 120,
      'Yajur Veda': 80,
      'Atharva Veda': 15,
    };
    const updated: Standings = {
      ...standings,
      academicYear: '2031-32',
      entries: standings.entries.map((entry) => ({ ...entry, points: points[entry.name]! })),
    };
    await publish({
      ...page,
      sections: [{ ...page.sections[0]!, blocks: [updated] }, ...page.sections.slice(1)],
    });

    const after = await publicText('house-system');
    expect(after).toContain('House points, academic year 2031-32</h3>');
    const table = after.slice(after.indexOf('<table'), after.indexOf('</table>'));
    const rows = [...table.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
      row[1]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(rows).toEqual([
      'Rank House Points',
      '1st Sam Veda 290 students 120',
      '2nd Rig Veda 323 students 80',
      '2nd Yajur Veda 310 students 80',
      '4th Atharva Veda 277 students 15',
      // Every student in a house: the disclosure's 1,200 (server/modules/pages/seed/demo-school-facts.ts).
      'Total 1200 students 295',
    ]);
  });

  it('refuse standings for a year that is not two years in a row, naming the field', async () => {
    const page = await api.draftOf('house-system');
    const standings = standingsOf(page);
    for (const [change, message] of [
      [{ academicYear: '2031-33' }, 'Academic year must be two years in a row, like 2026-27.'],
      [{ entries: [{ ...standings.entries[0]!, points: -5 }] }, 'Points cannot be negative.'],
    ] as const) {
      const response = await api.sendJson('PUT', '/api/pages/house-system', {
        ...page,
        sections: [
          { ...page.sections[0]!, blocks: [{ ...standings, ...change }] },
          ...page.sections.slice(1),
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Section 1, block 1 (Standings): ${message}`);
    }
  });

  it('date the admission rules for the session whose registration is open', async () => {
    const page = await publicText('guidelines-procedures');
    expect(page).toContain('Registration for session 2031-32 takes about ten minutes');
    expect(page).toContain('Age on 31 March 2031');
    expect(page).toContain('1 April 2027 to 31 March 2028');
    expect(page).toContain('runs from 15 November 2030 to 15 June 2031');
  });

  it('state in the privacy policy the retention periods the school’s settings say', async () => {
    const page = await publicText('policy');
    expect(page).toContain('Contact messages: deleted automatically 30 months');
    expect(page).toContain(
      'with their CVs and the notes our staff made while reviewing them: deleted automatically 7 months',
    );
  });

  it('list the parts of a legal text with links to them, and link its e-mail addresses', async () => {
    const page = await publicText('terms');
    expect(page).toContain('<nav');
    expect(page).toContain('href="#governing-law">Governing law and jurisdiction</a>');
    expect(page).toContain('id="governing-law"');
    expect(page).toMatch(/<a href="mailto:office@[^"]+">office@/);
  });
});
