import { describe, expect, it } from 'vitest';
import type { PageInput } from '#contracts/content/pages.ts';
import { generalDefaults } from '#contracts/content/school-information.ts';
import { demoSchool } from '#contracts/demo-school.ts';
import { schoolPageSlugs } from '#contracts/school-profile.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);
const slugs = schoolPageSlugs(demoSchool);

/** The About Us pages of the default menus (contracts/default-menus.ts), each at its address. */
const aboutSlugs = [
  'our-school',
  slugs.overview,
  'our-mission',
  'our-vision',
  'director-message',
  'director-message_1',
  'principal-message',
  'value-education',
  'school-values',
  slugs.whyChooseUs,
  'accolades',
  'faculty',
  'epfuture',
];

async function saveAndPublish(slug: string, page: PageInput): Promise<void> {
  const saved = await api.sendJson('PUT', `/api/pages/${slug}`, page);
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await api.sendJson('POST', `/api/pages/${slug}/publish`, {});
  expect(published.statusCode, published.body).toBe(200);
}

async function setPrincipal(principalName: string): Promise<void> {
  const response = await api.sendJson('PUT', '/api/school-information/general', {
    ...generalDefaults(demoSchool),
    principalQualification: 'M.A., B.Ed.',
    principalName,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('About Us pages', () => {
  it('are served from the database: a published change to each page shows at its address', async () => {
    for (const slug of aboutSlugs) {
      const page = await api.draftOf(slug);
      const lead = `Edited by staff for /${slug}.`;
      await saveAndPublish(slug, { ...page, hero: { ...page.hero, lead } });
      const response = await api.get(`/${slug}`);
      expect(response.statusCode, slug).toBe(200);
      expect(response.body, slug).toContain(lead);
      expect(response.body, slug).toContain(page.hero.title.replace(/'/g, '&#x27;'));
    }
  });

  it('show a teacher whose name staff changed in the faculty grid', async () => {
    const page = await api.draftOf('faculty');
    const section = page.sections.find((each) => each.id === 'heads-of-department')!;
    const grid = section.blocks[0]!;
    if (grid.type !== 'people') throw new Error('the faculty section holds a people grid');
    const [first, ...others] = grid.people;
    // The grid carries its Hindi (names as written, roles in Hindi): staff rename in both.
    const hindi = grid.hi as { people: Array<{ name: string; role: string }> };
    const [firstHi, ...othersHi] = hindi.people;
    const renamed = {
      ...grid,
      people: [{ ...first!, name: 'Ms. Farida Qureshi' }, ...others],
      hi: { ...hindi, people: [{ ...firstHi!, name: 'Ms. Farida Qureshi' }, ...othersHi] },
    };
    await saveAndPublish('faculty', {
      ...page,
      sections: page.sections.map((each) =>
        each === section ? { ...each, blocks: [renamed] } : each,
      ),
    });
    const body = (await api.get('/faculty')).body;
    expect(body).toContain('Ms. Farida Qureshi');
    expect(body).not.toContain(first!.name);
    expect((await api.get('/hi/faculty')).body).toContain('Ms. Farida Qureshi');
  });

  it('name the Principal from School information on the letter and on the home page', async () => {
    // Until staff give the name, the letter is signed by the role: no one's name, and never
    // the demo school's Principal.
    const unnamed = (await api.get('/principal-message')).body;
    expect(unnamed).toMatch(/>The Principal</);
    expect(unnamed).not.toContain('Meera Sharma');
    expect((await api.get('/')).body).not.toContain('Meera Sharma');

    await setPrincipal('Dr. Harpreet Kaur');
    for (const path of ['/principal-message', '/']) {
      const body = (await api.get(path)).body;
      expect(body, path).toContain('Dr. Harpreet Kaur');
      expect(body, path).not.toMatch(/>The Principal</);
    }
    // The home page quotes the letter's opening from its page.
    const letter = await api.draftOf('principal-message');
    const block = letter.sections[0]!.blocks[0]!;
    if (block.type !== 'letter') throw new Error('the Principal’s page opens with the letter');
    expect((await api.get('/')).body).toContain(block.paragraphs[1]);
  });

  it('refuses a letter no one signs, naming the block and the field', async () => {
    const page = await api.draftOf('director-message');
    const [first, ...rest] = page.sections;
    const [letter, ...blocks] = first!.blocks;
    const { role: _role, ...unsigned } = letter as Extract<typeof letter, { type: 'letter' }>;
    const response = await api.sendJson('PUT', '/api/pages/director-message', {
      ...page,
      sections: [{ ...first!, blocks: [unsigned, ...blocks] }, ...rest],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      field: 'sections.0.blocks.0.role',
      message:
        'Section 1, block 1 (Letter): Letter: the role of who signs is required unless the Principal signs.',
    });
  });

  it('have no Download Brochure button while no brochure is stored', async () => {
    const body = (await api.get(`/${slugs.whyChooseUs}`)).body;
    expect(body).toContain('Schedule a Visit');
    expect(body).not.toContain('Download Brochure');
  });
});
