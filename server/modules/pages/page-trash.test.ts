import { describe, expect, it } from 'vitest';
import { newPageInput, type PageVersions, type Revision } from '#contracts/content/pages.ts';
import type { Menus } from '#contracts/menus.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makeJpeg } from '#server/test/fixtures/upload-files.ts';

// Deleting a page staff added moves it to the trash with its draft, revisions and Hindi
// (page-trash.ts); the Trash tab restores it at its address, and the daily purge removes it.
const ctx = await buildTestApp();
const api = contentApi(ctx);
const dayMs = 24 * 60 * 60 * 1000;

async function staffGet<T>(url: string): Promise<{ statusCode: number; json: () => T }> {
  return ctx.app.inject({ method: 'GET', url, headers: await ctx.authHeader() });
}

type Entry = { id: string; kind: string; title: string };
const trashList = async () => (await staffGet<Entry[]>('/api/admin/trash')).json();
const restore = async (entryId: string) =>
  api.sendJson('POST', `/api/admin/trash/${entryId}/restore`);
const sitemap = async () => (await api.get('/sitemap.xml')).body;
const audited = async () =>
  (await ctx.db.read.select().from(ctx.db.tables.auditLog)).map(
    (entry) => `${entry.action} ${entry.entity}`,
  );

/** A page published twice (two revisions), then given a draft with Hindi not yet published. */
async function sportsDay(slug: string, title = 'Sports Day'): Promise<void> {
  expect((await api.sendJson('POST', '/api/pages', newPageInput(slug, title))).statusCode).toBe(
    201,
  );
  expect((await api.sendJson('POST', `/api/pages/${slug}/publish`, {})).statusCode).toBe(200);
  const draft = await api.draftOf(slug);
  const second = { ...draft, description: 'Races and relays on the big ground.' };
  expect((await api.sendJson('PUT', `/api/pages/${slug}`, second)).statusCode).toBe(200);
  expect((await api.sendJson('POST', `/api/pages/${slug}/publish`, {})).statusCode).toBe(200);
  const withHindi = { ...second, hi: { title: 'खेल दिवस' } };
  const saved = await api.sendJson('PUT', `/api/pages/${slug}`, withHindi);
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The menus with a footer link to `path` added to the first column. */
async function withFooterLink(path: string): Promise<void> {
  const menus = (await staffGet<Menus>('/api/menus')).json();
  const [first, ...rest] = menus.footer;
  const footer = [
    { ...first!, items: [...first!.items, { label: 'Sports Day', path, hidden: false }] },
    ...rest,
  ];
  const saved = await api.sendJson('PUT', '/api/menus', { ...menus, footer });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('a page in the trash', () => {
  it('answers 404, leaves the sitemap and the menus, and comes back whole at its address', async () => {
    await sportsDay('sports-day-2026');
    await withFooterLink('/sports-day-2026');
    const before = (await staffGet<PageVersions>('/api/pages/sports-day-2026')).json();
    const revisionsBefore = (
      await staffGet<Revision[]>('/api/pages/sports-day-2026/revisions')
    ).json();
    expect(revisionsBefore).toHaveLength(2);
    // Cached before the delete: the delete must drop these answers.
    expect((await api.get('/sports-day-2026')).statusCode).toBe(200);
    expect(await sitemap()).toContain('/sports-day-2026<');
    expect((await api.get('/contact')).body).toContain('href="/sports-day-2026"');

    const deleted = await api.sendJson('DELETE', '/api/pages/sports-day-2026');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api.get('/sports-day-2026')).statusCode).toBe(404);
    expect((await api.get('/hi/sports-day-2026')).statusCode).toBe(404);
    expect(await sitemap()).not.toContain('/sports-day-2026<');
    expect((await api.get('/contact')).body).not.toContain('href="/sports-day-2026"');
    expect((await staffGet('/api/pages/sports-day-2026')).statusCode).toBe(404);
    // The menus staff edit keep the link, to work again once the page is back.
    expect(JSON.stringify((await staffGet('/api/menus')).json())).toContain('/sports-day-2026');
    const entry = (await trashList()).find((e) => e.kind === 'pages');
    expect(entry).toMatchObject({ kind: 'pages', title: 'Sports Day' });

    const restored = await restore(entry!.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await trashList()).not.toContainEqual(expect.objectContaining({ id: entry!.id }));
    const after = (await staffGet<PageVersions>('/api/pages/sports-day-2026')).json();
    expect(after).toEqual(before);
    expect(after.status).toBe('draft changes');
    expect(after.draft.hi).toEqual({ title: 'खेल दिवस' });
    const revisionsAfter = (
      await staffGet<Revision[]>('/api/pages/sports-day-2026/revisions')
    ).json();
    expect(revisionsAfter).toEqual(revisionsBefore);
    expect((await api.get('/sports-day-2026')).body).toContain('Races and relays');
    expect(await sitemap()).toContain('/sports-day-2026<');
    expect((await api.get('/contact')).body).toContain('href="/sports-day-2026"');
    expect(await audited()).toEqual(expect.arrayContaining(['delete pages', 'restore pages']));
    expect((await restore(entry!.id)).statusCode).toBe(404);
  });

  it('keeps its earlier address, which redirects again once it is restored', async () => {
    await sportsDay('house-cup');
    const moved = { ...(await api.draftOf('house-cup')), slug: 'house-cup-2026' };
    expect((await api.sendJson('PUT', '/api/pages/house-cup', moved)).statusCode).toBe(200);
    expect((await api.sendJson('POST', '/api/pages/house-cup/publish', {})).statusCode).toBe(200);
    expect((await api.get('/house-cup')).statusCode).toBe(301);
    await api.sendJson('DELETE', '/api/pages/house-cup-2026');
    expect((await api.get('/house-cup')).statusCode).toBe(404);
    const entry = (await trashList()).find((e) => e.kind === 'pages')!;
    expect((await restore(entry.id)).statusCode).toBe(200);
    expect((await api.get('/house-cup')).statusCode).toBe(301);
    expect((await api.get('/house-cup-2026')).statusCode).toBe(200);
  });

  it('answers 409 when a new page took its address meanwhile', async () => {
    await sportsDay('science-fair', 'Science Fair');
    await api.sendJson('DELETE', '/api/pages/science-fair');
    const entry = (await trashList()).find((e) => e.title === 'Science Fair')!;
    const newer = await api.sendJson('POST', '/api/pages', newPageInput('science-fair', 'Fair'));
    expect(newer.statusCode).toBe(201);
    const refused = await restore(entry.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The page "Science Fair" cannot be restored: its address /science-fair is now used by another page or part of the site. Change that page\'s address first.',
    );
    expect((await trashList()).map((e) => e.id)).toContain(entry.id);
    // Once the new page is deleted too, the old one comes back.
    expect((await api.sendJson('DELETE', '/api/pages/science-fair')).statusCode).toBe(200);
    expect((await restore(entry.id)).statusCode).toBe(200);
    expect((await staffGet<PageVersions>('/api/pages/science-fair')).json().draft.title).toBe(
      'Science Fair',
    );
  });

  it('is removed for good after 30 days, and the media library file it showed stays', async () => {
    const uploaded = await api.sendForm(
      'POST',
      '/api/media',
      { altText: 'Buses at the gate' },
      { field: 'file', name: 'buses.jpg', bytes: await makeJpeg(800, 600) },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const picture: { id: string; url: string } = uploaded.json().data;
    await sportsDay('old-trip', 'Old Trip');
    const draft = await api.draftOf('old-trip');
    const hero = {
      ...draft.hero,
      image: { src: picture.url, alt: 'Buses at the gate', width: 800, height: 600 },
    };
    const withPicture = await api.sendJson('PUT', '/api/pages/old-trip', { ...draft, hero });
    expect(withPicture.statusCode, withPicture.body).toBe(200);
    await api.sendJson('DELETE', '/api/pages/old-trip');
    // In the trash, the page is named where the file is used; the file may still be deleted
    // after confirming, as when a live page links to it.
    const uses = await api.sendJson('DELETE', `/api/media/${picture.id}`);
    expect(uses.statusCode).toBe(409);
    expect(JSON.stringify(uses.json())).toContain('Page \\"Old Trip\\" (in the trash)');
    const files = await ctx.db.read.select().from(ctx.db.tables.files);
    const entry = (await trashList()).find((e) => e.title === 'Old Trip')!;
    expect(await ctx.app.trash.purgeDaily(new Date(Date.now() + 29 * dayMs))).toBe(0);
    expect(await ctx.app.trash.purgeDaily(new Date(Date.now() + 31 * dayMs))).toBeGreaterThan(0);
    expect((await trashList()).map((e) => e.id)).not.toContain(entry.id);
    expect((await restore(entry.id)).statusCode).toBe(404);
    expect((await api.get('/old-trip')).statusCode).toBe(404);
    const revisions = await ctx.db.read.select().from(ctx.db.tables.pageRevisions);
    expect(JSON.stringify(revisions)).not.toContain('Old Trip');
    // Media library files are shared: the purge deletes none.
    expect(await ctx.db.read.select().from(ctx.db.tables.files)).toEqual(files);
    expect((await api.get(picture.url)).statusCode).toBe(200);
    expect(await audited()).toContain('purge trash');
    // Its address is free for a new page.
    const again = await api.sendJson('POST', '/api/pages', newPageInput('old-trip', 'Trip'));
    expect(again.statusCode).toBe(201);
  });

  it('is only for pages staff added: the pages the site came with are unpublished instead', async () => {
    for (const [slug, message] of [
      ['home', 'The home page cannot be deleted: it is the front page of the site.'],
      [
        'fee-structure',
        'This page came with the website and cannot be deleted. Use Unpublish to take it off the site.',
      ],
    ]) {
      const refused = await api.sendJson('DELETE', `/api/pages/${slug}`);
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await api.get('/fee-structure')).statusCode).toBe(200);
    expect((await api.sendJson('DELETE', '/api/pages/no-such-page')).statusCode).toBe(404);
  });

  it('is deleted and restored by administrators and editors only', async () => {
    await sportsDay('staff-picnic', 'Staff Picnic');
    await createAdminsRepository(ctx.db).create('pages-editor', 'pages-editor-password', 'editor');
    await createAdminsRepository(ctx.db).create('pages-office', 'pages-office-password', 'office');
    const as = async (user: string) => ({
      authorization: `Bearer ${await ctx.login(user, `${user}-password`)}`,
    });
    const office = await as('pages-office');
    const editor = await as('pages-editor');
    const url = '/api/pages/staff-picnic';
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: office })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: editor })).statusCode).toBe(200);
    const entry = (await trashList()).find((e) => e.title === 'Staff Picnic')!;
    const restoreUrl = `/api/admin/trash/${entry.id}/restore`;
    const asOffice = await ctx.app.inject({ method: 'POST', url: restoreUrl, headers: office });
    expect(asOffice.statusCode).toBe(403);
    const asEditor = await ctx.app.inject({ method: 'POST', url: restoreUrl, headers: editor });
    expect(asEditor.statusCode).toBe(200);
    expect((await api.get('/staff-picnic')).statusCode).toBe(200);
  });

  it('keeps its address from the pages the site sets up at each start', async () => {
    await sportsDay('annual-report', 'Annual Report');
    await api.sendJson('DELETE', '/api/pages/annual-report');
    const entry = (await trashList()).find((e) => e.title === 'Annual Report')!;
    const shipped = { ...newPageInput('annual-report', 'Shipped'), title: 'Shipped' };
    expect(await ctx.app.content.pages.seed([shipped])).toBe(0);
    expect((await restore(entry.id)).statusCode).toBe(200);
  });
});
