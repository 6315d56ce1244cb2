import { describe, expect, it } from 'vitest';
import type { InboxApplication } from '#contracts/inbox.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { applicationFields, postApplication } from '#server/test/fixtures/submissions.ts';

const ctx = await buildTestApp();
const auth = await ctx.authHeader();
await createAdminsRepository(ctx.db).create('review-editor', 'review-editor-password', 'editor');
const editorAuth = {
  authorization: `Bearer ${await ctx.login('review-editor', 'review-editor-password')}`,
};

for (const fields of [
  applicationFields({
    fullName: '=HYPERLINK("http://evil.test","Click")',
    experience: 'B.Ed., "six" years\nthen M.Ed.',
  }),
  applicationFields({ fullName: 'Counselor Applicant', position: 'counselor' }),
  applicationFields({ fullName: 'Second Teacher', phone: '98765 43210' }),
]) {
  expect((await postApplication(ctx.app, fields)).statusCode).toBe(200);
}

const list = async (query = '') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/inbox/applications${query}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<{ items: InboxApplication[] }>().items;
};
const names = (items: InboxApplication[]) => items.map((item) => item.fullName);
const idOf = async (fullName: string) =>
  (await list()).find((item) => item.fullName === fullName)!.id;
const review = (id: string, payload: object, headers: Record<string, string> = auth) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/inbox/applications/${id}`,
    headers,
    payload,
  });
const auditOf = async (id: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: auth });
  return response
    .json<Array<{ entity: string; entityId: string; summary: string }>>()
    .filter((entry) => entry.entityId === id)
    .map((entry) => `${entry.entity}: ${entry.summary}`);
};
const csv = (query = '', headers: Record<string, string> = auth) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/inbox/applications.csv${query}`, headers });

describe('reviewing career applications', () => {
  it('lists applications newest first, each new with no notes', async () => {
    const items = await list();
    expect(names(items)).toEqual([
      'Second Teacher',
      'Counselor Applicant',
      '=HYPERLINK("http://evil.test","Click")',
    ]);
    for (const item of items) expect(item).toMatchObject({ status: 'new', notes: '' });
  });

  it('changes the status and the notes, each change audited once', async () => {
    const id = await idOf('Counselor Applicant');
    const response = await review(id, { status: 'shortlisted', notes: 'Strong.\nCall on Monday.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'shortlisted',
      notes: 'Strong.\nCall on Monday.',
    });
    const notesOnly = await review(id, { notes: '-Call again' });
    expect(notesOnly.json()).toMatchObject({ status: 'shortlisted', notes: '-Call again' });
    // Nothing changed: nothing audited.
    expect((await review(id, { status: 'shortlisted', notes: '-Call again' })).statusCode).toBe(
      200,
    );
    // Entries of the same millisecond come in any order.
    expect((await auditOf(id)).sort()).toEqual([
      'career_applications: Notes edited',
      'career_applications: Notes edited',
      'career_applications: Status changed from New to Shortlisted',
    ]);
    expect((await list()).find((item) => item.id === id)).toMatchObject({
      status: 'shortlisted',
      notes: '-Call again',
    });
  });

  it('refuses an unknown status, overlong notes, an empty change and unknown ids', async () => {
    const id = await idOf('Second Teacher');
    for (const payload of [
      { status: 'archived' },
      { status: 'New' },
      { notes: 'x'.repeat(5001) },
      { notes: 42 },
      {},
    ]) {
      const response = await review(id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect((await review(id, { notes: 'x'.repeat(5000) })).statusCode).toBe(200);
    expect(
      (await review('00000000-0000-4000-8000-000000000000', { status: 'hired' })).statusCode,
    ).toBe(404);
    expect((await review('not-an-id', { status: 'hired' })).statusCode).toBe(404);
  });

  it('filters by status and by position, together and apart', async () => {
    await review(await idOf('Second Teacher'), { status: 'interview' });
    expect(names(await list('?status=shortlisted'))).toEqual(['Counselor Applicant']);
    expect(names(await list('?position=teacher'))).toEqual([
      'Second Teacher',
      '=HYPERLINK("http://evil.test","Click")',
    ]);
    expect(names(await list('?status=interview&position=teacher'))).toEqual(['Second Teacher']);
    expect(names(await list('?status=hired'))).toEqual([]);
    expect(await list('?status=&position=')).toHaveLength(3);
    // Positions are staff's list (career-positions.ts): one nobody applied for matches nothing.
    expect(names(await list('?position=janitor'))).toEqual([]);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/inbox/applications?status=archived',
      headers: auth,
    });
    expect(response.statusCode).toBe(400);
  });

  it('exports the filtered list as CSV, quoted, with formulas neutralised', async () => {
    const response = await csv('?position=teacher');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(response.body).toBe(
      '\uFEFF' +
        [
          'Received,Name,Email,Phone,Position,Experience,Status,Notes',
          `${today},Second Teacher,ravi.kumar@example.com,98765 43210,Early Childhood Teacher,"B.Ed., six years teaching pre-primary.",Interview,${'x'.repeat(5000)}`,
          `${today},"'=HYPERLINK(""http://evil.test"",""Click"")",ravi.kumar@example.com,'+91 98765 43210,Early Childhood Teacher,"B.Ed., ""six"" years\nthen M.Ed.",New,`,
        ].join('\r\n') +
        '\r\n',
    );
    const shortlisted = await csv('?status=shortlisted');
    expect(shortlisted.body.split('\r\n')[1]).toBe(
      `${today},Counselor Applicant,ravi.kumar@example.com,'+91 98765 43210,School Counselor,"B.Ed., six years teaching pre-primary.",Shortlisted,'-Call again`,
    );
    expect((await csv('?status=archived')).statusCode).toBe(400);
  });

  it('is refused to editors (403) and to anyone without a session (401)', async () => {
    const id = await idOf('Second Teacher');
    const routes = [
      ['GET', '/api/admin/inbox/applications'],
      ['GET', '/api/admin/inbox/applications.csv'],
      ['PATCH', `/api/admin/inbox/applications/${id}`],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'PATCH' ? { status: 'hired' } : undefined;
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      const forbidden = await ctx.app.inject({ method, url, payload, headers: editorAuth });
      expect(forbidden.statusCode, url).toBe(403);
    }
    expect((await list()).find((item) => item.id === id)!.status).toBe('interview');
  });
});
