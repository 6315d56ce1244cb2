import { describe, expect, it } from 'vitest';
import { demoSchool } from '#contracts/demo-school.ts';
import { createResponseCache } from '#server/cache/response-cache.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

// The pages name the school as its settings say (decision 0027): a save in Settings shows on
// every page at once, cached ones included, in both languages, in the HTML the server sends
// (what a visitor without JavaScript gets).

const cache = createResponseCache();
const ctx = await buildTestApp({ cache });

const sunrise = {
  name: 'Sunrise Public School',
  nameHi: 'सनराइज़ पब्लिक स्कूल',
  phones: ['+91 771 400 1234'],
  social: { instagram: 'https://www.instagram.com/sunrisepublic' },
  colours: { primary: '#1d4ed8' },
};

async function html(url: string): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/**
 * The parts every page shares: the head (title, colours, structured data) without the page's
 * description, which staff write, the header and the footer.
 */
function frameOf(page: string): string {
  const part = (pattern: RegExp) => pattern.exec(page)?.[0] ?? '';
  const frame = [
    part(/<html[^>]*>/),
    part(/<head>.*?<\/head>/s).replace(/<meta [^>]*description"[^>]*>/g, ''),
    part(/<header>.*?<\/header>/s),
    part(/<footer.*?<\/footer>/s),
  ];
  for (const piece of frame) expect(piece, 'page frame').not.toBe('');
  return frame.join('\n');
}

/** The English and the Hindi page of every address. */
const pages = ['/', '/contact', '/why-vvis'].flatMap((path) => [
  path,
  path === '/' ? '/hi' : `/hi${path}`,
]);

describe('a change in Settings', () => {
  it('shows at once on every page: name, phone, Instagram and main colour', async () => {
    // Rendered and cached with the demo school first.
    for (const url of pages) expect(frameOf(await html(url))).toContain(demoSchool.phones[0]);

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: await ctx.authHeader(),
      payload: sunrise,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const url of pages) {
      const page = await html(url);
      // What staff wrote on a page (and the home page's welcome, web/features/home) is theirs:
      // the frame is checked there, the whole contact page, which is all settings.
      const shown = url.endsWith('/contact') ? page : frameOf(page);
      const name = url.startsWith('/hi') ? sunrise.nameHi : sunrise.name;
      expect(frameOf(page), url).toContain(name);
      expect(frameOf(page), url).toContain(`href="tel:+917714001234"`);
      expect(frameOf(page), url).toContain(`href="${sunrise.social.instagram}"`);
      expect(frameOf(page), url).toContain(`--color-primary:${sunrise.colours.primary}`);
      for (const old of [
        demoSchool.name,
        demoSchool.nameHi,
        ...demoSchool.phones,
        demoSchool.colours.primary,
      ])
        expect(shown, url).not.toContain(old);
    }
  });

  it('says where the school is on the contact page, and hides what the office left empty', async () => {
    const headers = await ctx.authHeader();
    const emptied = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers,
      payload: {
        officeHours: 'Monday to Saturday, 8:00 AM to 2:00 PM',
        officeHoursHi: '',
        map: { embedUrl: '', linkUrl: '' },
        social: { instagram: '' },
      },
    });
    expect(emptied.statusCode, emptied.body).toBe(200);

    const english = await html('/contact');
    expect(english).toContain('Monday to Saturday, 8:00 AM to 2:00 PM');
    expect(english).not.toContain('<iframe');
    expect(english).not.toContain('Open the map in a larger view');
    expect(english).not.toContain('instagram.com');
    // No Hindi hours yet: the English ones, marked as English for screen readers.
    expect(await html('/hi/contact')).toContain(
      '<dd lang="en">Monday to Saturday, 8:00 AM to 2:00 PM</dd>',
    );
  });

  it('sends Apply Now to the contact page while the school has no admission form', async () => {
    const headers = await ctx.authHeader();
    const form = await ctx.app.inject({ method: 'GET', url: '/enquiry-form' });
    expect(form.headers.location).toBe(demoSchool.admissionUrl);

    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers,
      payload: { admissionUrl: '' },
    });
    for (const [url, contact] of [
      ['/enquiry-form', '/contact'],
      ['/hi/enquiry-form', '/hi/contact'],
    ]) {
      const answer = await ctx.app.inject({ method: 'GET', url: url! });
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe(contact);
    }
  });
});
