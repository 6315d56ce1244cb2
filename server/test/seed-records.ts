import { contentApi } from './content-api.ts';
import type { TestContext } from './build-test-app.ts';
import { makeJpeg, makePdf } from './fixtures/upload-files.ts';
import {
  applicationFields,
  contactPayload,
  postApplication,
  postContact,
} from './fixtures/submissions.ts';

/**
 * One record of every kind, written through the API, so fuzzed updates and deletes can name real
 * ids. The session used is logged out afterwards: the fuzz itself never holds a live token.
 */
export async function seedRecords(ctx: TestContext): Promise<void> {
  const api = contentApi(ctx);
  const auth = await ctx.authHeader();
  const pdf = { field: 'file', name: 'seed.pdf', bytes: makePdf() };
  const jpeg = { field: 'image', name: 'seed.jpg', bytes: await makeJpeg(64, 48) };
  const entry = { title: 'Seed', description: 'Seeded', date: '2025-06-01' };
  const json = (url: string) =>
    ctx.app.inject({ method: 'POST', url, payload: entry, headers: auth });
  const writes = [
    json('/api/events'),
    json('/api/leaves/apply'),
    api.sendForm('POST', '/api/notices/add', entry, pdf, auth),
    api.sendForm('POST', '/api/latestnews', entry, jpeg, auth),
    api.sendForm('POST', '/api/posts', { title: 'Seed', content: 'Seeded' }, jpeg, auth),
    api.sendForm(
      'POST',
      '/api/disclosure/addDisclosure',
      { title: 'Seed', type: 'results' },
      pdf,
      auth,
    ),
    postContact(ctx.app, contactPayload()),
    postApplication(ctx.app, applicationFields(), { name: 'cv.pdf', bytes: makePdf('CV') }),
  ];
  for (const response of await Promise.all(writes)) {
    if (response.statusCode >= 300)
      throw new Error(`seeding failed: ${response.statusCode} ${response.body}`);
  }
  await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
}
