import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);
const created = await api.sendForm(
  'POST',
  '/api/disclosure/addDisclosure',
  { title: 'Fee structure' },
  { field: 'file', name: 'fees.pdf', bytes: makePdf('fees') },
);
const stored: string = created.json().data.fileName;
const secretMarkers = ['root:', 'school.db', 'SQLite format', '%PDF'];

const attempts = [
  '../school.db',
  '../../../../etc/passwd',
  '..%2fschool.db',
  '%2e%2e%2fschool.db',
  '%2e%2e/%2e%2e/etc/passwd',
  '..%5cschool.db',
  '..\\school.db',
  '%252e%252e%252fschool.db',
  '..%252fschool.db',
  '%2e%2e%5c%2e%2e%5cetc%5cpasswd',
  'school.db%00.pdf',
  `${stored}%00`,
  `${stored}%00.pdf`,
  '/etc/passwd',
  '%2fetc%2fpasswd',
  'C:\\Windows\\win.ini',
  `/${stored}`,
  `${stored}/`,
  `./${stored}`,
  `uploads/${stored}`,
  `../uploads/${stored}`,
  `${stored.toUpperCase()}`,
  '',
  '.',
  '..',
  '../',
  '%2e%2e%2f',
];

describe('download?file= only finds names recorded in the database', () => {
  it('serves the recorded name', async () => {
    const response = await api.get(`/api/disclosure/download?file=${stored}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });

  for (const attempt of attempts) {
    for (const suffix of ['', '/']) {
      // A NUL is refused as a control character before any lookup (0009).
      const refused = attempt.includes('%00');
      it(`${JSON.stringify(attempt + suffix)} -> ${refused ? 400 : 404} and no bytes of any file`, async () => {
        const response = await api.get(`/api/disclosure/download?file=${attempt}${suffix}`);
        expect(response.statusCode).toBe(refused ? 400 : 404);
        if (!refused) expect(response.json()).toEqual({ message: 'Not found.' });
        for (const marker of secretMarkers) expect(response.body).not.toContain(marker);
      });
    }
  }

  it('the uploads route refuses the same names', async () => {
    // "/<stored>" and "./<stored>" normalise to the real name itself: not a way out of the folder.
    const own = (name: string) =>
      new URL(`/uploads/${name}`, 'http://x').pathname.replace('//', '/') === `/uploads/${stored}`;
    // '..' alone resolves (in the test client too) to the site's home page: a page, not a file.
    const isPage = (name: string) =>
      !new URL(`/uploads/${name}`, 'http://x').pathname.startsWith('/uploads/');
    for (const attempt of attempts.filter((name) => name && !own(name))) {
      const response = await api.get(`/uploads/${attempt}`);
      if (isPage(attempt)) expect(response.headers['content-type']).toMatch(/^text\/html/);
      else expect([400, 404], attempt).toContain(response.statusCode);
      for (const marker of secretMarkers) expect(response.body).not.toContain(marker);
    }
  });
});
