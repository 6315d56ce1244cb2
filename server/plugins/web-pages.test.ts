import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newPageInput } from '#contracts/content/pages.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makeJpeg, makePdf } from '#server/test/fixtures/upload-files.ts';
import { webBuildDir } from '#server/test/web-build.ts';

const buildDir = webBuildDir();
const ctx = await buildTestApp({ buildDir });
const { app } = ctx;
const api = contentApi(ctx);
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/application\/(ld\+)?json/.test(attributes ?? ''))
    .map(([, , body]) => body ?? '');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

async function createNotice(title: string, withFile = true) {
  const file = withFile ? { field: 'file', name: 'ptm-circular.pdf', bytes: makePdf() } : undefined;
  const response = await api.sendForm(
    'POST',
    '/api/notices/add',
    { title, description: 'All parents are invited.', date: '2026-11-20' },
    file,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string; slug: string } }>().data;
}

describe('pages rendered on request', () => {
  it('hold the content in the first HTML, with a CSP that allows exactly their inline scripts', async () => {
    const news = await api.sendForm(
      'POST',
      '/api/latestnews',
      { title: 'Science fair winners announced', description: 'Well done.', date: '2026-11-10' },
      { field: 'image', name: 'fair.jpg', bytes: await makeJpeg(800, 500) },
    );
    expect(news.statusCode, news.body).toBe(201);
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Science fair winners announced');
    expect(response.body).toContain('href="/news/science-fair-winners-announced"');
    expect(response.body).not.toMatch(/>\s*Loading/i);

    const csp = String(response.headers['content-security-policy']);
    const scripts = inlineScripts(response.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(csp).toContain(sha256(script));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('carry their stylesheets inside the page and fetch their scripts only after the first paint', async () => {
    const html = (await get('/school-calendar')).body;
    expect(html).not.toContain('rel="stylesheet"');
    const inlined = [
      ...html.matchAll(/<style data-href="(\/assets\/[^"#]+\.css)#?">([^<]*)<\/style>/g),
    ];
    expect(inlined.length).toBeGreaterThan(1);
    for (const [, href, css] of inlined) expect(css).toBe((await get(href!)).body);
    // No preload or static import starts a fetch while the page is parsed: the hydration script
    // waits for the first contentful paint, then adds the preloads and imports the route modules.
    expect(html).not.toContain('rel="modulepreload"');
    const hydration = /<script type="module" async="">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(hydration).not.toMatch(/^\s*import\s/m);
    expect(hydration.indexOf('first-contentful-paint')).toBeLessThan(hydration.indexOf('import('));
    expect(hydration).toMatch(/"\/assets\/school-calendar-[^"]+\.js"/);
    expect(hydration).toContain('rel: "modulepreload"');
  });

  it('carry the stylesheets of the blocks they hold, which the router does not link, each once', async () => {
    const listed = JSON.parse((await get('/block-view-files.json')).body) as Record<
      string,
      string[]
    >;
    const ownStylesheet = (name: string) =>
      listed[name]!.find((file) => file.startsWith(`/assets/${name}-`) && file.endsWith('.css'));
    const html = (await get('/')).body;
    const views = /data-block-views="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    const inlined = [...html.matchAll(/<style data-href="(\/assets\/[^"#]+\.css)#?">/g)].map(
      (match) => match[1],
    );
    // The demo's home page holds slides, whose module has a stylesheet of its own.
    expect(views).toContain('slides-block');
    for (const name of views)
      for (const file of listed[name]!.filter((path) => path.endsWith('.css')))
        expect(inlined, `${name}: ${file}`).toContain(file);
    // The fee tables' styles are not on a page without one.
    expect(views).not.toContain('fee-blocks');
    expect(ownStylesheet('fee-blocks')).toBeDefined();
    expect(inlined).not.toContain(ownStylesheet('fee-blocks'));
    expect(new Set(inlined).size).toBe(inlined.length);
  });

  it('preload the Hindi catalogues with a Hindi page’s scripts, and never on an English page', async () => {
    const preloadsOf = async (url: string) =>
      JSON.parse(
        /for \(const href of (\[[^\]]*\])\)/.exec((await get(url)).body)?.[1] ?? '[]',
      ) as string[];
    const catalogues = expect.stringMatching(/^\/assets\/hindi-catalogues-[\w-]+\.js$/);
    expect(await preloadsOf('/hi')).toContainEqual(catalogues);
    expect(await preloadsOf('/hi/school-calendar')).toContainEqual(catalogues);
    expect(await preloadsOf('/')).not.toContainEqual(catalogues);
  });

  it('load no validation library on the pages every parent opens: zod stays with the forms', async () => {
    for (const url of ['/', '/hi', '/news', '/news-events', '/school-calendar']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(response.body)?.[1];
      expect(preloads, url).toBeDefined();
      // vite.config.ts gives zod its own chunk: it must not be among the page's scripts.
      expect(JSON.parse(preloads!) as string[], url).not.toContainEqual(
        expect.stringMatching(/\/assets\/zod-/),
      );
    }
  });

  it('answer a repeat from the cache: same ETag, 304 when the client has it, brotli when accepted', async () => {
    const first = await get('/gallery');
    const again = await get('/gallery?utm_source=whatsapp', { 'accept-encoding': 'gzip, br' });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const revalidated = await get('/gallery', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('give a new notice its own page with link-preview tags, list it, and drop both when it is deleted', async () => {
    const before = await get('/news-events');
    const notice = await createNotice('Parent-Teacher Meeting on Saturday');
    expect(notice.slug).toBe('parent-teacher-meeting-on-saturday');

    const page = await get(`/notices/${notice.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Parent-Teacher Meeting on Saturday<\/h1>/);
    expect(page.body).toContain(
      '<meta property="og:title" content="Parent-Teacher Meeting on Saturday | ',
    );
    expect(page.body).toContain(
      `<meta property="og:url" content="http://school.test/notices/${notice.slug}"/>`,
    );
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(page.body).toContain(
      `<link rel="canonical" href="http://school.test/notices/${notice.slug}"/>`,
    );
    expect(page.body).toMatch(/href="\/uploads\/[^"]+\.pdf\?v=1"/);
    expect(page.body).toContain('href="https://wa.me/?text=');

    const list = await get('/news-events');
    expect(list.headers.etag).not.toBe(before.headers.etag);
    expect(list.body).toContain(`href="/notices/${notice.slug}"`);

    const removed = await api.sendJson('DELETE', `/api/notices/${notice.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await get(`/notices/${notice.slug}`)).statusCode).toBe(404);
    expect((await get('/news-events')).body).not.toContain(`/notices/${notice.slug}`);
  });

  it('keep an address stable when the title changes, and redirect the old one when staff change it', async () => {
    const notice = await createNotice('Winter uniform', false);
    const fields = { description: 'From 1 December.', date: '2026-11-21' };
    const retitled = await api.sendForm('PUT', `/api/notices/${notice.id}`, {
      ...fields,
      title: 'Winter uniform from December',
    });
    expect(retitled.json().data.slug).toBe('winter-uniform');
    const moved = await api.sendForm('PUT', `/api/notices/${notice.id}`, {
      ...fields,
      title: 'Winter uniform from December',
      slug: 'winter-uniform-2026',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const old = await get('/notices/winter-uniform');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/notices/winter-uniform-2026');
    expect((await get('/notices/winter-uniform-2026')).statusCode).toBe(200);

    const other = await createNotice('Another notice', false);
    const taken = await api.sendForm('PUT', `/api/notices/${other.id}`, {
      ...fields,
      title: 'Another notice',
      slug: 'winter-uniform-2026',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([
      { field: 'slug', message: 'This address is already used by another item.' },
    ]);
  });

  it('mark the calendar days that have events, in the HTML of the month asked for', async () => {
    const created = await api.sendJson('POST', '/api/events', {
      title: 'Annual Sports Day',
      description: 'On the main ground.',
      date: '2027-01-15',
    });
    expect(created.statusCode).toBe(201);
    const month = await get('/school-calendar?month=2027-01');
    expect(month.body).toContain('Friday, 15th January 2027, has an event');
    const day = await get('/school-calendar?date=2027-01-15');
    expect(day.body).toContain('Annual Sports Day');
    expect((await get('/school-calendar?month=2027-13')).statusCode).toBe(404);
  });

  it('state in the privacy policy the retention periods the server deletes by', async () => {
    const policy = await get('/policy');
    expect(policy.body).toContain('Contact messages: deleted automatically 24 months');
    expect(policy.body).toContain(
      'Job applications, with their CVs and the notes our staff made while reviewing them: deleted automatically 12 months',
    );
  });

  it('answer unknown addresses and pages past the end with the 404 page', async () => {
    for (const url of [
      '/no-such-page',
      '/about/deeper',
      '/news/no-such-story',
      '/gallery?page=99',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Page not found');
      expect(response.body, url).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('render each page under /hi/ in Hindi, with its English content marked, cached apart from English', async () => {
    const english = await get('/withdrawal-policy');
    const hindi = await get('/hi/withdrawal-policy');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi"');
    expect(english.body).toContain('<html lang="en"');
    expect(hindi.body).toContain('<main id="main" tabindex="-1" lang="en">');
    expect(hindi.body).toContain('Withdrawal Policy');
    expect(hindi.body).toContain('मुख पृष्ठ');
    expect(english.body).not.toContain('मुख पृष्ठ');
    expect(hindi.body).toContain(
      '<link rel="canonical" href="http://school.test/hi/withdrawal-policy"/>',
    );
    expect(hindi.body).toContain(
      '<link rel="alternate" hrefLang="x-default" href="http://school.test/withdrawal-policy"/>',
    );
    // Both cached, each as itself.
    expect((await get('/hi/withdrawal-policy')).body).toContain('<html lang="hi"');
    expect((await get('/withdrawal-policy')).body).toContain('<html lang="en"');
    await createNotice('Hindi twin notice', false);
    const notice = await get('/hi/notices/hindi-twin-notice');
    expect(notice.statusCode).toBe(200);
    expect(notice.body).toContain('Hindi twin notice');
    const missing = await get('/hi/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('पृष्ठ नहीं मिला');
  });

  it("send an English page's data without the Hindi its Hindi twin shows", async () => {
    const news = await api.sendForm(
      'POST',
      '/api/latestnews',
      {
        title: 'Annual day rehearsal',
        titleHi: 'वार्षिकोत्सव का पूर्वाभ्यास',
        description: 'Costumes on Friday.',
        date: '2026-11-25',
      },
      { field: 'image', name: 'rehearsal.jpg', bytes: await makeJpeg(800, 500) },
    );
    expect(news.statusCode, news.body).toBe(201);
    // The menus (public-layout) and the home page's own data; the root's school keeps both
    // languages, as a language switch does not read it again (web/lib/english-answers.ts).
    const routes = '_routes=routes/public-layout,routes/public/home';
    const devanagari = /[\u0900-\u097F]/g;
    const english = (await get(`/_.data?${routes}`)).body;
    const hindi = (await get(`/hi.data?${routes}`)).body;
    expect(english).toContain('Annual day rehearsal');
    expect(english.match(devanagari)).toBeNull();
    expect(hindi).toContain('वार्षिकोत्सव का पूर्वाभ्यास');
    expect(hindi).toContain('हमारे बारे में');
    // The English page shows the same English as before, and the Hindi page its Hindi.
    expect((await get('/')).body).toContain('Annual day rehearsal');
    expect((await get('/hi')).body).toContain('वार्षिकोत्सव का पूर्वाभ्यास');
  });

  it('say once, in Hindi, near the top of a Hindi page that some of it is shown in English', async () => {
    const fallbackNotice = (html: string) => html.split(englishFallback).length - 1;
    const englishFallback = 'इस पृष्ठ का कुछ भाग अभी हिंदी में उपलब्ध नहीं है, इसलिए अंग्रेज़ी में दिखाया गया है।';
    // A page staff add without Hindi: the notice once, before its heading (in English, marked).
    expect(
      (await api.sendJson('POST', '/api/pages', newPageInput('sports-day', 'Sports Day')))
        .statusCode,
    ).toBe(201);
    expect((await api.sendJson('POST', '/api/pages/sports-day/publish', {})).statusCode).toBe(200);
    const page = (await get('/hi/sports-day')).body;
    expect(fallbackNotice(page)).toBe(1);
    expect(page.indexOf(englishFallback)).toBeLessThan(page.indexOf('<h1'));
    expect(page).toMatch(/<div lang="en"[^>]*>(<[^>]+>)*<h1[^>]*>Sports Day<\/h1>/);
    // An item without Hindi: the same, its title marked.
    await createNotice('Fallback notice', false);
    const item = (await get('/hi/notices/fallback-notice')).body;
    expect(fallbackNotice(item)).toBe(1);
    expect(item).toContain('lang="en">Fallback notice</h1>');
    // A page whose every part has its Hindi, and the English pages, say nothing of the kind.
    expect(fallbackNotice((await get('/hi/withdrawal-policy')).body)).toBe(0);
    expect((await get('/sports-day')).body).not.toContain('data-english-fallback');
  });

  it('answer a client navigation to an information page (its .data request), and 404 to an unknown one', async () => {
    const page = await get('/withdrawal-policy.data');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Withdrawal Policy');
    expect((await get('/no-such-page.data')).statusCode).toBe(404);
  });

  it('render the admin area only as its loading shell, never cached', async () => {
    for (const url of ['/admin-login', '/admin/dashboard']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect((await get('/admin/dashboard')).body).toContain('Checking your session');
  });

  it('redirect a trailing slash to the page, never to another site', async () => {
    const response = await get('/contact/');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/contact');
    const sneaky = await get('//evil.example/');
    expect(sneaky.headers.location).toBe('/evil.example');
  });

  it('cache hashed assets for a year', async () => {
    const asset = readdirSync(path.join(buildDir, 'client', 'assets')).find((name) =>
      name.endsWith('.js'),
    );
    const response = await get(`/assets/${asset}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('publish a sitemap of the pages and every item page, and a robots.txt that keeps crawlers out of /admin', async () => {
    await createNotice('Sitemap notice', false);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain('<loc>http://school.test/</loc>');
    expect(sitemap.body).toContain('<loc>http://school.test/contact</loc>');
    expect(sitemap.body).toContain('<loc>http://school.test/news</loc>');
    expect(sitemap.body).toMatch(
      /<loc>http:\/\/school\.test\/notices\/sitemap-notice<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/,
    );
    // Every page in Hindi too (decision 0025), items included.
    expect(sitemap.body).toContain('<loc>http://school.test/hi</loc>');
    expect(sitemap.body).toContain('<loc>http://school.test/hi/contact</loc>');
    expect(sitemap.body).toMatch(
      /<loc>http:\/\/school\.test\/hi\/notices\/sitemap-notice<\/loc><lastmod>/,
    );
    expect(sitemap.body).not.toContain('hi?');
    expect(sitemap.body).not.toContain('admin');
    expect(sitemap.body).not.toContain(':slug');
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: http://school.test/sitemap.xml');
  });
});
