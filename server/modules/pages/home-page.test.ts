import { describe, expect, it } from 'vitest';
import type { PageInput, PageVersions } from '#contracts/content/pages.ts';
import { demoSchool } from '#contracts/demo-school.ts';
import { createResponseCache } from '#server/cache/response-cache.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';

// The home page is the page `home` of the one page model (decision 0018): staff edit it through
// the pages API like any page, the public reads it at / and /hi, and nowhere else.

const cache = createResponseCache();
const ctx = await buildTestApp({ cache });
const api = contentApi(ctx);

async function html(url: string): Promise<string> {
  const response = await api.get(url);
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

async function saveAndPublish(page: PageInput) {
  const saved = await api.sendJson('PUT', '/api/pages/home', page);
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await api.sendJson('POST', '/api/pages/home/publish', {});
  expect(published.statusCode, published.body).toBe(200);
}

type SlidesBlock = Extract<PageInput['sections'][number]['blocks'][number], { type: 'slides' }>;
const slidesOf = (page: PageInput) =>
  page.sections.flatMap((section) => section.blocks).find((block) => block.type === 'slides') as
    SlidesBlock | undefined;

describe('the home page', () => {
  it('is a published page of the pages API, named home, shown at /', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/pages/home',
      headers: await ctx.authHeader(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const versions = response.json<PageVersions>();
    expect(versions.status).toBe('published');
    expect(versions.draft.slug).toBe('home');
    // The name is the settings': the page holds none.
    expect(JSON.stringify(versions.draft)).not.toContain(demoSchool.name);

    const english = await html('/');
    expect(english).toMatch(new RegExp(`<h1>Welcome to ${demoSchool.name}</h1>`));
    expect(english).toContain('Modern Secure and Safe Infrastructure');
    expect(english).toContain('id="latest-news"');
    const hindi = await html('/hi');
    expect(hindi).toContain(`<h1>${demoSchool.nameHi} में आपका स्वागत है</h1>`);
    expect(hindi).toContain('आधुनिक, सुरक्षित और संरक्षित भवन');
  });

  it('shows a changed first caption at / and /hi once published, not before', async () => {
    // Both are cached before the change.
    await html('/');
    await html('/hi');
    const page = await api.draftOf('home');
    const slides = slidesOf(page)!;
    const hindi = slides.hi as { slides: Array<{ caption: string }> };
    const [first, ...rest] = slides.slides;
    const [firstHi, ...restHi] = hindi.slides;
    const changed: SlidesBlock = {
      ...slides,
      slides: [{ ...first!, caption: 'Our new science block' }, ...rest],
      hi: { ...hindi, slides: [{ ...firstHi!, caption: 'हमारा नया विज्ञान भवन' }, ...restHi] },
    };
    const edited: PageInput = {
      ...page,
      sections: page.sections.map((section) => ({
        ...section,
        blocks: section.blocks.map((block) => (block === slides ? changed : block)),
      })),
    };
    const saved = await api.sendJson('PUT', '/api/pages/home', edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await html('/')).not.toContain('Our new science block');

    const published = await api.sendJson('POST', '/api/pages/home/publish', {});
    expect(published.statusCode, published.body).toBe(200);
    const english = await html('/');
    expect(english).toContain('Our new science block');
    expect(english).not.toContain('Modern Secure and Safe Infrastructure');
    const hindiPage = await html('/hi');
    expect(hindiPage).toContain('हमारा नया विज्ञान भवन');
    expect(hindiPage).not.toContain('आधुनिक, सुरक्षित और संरक्षित भवन');
  });

  it('loses a live band staff remove, and shows bands in the order staff give', async () => {
    const page = await api.draftOf('home');
    expect(await html('/')).toContain('id="calendar"');
    const withoutCalendar = page.sections.filter((section) => section.id !== 'calendar');
    await saveAndPublish({ ...page, sections: [...withoutCalendar].reverse() });
    const body = await html('/');
    expect(body).not.toContain('id="calendar"');
    expect(body.indexOf('id="gallery"')).toBeLessThan(body.indexOf('id="latest-news"'));
    await saveAndPublish(page);
    expect(await html('/')).toContain('id="calendar"');
  });

  it('names the school as its settings do, after a change of name', async () => {
    const rename = async (name: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { name },
        headers: { ...(await ctx.authHeader()), 'content-type': 'application/json' },
      });
    expect((await rename('Sunrise Public School')).statusCode).toBe(200);
    const body = await html('/');
    expect(body).toContain('<h1>Welcome to Sunrise Public School</h1>');
    expect(body).toMatch(/<meta name="description" content="Sunrise Public School is a /);
    expect((await rename(demoSchool.name)).statusCode).toBe(200);
  });

  it('has no second address: /home and /hi/home lead to / and /hi', async () => {
    for (const [from, to] of [
      ['/home', '/'],
      ['/hi/home', '/hi'],
    ] as const) {
      const response = await api.get(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location).toBe(to);
    }
    const sitemap = await html('/sitemap.xml');
    expect(sitemap).not.toMatch(/<loc>[^<]*\/home<\/loc>/);
    expect(sitemap).toContain('<loc>http://school.test/</loc>');
  });

  it('keeps its address and stays online', async () => {
    const page = await api.draftOf('home');
    const moved = await api.sendJson('PUT', '/api/pages/home', { ...page, slug: 'welcome' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors[0]).toEqual({
      field: 'slug',
      message: 'The home page keeps its address: it is the front page of the site, at /.',
    });
    const offline = await api.sendJson('POST', '/api/pages/home/unpublish', {});
    expect(offline.statusCode).toBe(400);
    expect((await api.get('/')).statusCode).toBe(200);
  });

  it('keeps the live bands to the home page', async () => {
    const page = await api.draftOf('our-school');
    const response = await api.sendJson('PUT', '/api/pages/our-school', {
      ...page,
      sections: [
        ...page.sections,
        { type: 'section', id: 'news', title: 'News', blocks: [{ type: 'latestNews' }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `Section ${page.sections.length + 1}, block 1 (Latest news): Latest news shows on the home page only.`,
    );
  });
});
