import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publicUrlPlaceholder } from '#contracts/site-url.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { fakeBuild, inlineScript } from '../test/fixtures/fake-build.ts';

const { app } = await buildTestApp({ buildDir: fakeBuild() });

describe('pre-rendered pages', () => {
  it('serve HTML with a CSP that allows exactly the inline scripts by hash', async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('replace the placeholder origin with PUBLIC_URL', async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    expect(response.body).toContain('<link rel="canonical" href="http://school.test/about"/>');
    expect(response.body).not.toContain(publicUrlPlaceholder);
  });

  it('answer brotli when accepted and 304 for a known ETag', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Home</h1>');
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('cache hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answer unknown paths with the 404 page and status 404', async () => {
    for (const url of [
      '/no-such-page',
      '/about/deeper',
      '/../../etc/passwd',
      '/about/index.html',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Page not found');
    }
  });

  it('give admin paths the client shell', async () => {
    for (const url of ['/admin-login', '/admin/dashboard']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Loading</h1>');
    }
  });

  it('redirect a trailing slash to the canonical path', async () => {
    const response = await app.inject({ method: 'GET', url: '/about/' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about');
  });

  it('publish a sitemap of the pages and a robots.txt that keeps crawlers out of /admin', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>http://school.test/</loc>');
    expect(sitemap.body).toContain('<loc>http://school.test/about</loc>');
    expect(sitemap.body).not.toContain('404');
    expect(sitemap.body).not.toContain('fallback');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: http://school.test/sitemap.xml');
  });
});
