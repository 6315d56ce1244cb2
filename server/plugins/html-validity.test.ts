import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '#server/demo/seed-demo-content.ts';
import { demoTcs, seedDemoTcs } from '#server/demo/seed-demo-tcs.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { htmlErrors, javaAvailable } from '#server/test/nu-html-checker.ts';
import { isAdminPath } from './page-url.ts';

// Every page as an independent client reads it must be valid HTML: the Nu HTML checker (the W3C
// validator, node_modules/vnu-jar) finds no error on any of them. Warnings are allowed.
const hasJava = javaAvailable();
if (!hasJava)
  console.warn('html-validity: `java` is missing, so the Nu HTML checker is skipped (CI has it).');

const ctx = hasJava ? await buildTestApp() : undefined;
const silent = { info: () => {} } as never;

/**
 * Every page the sitemap lists (both languages) but only one item page of each kind, the pages it
 * leaves out, the admin screens, and the answers of forms.
 */
async function pagesToCheck(): Promise<string[]> {
  const { app } = ctx!;
  const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
    (match) => match[1]!,
  );
  // One item page of each kind in each language: they share their page's components.
  const itemPage = /^(\/hi)?\/(news|notices|events|gallery)\/[^/]+$/;
  const items = new Map<string, string>();
  for (const url of listed.filter((url) => itemPage.test(url))) {
    const kind = url.replace(/\/[^/]+$/, '');
    if (!items.has(kind)) items.set(kind, url);
  }
  const pages = listed.filter((url) => !itemPage.test(url));
  const admin = app.routeTable
    .filter((route) => route.method === 'GET' && isAdminPath(route.url))
    .map((route) => route.url)
    .filter((url) => !url.includes(':') && !url.includes('*'));
  const others = [
    ...['/forgot-password', '/school-notifications'].flatMap((url) => [url, `/hi${url}`]),
    // A form's answer without scripts (the online application) and a missing page.
    '/careers?apply=online',
    '/contact?sent',
    '/no-such-page',
    '/hi/no-such-page',
  ];
  return [...new Set([...pages, ...items.values(), ...admin, ...others])];
}

/**
 * Forms POSTed to their pages without scripts (decision 0026): the TC verification, a certificate
 * found or not, and forms refused, their problems beside the fields.
 */
function formAnswers(): Array<{ url: string; fields: Record<string, string> }> {
  const tc = demoTcs[0];
  return [
    { url: '/view-issued-tcs', fields: { number: 'VVIS/TC/2025-26/001', dob: tc.dob } },
    { url: '/hi/view-issued-tcs', fields: { number: 'nothing', dob: '2000-01-01' } },
    { url: '/contact', fields: { firstName: 'Asha', email: 'not-an-email' } },
    { url: '/hi/subscribe', fields: { email: 'not-an-email' } },
    { url: '/careers', fields: { fullName: 'Ravi', phone: 'x' } },
  ];
}

describe.skipIf(!hasJava)('every page', () => {
  it(
    'is valid HTML for the Nu HTML checker, in English and in Hindi',
    { timeout: 600_000 },
    async () => {
      const { app } = ctx!;
      const now = new Date('2025-11-20T06:00:00Z');
      await seedDemoContent(app.content, silent, now);
      await seedDemoTcs(app.transferCertificates, silent, now);
      const paths = await pagesToCheck();
      for (const kind of ['news', 'notices', 'events', 'gallery'])
        for (const prefix of ['', '/hi'])
          expect(
            paths.some((url) => url.startsWith(`${prefix}/${kind}/`)),
            `${prefix}/${kind}/`,
          ).toBe(true);
      expect(paths).toEqual(expect.arrayContaining(['/', '/hi', '/contact', '/admin-login']));

      const pages = new Map<string, string>();
      for (const url of paths) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        pages.set(url, response.body);
      }
      for (const { url, fields } of formAnswers()) {
        const response = await app.inject({
          method: 'POST',
          url,
          payload: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        pages.set(`POST ${url}`, response.body);
      }
      expect(htmlErrors(pages)).toEqual([]);
    },
  );
});
