import { describe, expect, it } from 'vitest';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

// An emergency alert is on top of every public page, in the first HTML, until it expires or is
// withdrawn. Expiry needs no write: the page cache key names the alert shown, and the
// alert in force is worked out from the clock at each request (decision 0017). The app's clock
// runs ahead here to pass the expiry. Pages come from the web build (`npm run build`).
let ahead = 0;
const ctx = await buildTestApp({ clock: () => new Date(Date.now() + ahead) });
const editor = { username: 'alerts-editor', password: 'alerts-editor-pw-1' };
await createAdminsRepository(ctx.db).create(editor.username, editor.password, 'editor');

const post = async (payload: object, headers?: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/alerts',
    payload,
    headers: headers ?? (await ctx.authHeader()),
  });
const html = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;

describe('an emergency alert’s life', () => {
  it('refuses an expiry in the past, naming the field, and is for administrators only', async () => {
    const past = await post({
      message: 'Too late',
      severity: 'info',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ errors: [{ field: 'expiresAt' }] });
    const asEditor = await post(
      {
        message: 'Not mine to post',
        severity: 'info',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      },
      { authorization: `Bearer ${await ctx.login(editor.username, editor.password)}` },
    );
    expect(asEditor.statusCode).toBe(403);
  });

  it('leaves every page, cached or not, the moment it expires', async () => {
    const posted = await post({
      message: 'Water supply off until noon.',
      severity: 'warning',
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    expect(posted.statusCode).toBe(201);
    const { id } = posted.json<{ data: { id: string } }>().data;
    for (const url of ['/', '/news-events', '/contact']) {
      // Twice: the second answer comes from the page cache.
      for (let read = 0; read < 2; read += 1) {
        const page = await html(url);
        expect(page.indexOf(`data-alert-id="${id}"`), url).toBeGreaterThan(-1);
        expect(page.indexOf(`data-alert-id="${id}"`), url).toBeLessThan(page.indexOf('<main'));
      }
    }

    ahead = 11 * 60_000;
    for (const url of ['/', '/news-events', '/contact'])
      expect(await html(url), url).not.toContain('Water supply off until noon.');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/alerts/current' })).json()).toEqual({
      alert: null,
    });
  });

  it('speaks the Hindi page’s language: the Hindi message, else the English marked, under a Hindi label', async () => {
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const messageHi = 'भारी बारिश के कारण आज विद्यालय बंद है।';
    const posted = await post({
      message: 'School closed today because of heavy rain.',
      messageHi: `  ${messageHi} `,
      link: '/news-events',
      severity: 'critical',
      expiresAt: inTwoHours,
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ data: { messageHi } });
    // React separates the label from its colon by an empty comment.
    const banner = async (url: string) => {
      const page = (await html(url)).replaceAll('<!-- -->', '');
      return page.slice(
        page.indexOf('data-alert-id'),
        page.indexOf('</p>', page.indexOf('data-alert-id')),
      );
    };
    const hindi = await banner('/hi/contact');
    expect(hindi).toContain(`<strong>अत्यावश्यक:</strong> <span lang="hi">${messageHi}</span>`);
    expect(hindi).toContain('<a href="/hi/news-events">अधिक जानकारी</a>');
    const english = await banner('/contact');
    expect(english).toContain(
      '<strong>Urgent:</strong> <span>School closed today because of heavy rain.</span>',
    );
    expect(english).toContain('<a href="/news-events">More information</a>');

    // Without Hindi (sent empty, as the admin form does): the English, marked, on the Hindi pages.
    const english2 = await post({
      message: 'Buses leave at noon.',
      messageHi: '',
      severity: 'info',
      expiresAt: inTwoHours,
    });
    expect(english2.json<{ data: object }>().data).not.toHaveProperty('messageHi');
    expect(await banner('/hi')).toContain(
      '<strong>सूचना:</strong> <span lang="en">Buses leave at noon.</span>',
    );
  });
});
