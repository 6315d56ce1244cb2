import { describe, expect, it } from 'vitest';
import { newPageInput } from '#contracts/content/pages.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);

describe('a page staff add', () => {
  it('is saved as a draft at the address staff chose, and is public only once published', async () => {
    const page = newPageInput('annual-day-2026', 'Annual Day');
    const saved = await api.sendJson('POST', '/api/pages', page);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({ status: 'draft', published: null });
    expect((await api.get('/annual-day-2026')).statusCode).toBe(404);

    const published = await api.sendJson('POST', '/api/pages/annual-day-2026/publish', {});
    expect(published.statusCode, published.body).toBe(200);
    const shown = await api.get('/annual-day-2026');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Annual Day</h1>');

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/pages',
      headers: await ctx.authHeader(),
    });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ slug: 'annual-day-2026', status: 'published' }),
    );
  });

  it('is refused, with the address field named, where the site or another page answers', async () => {
    const siteAddress = 'This address is used by another part of the site.';
    for (const slug of ['contact', 'school-calendar', 'news']) {
      const refused = await api.sendJson('POST', '/api/pages', newPageInput(slug, 'Taken'));
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'slug', message: siteAddress }]);
    }
    // An existing page cannot move there either, nor onto another page's address.
    const draft = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/pages/withdrawal-policy',
        headers: await ctx.authHeader(),
      })
    ).json().draft;
    const { updatedAt: _at, updatedBy: _by, ...page } = draft;
    for (const [slug, message] of [
      ['contact', siteAddress],
      ['fee-structure', 'This address is already used by another page.'],
    ]) {
      const moved = await api.sendJson('PUT', '/api/pages/withdrawal-policy', { ...page, slug });
      expect(moved.statusCode, slug).toBe(400);
      expect(moved.json().errors).toEqual([{ field: 'slug', message }]);
    }
    // Nor is a new page saved over an existing one.
    const existing = await api.sendJson(
      'POST',
      '/api/pages',
      newPageInput('fee-structure', 'Fees'),
    );
    expect(existing.statusCode).toBe(400);
    expect(existing.json().errors).toEqual([
      { field: 'slug', message: 'This address is already used by another page.' },
    ]);
    expect((await api.get('/fee-structure')).body).toContain('Fee Structure');
  });

  it('is refused at any address the site answers itself, new or renamed, and under it', async () => {
    const reserved = [
      'admin',
      'api',
      'uploads',
      'assets',
      'sitemap',
      'share-cards',
      'subscriptions',
      '404',
      'favicon',
      'hi',
      // The admin's address for a new page is /admin/pages/new.
      'new',
    ];
    // Nested addresses are refused by the address's own rule (no slash) before this one.
    const slugError = { field: 'slug', message: expect.stringMatching(/^(This address|Address) /) };
    const draft = await api.draftOf('withdrawal-policy');
    for (const slug of [...reserved, 'admin/x', 'api/pages']) {
      const created = await api.sendJson('POST', '/api/pages', newPageInput(slug, 'Taken'));
      expect(created.statusCode, slug).toBe(400);
      expect(created.json().errors[0], slug).toEqual(slugError);
      const renamed = await api.sendJson('PUT', '/api/pages/withdrawal-policy', { ...draft, slug });
      expect(renamed.statusCode, slug).toBe(400);
      expect(renamed.json().errors[0], slug).toEqual(slugError);
    }
    for (const slug of reserved)
      expect(
        (await api.sendJson('POST', '/api/pages', newPageInput(slug, 'Taken'))).json().errors,
      ).toEqual([{ field: 'slug', message: 'This address is used by another part of the site.' }]);
    // The admin, the API and the files answer as before; a normal address still works.
    expect((await api.get('/api/pages')).statusCode).toBe(401);
    const normal = await api.sendJson(
      'POST',
      '/api/pages',
      newPageInput('admissions-2027', 'Open'),
    );
    expect(normal.statusCode, normal.body).toBe(201);
    const moved = await api.sendJson('PUT', '/api/pages/withdrawal-policy', {
      ...draft,
      slug: 'leaving-the-school',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('refuses a link to another site dressed as a page of this one, in a button or in rich text', async () => {
    const hero = (to: string) => ({ title: 'Fees', actions: [{ label: 'Pay', to }] });
    const richText = (href: string) => ({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Pay', marks: [{ type: 'link', attrs: { href } }] }],
        },
      ],
    });
    const draft = await api.draftOf('withdrawal-policy');
    const withLink = (href: string) => ({
      ...draft,
      sections: [
        {
          type: 'section',
          id: 'pay',
          title: 'Pay',
          blocks: [{ type: 'richText', doc: richText(href) }],
        },
      ],
    });
    for (const link of ['/\\evil.example', '/\t/evil.example', ' data:text/html,x']) {
      const created = await api.sendJson('POST', '/api/pages', {
        ...newPageInput('fees-online', 'Fees'),
        hero: hero(link),
      });
      expect(created.statusCode, link).toBe(400);
      expect(created.json().errors).toEqual([
        expect.objectContaining({ field: 'hero.actions.0.to' }),
      ]);
      const saved = await api.sendJson('PUT', '/api/pages/withdrawal-policy', withLink(link));
      expect(saved.statusCode, link).toBe(400);
      expect(saved.json().errors[0].field).toMatch(/^sections\.0\.blocks\.0\.doc\..*href$/);
    }
    // The same page with a link of this site saves.
    expect(
      (await api.sendJson('PUT', '/api/pages/withdrawal-policy', withLink('/fees'))).statusCode,
    ).toBe(200);
  });

  it('needs signed-in staff', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/pages',
      payload: newPageInput('sports-week', 'Sports week'),
    });
    expect(response.statusCode).toBe(401);
    expect((await api.get('/sports-week')).statusCode).toBe(404);
  });
});
