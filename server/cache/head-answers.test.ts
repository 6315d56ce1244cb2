import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makeJpeg } from '#server/test/fixtures/upload-files.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);

/** The headers a cache or a link checker decides by. */
const validators = ['etag', 'cache-control', 'content-type', 'vary'] as const;
const pick = (headers: Record<string, unknown>) =>
  Object.fromEntries(validators.map((name) => [name, headers[name]]));

describe('HEAD', () => {
  it('answers with the headers GET answers with, and no body, on every kind of public address', async () => {
    const news = await api.sendForm(
      'POST',
      '/api/latestnews',
      { title: 'Sports meet results', date: '2026-02-10' },
      { field: 'image', name: 'meet.jpg', bytes: await makeJpeg() },
    );
    expect(news.statusCode).toBe(201);
    const { slug, picture } = news.json().data as { slug: string; picture: { url: string } };

    for (const url of [
      '/feed.xml',
      '/calendar.ics',
      '/sitemap.xml',
      '/robots.txt',
      '/',
      '/hi',
      `/news/${slug}`,
      '/api/notices',
      picture.url,
    ]) {
      // Asked first and second, so both a freshly computed and a cached answer are compared.
      for (const order of [
        ['HEAD', 'GET'],
        ['GET', 'HEAD'],
      ] as const) {
        const answers: Record<string, Awaited<ReturnType<typeof ctx.app.inject>>> = {};
        for (const method of order) answers[method] = await ctx.app.inject({ method, url });
        const { GET: get, HEAD: head } = answers;
        expect(get!.statusCode, url).toBe(200);
        expect(head!.statusCode, `HEAD ${url}`).toBe(200);
        // robots.txt is a fixed text kept an hour by Cache-Control alone.
        if (url !== '/robots.txt')
          expect(get!.headers.etag, `${url}: GET has an ETag`).toBeTruthy();
        expect(get!.headers['cache-control'], `${url}: GET has Cache-Control`).toBeTruthy();
        expect(pick(head!.headers), `HEAD ${url} (${order.join(' then ')})`).toEqual(
          pick(get!.headers),
        );
        expect(head!.body, `HEAD ${url}`).toBe('');
      }
    }
  });
});
