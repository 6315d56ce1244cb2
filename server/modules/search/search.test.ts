import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '#contracts/search.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';
import { createLocalFileStorage } from '#server/storage/local-file-storage.ts';
import { createResponseCache } from '#server/cache/response-cache.ts';
import { searchedKinds } from '#server/modules/content/index.ts';
import { createSearchIndex, searchIndexName } from './search-index.ts';

// Site search through GET /api/search (docs/decisions/0028): the index follows every write, and
// nothing a visitor types reaches the engines as query syntax. Runs on SQLite, and on
// PostgreSQL when DATABASE_URL is set.

let now = new Date();
const cache = createResponseCache();
const ctx = await buildTestApp({ clock: () => now, cache });
const api = contentApi(ctx);
const hour = 3_600_000;
/** An instant as the admin form sends it: India time with its offset. */
const inIndia = (date: Date) =>
  new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19) + '+05:30';

let address = 0;
/** Each search from its own address: the per-address limit is tested on its own. */
async function search(query: string, from = `198.51.100.${(address++ % 200) + 1}`) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/search?${query}`,
    remoteAddress: from,
  });
  return response;
}
async function found(q: string, extra = ''): Promise<SearchAnswer> {
  const response = await search(`q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<SearchAnswer>();
}
const titles = async (q: string, extra = '') => (await found(q, extra)).results.map((r) => r.title);

async function notice(fields: Record<string, string>, pdfText?: string) {
  const created = await api.sendForm(
    'POST',
    '/api/notices/add',
    { date: '2026-11-20', description: '', ...fields },
    pdfText === undefined
      ? undefined
      : { field: 'file', name: 'circular.pdf', bytes: makePdf(pdfText) },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ data: { id: string; slug: string; circularNumber: string | null } }>().data;
}

describe('site search', () => {
  it('finds a circular by a word of its PDF, with its number, address and the word marked', async () => {
    const saved = await notice(
      { title: 'Circular for parents of classes 1 to 5' },
      'Winter uniform compulsory from 1 December',
    );
    const answer = await found('winter uniform', '&kind=notice');
    expect(answer.total).toBe(1);
    const [result] = answer.results;
    expect(result).toMatchObject({
      kind: 'notice',
      title: 'Circular for parents of classes 1 to 5',
      path: `/notices/${saved.slug}`,
      circularNumber: saved.circularNumber,
      scannedPdf: false,
      date: '2026-11-20',
    });
    expect(
      result!.snippet.filter((part) => part.marked).map((part) => part.text.toLowerCase()),
    ).toEqual(['winter', 'uniform']);
    // A beginning of a word is enough, and the Hindi site links the Hindi page.
    expect(await titles('unifo', '&kind=notice')).toEqual([
      'Circular for parents of classes 1 to 5',
    ]);
    expect((await found('winter', '&lang=hi&kind=notice')).results[0]!.path).toBe(
      `/hi/notices/${saved.slug}`,
    );
  });

  it('finds a scanned PDF by its title and says it had no text', async () => {
    await notice({ title: 'Admission form scanned' }, '');
    const [result] = (await found('admission scanned')).results;
    expect(result).toMatchObject({ title: 'Admission form scanned', scannedPdf: true });
  });

  it('follows unpublish, trash and restore', async () => {
    const saved = await notice({
      title: 'Sports day kit list',
      description: 'Bring white canvas shoes',
    });
    expect(await titles('canvas')).toEqual(['Sports day kit list']);

    const offline = await api.sendForm('PUT', `/api/notices/${saved.id}`, {
      title: 'Sports day kit list',
      description: 'Bring white canvas shoes',
      date: '2026-11-20',
      unpublishAt: inIndia(new Date(Date.now() - hour)),
    });
    expect(offline.statusCode, offline.body).toBe(200);
    expect(await titles('canvas')).toEqual([]);

    const again = await api.sendForm('PUT', `/api/notices/${saved.id}`, {
      title: 'Sports day kit list',
      description: 'Bring white canvas shoes',
      date: '2026-11-20',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await titles('canvas')).toEqual(['Sports day kit list']);

    expect((await api.sendJson('DELETE', `/api/notices/${saved.id}`)).statusCode).toBeLessThan(300);
    expect(await titles('canvas')).toEqual([]);
    const trash = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/trash',
      headers: await ctx.authHeader(),
    });
    const entry = trash
      .json<Array<{ id: string; title: string }>>()
      .find((e) => e.title === 'Sports day kit list');
    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/trash/${entry!.id}/restore`,
      headers: await ctx.authHeader(),
    });
    expect(restored.statusCode, restored.body).toBeLessThan(300);
    expect(await titles('canvas')).toEqual(['Sports day kit list']);
  });

  it('finds a Hindi word, on either site, and a Hindi information page', async () => {
    await notice({
      title: 'Fee deposit dates',
      description: 'Pay the second quarter fee by 10 December.',
      titleHi: 'शुल्क जमा करने की तिथियाँ',
      descriptionHi: 'दूसरी तिमाही का शुल्क 10 दिसंबर तक जमा करें।',
    });
    const answer = await found('शुल्क', '&lang=hi&kind=notice');
    expect(answer.results[0]).toMatchObject({ title: 'शुल्क जमा करने की तिथियाँ', language: 'hi' });
    expect(answer.results[0]!.path).toMatch(/^\/hi\/notices\//);
    // One result a record: its English document is not listed beside it.
    expect(answer.results.filter((r) => r.title === 'Fee deposit dates')).toEqual([]);
    // The English site lists the English document when both match.
    expect(await titles('fee deposit')).toContain('Fee deposit dates');
    // The seeded fee page has Hindi: its Hindi document is found, linked on the Hindi site.
    const pages = await found('शुल्क', '&lang=hi&kind=page');
    expect(pages.results.length).toBeGreaterThan(0);
    expect(pages.results[0]).toMatchObject({
      language: 'hi',
      path: expect.stringMatching(/^\/hi\//),
    });
  });

  it('finds a misspelt word through the closest spelling the index knows', async () => {
    await notice({
      title: 'Annual examination quadrangle',
      description: 'Examinations begin in March',
    });
    const answer = await found('quadrangel');
    expect(answer.correctedQuery).toBe('quadrangle');
    expect(answer.results.map((r) => r.title)).toEqual(['Annual examination quadrangle']);
  });

  it('never finds drafts, or scheduled items before their time', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: await ctx.authHeader(),
      payload: {
        slug: 'draft-hostel',
        title: 'Hostel zebracrossing',
        description: 'Hostel',
        hero: { title: 'Hostel zebracrossing' },
        sections: [],
      },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    expect(await titles('zebracrossing')).toEqual([]);

    const at = new Date(Math.ceil((Date.now() + 2 * hour) / 1000) * 1000);
    await notice({ title: 'Quiz marigold results', publishAt: inIndia(at) });
    expect(await titles('marigold')).toEqual([]);
    // Its time is filtered at query time: no write is needed for it to appear.
    now = new Date(at.getTime() + 1000);
    try {
      expect(await titles('marigold')).toEqual(['Quiz marigold results']);
    } finally {
      now = new Date();
    }
  });

  it('finds the words of published information pages', async () => {
    const answer = await found('uniform', '&kind=page');
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.every((r) => r.kind === 'page')).toBe(true);
  });

  it('filters by academic year, offering the years of the matches', async () => {
    await notice({ title: 'Old lantern circular', date: '2025-01-10' });
    expect(await titles('lantern', '&year=2024')).toEqual(['Old lantern circular']);
    expect(await titles('lantern', '&year=2026')).toEqual([]);
    expect((await found('lantern')).years).toEqual([2024]);
    await notice({ title: 'New lantern circular', date: '2026-11-20' });
    // Newest first, and every year of the matches while one year is chosen.
    expect((await found('lantern')).years).toEqual([2026, 2024]);
    expect((await found('lantern', '&year=2024')).years).toEqual([2026, 2024]);
  });

  it('reports the real total on a page past the end, with no other spelling', async () => {
    const answer = await found('lantern', '&page=3');
    expect(answer).toMatchObject({ total: 2, pageCount: 1, correctedQuery: null, results: [] });
    expect(answer.moreThanTotal).toBe(false);
  });

  it('links a holiday to its day on the calendar', async () => {
    const created = await api.sendJson('POST', '/api/leaves/apply', {
      title: 'Guru Nanak Jayanti periwinkle',
      description: '',
      date: '2026-11-24',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await found('periwinkle')).results[0]!.path).toBe('/school-calendar?date=2026-11-24');
    expect((await found('periwinkle', '&lang=hi')).results[0]!.path).toBe(
      '/hi/school-calendar?date=2026-11-24',
    );
  });

  it('orders results of equal weight by title, as every copy of the site does', async () => {
    // Alike but for one-word titles: the same score and date. Their ids are drawn at random, so
    // ordering by id gave each database its own order.
    const names = ['Foxtrot', 'Alpha', 'Delta', 'Bravo', 'Echo', 'Charlie'];
    for (const title of names)
      await notice({ title, description: 'Wombat parade for every class.' });
    expect(await titles('wombat')).toEqual([...names].sort());
  });

  it('answers bad input with a message, never a 500', async () => {
    const empty = await found('');
    expect(empty).toMatchObject({ total: 0, results: [] });
    expect(empty.message).toBeTruthy();
    expect((await found('   "*:()')).message).toBeTruthy();

    const long = await search(`q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/200 characters/);
    expect(long.headers['cache-control']).toBe('no-store');

    for (const q of [
      '"winter',
      'winter*',
      'NEAR(winter uniform)',
      'title:winter',
      '-winter',
      'winter OR uniform',
      'winter AND',
      'winter) OR (',
      "'; DROP TABLE search_documents; --",
      'uniform शुल्क TCकी',
      '\\',
      '^winter',
      '\u0301\u094d',
    ]) {
      const response = await search(`q=${encodeURIComponent(q)}`);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    }
    expect(await titles('"winter uniform"')).toContain('Circular for parents of classes 1 to 5');
    for (const raw of [
      'q=%FF%FE',
      'q=%ED%A0%80',
      'q=%C0',
      'q=abc%',
      'page=0',
      'page=x',
      'kind=tc',
      'year=1',
    ]) {
      const response = await search(raw);
      expect(response.statusCode, `${raw}: ${response.body}`).toBeLessThan(500);
    }
    expect((await search('kind=tc')).statusCode).toBe(400);
  });

  it('reads a PDF stored before search into the records that show it, not a rebuild', async () => {
    await notice({ title: 'Old circular from before search' }, 'Annual gooseberry festival');
    const { notices, pdfTexts } = ctx.db.tables;
    const [row] = await ctx.db.read
      .select({ id: notices.id, fileId: notices.fileId, title: notices.title })
      .from(notices)
      .where(eq(notices.title, 'Old circular from before search'));
    // As a database from before search: the file's words were never read, and the index
    // holds the circular by its title only.
    await ctx.db.write((tx) => tx.delete(pdfTexts).where(eq(pdfTexts.fileId, row!.fileId!)));
    // Wired as the app's: its writes drop the answers kept (search-answer-cache.ts).
    const index = createSearchIndex(
      ctx.db,
      await createLocalFileStorage(path.join(ctx.dataDir, 'uploads')),
      searchedKinds,
      () => cache.invalidate([searchIndexName]),
    );
    await ctx.db.write((tx) => index.follow(tx, 'notices', row!.id));
    expect(await titles('gooseberry')).toEqual([]);

    expect(await index.readMissingPdfs()).toBe(1);
    expect(await titles('gooseberry')).toEqual(['Old circular from before search']);
    // Read once: a second start reads nothing again.
    expect(await index.readMissingPdfs()).toBe(0);
  });

  it('limits searches per address', async () => {
    const from = '203.0.113.77';
    let last = 0;
    for (let count = 0; count < 61; count += 1) last = (await search('q=winter', from)).statusCode;
    expect(last).toBe(429);
    expect((await search('q=winter', '203.0.113.78')).statusCode).toBe(200);
  });
});
