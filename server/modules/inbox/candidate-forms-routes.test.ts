import { describe, expect, it } from 'vitest';
import { errorMessages } from '#contracts/api-error.ts';
import type { InboxApplication } from '#contracts/inbox.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';
import { applicationFields, postApplication } from '#server/test/fixtures/submissions.ts';

const ctx = await buildTestApp();
const auth = await ctx.authHeader();
await createAdminsRepository(ctx.db).create('careers-editor', 'careers-editor-password', 'editor');
await createAdminsRepository(ctx.db).create('careers-office', 'careers-office-password', 'office');
const bearer = async (username: string) => ({
  authorization: `Bearer ${await ctx.login(username, `${username}-password`)}`,
});

// One application in each state the Inbox knows, posted oldest first.
const states = ['new', 'shortlisted', 'interview', 'rejected', 'hired'] as const;
for (const status of states)
  expect(
    (
      await postApplication(
        ctx.app,
        applicationFields({ fullName: `Applicant ${status}`, email: `${status}@example.com` }),
        status === 'new' ? { name: 'resume.pdf', bytes: makePdf() } : undefined,
      )
    ).statusCode,
  ).toBe(200);
const listed = await ctx.app.inject({
  method: 'GET',
  url: '/api/admin/inbox/applications',
  headers: auth,
});
const applications = listed.json<{ items: InboxApplication[] }>().items;
const byName = (name: string) => applications.find((item) => item.fullName === name)!;
for (const status of states.filter((state) => state !== 'new'))
  await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/inbox/applications/${byName(`Applicant ${status}`).id}`,
    headers: auth,
    payload: { status },
  });

const get = (list: string, headers: Record<string, string> = auth) =>
  ctx.app.inject({ method: 'GET', url: `/api/candidateForm/${list}`, headers });
const names = (body: Array<{ fullName: string }>) => body.map((form) => form.fullName);

describe("the original admin's candidate lists (decision 0014)", () => {
  it('lists the pending applications in the original shape, with _id and the resume', async () => {
    const response = await get('getPendingCandidateForms');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const pending = byName('Applicant new');
    expect(response.json()).toEqual([
      {
        _id: pending.id,
        id: pending.id,
        fullName: 'Applicant new',
        email: 'new@example.com',
        phone: '+91 98765 43210',
        position: 'teacher',
        experience: 'B.Ed., six years teaching pre-primary.',
        resume: `/api/admin/inbox/applications/${pending.id}/resume`,
        status: 'pending',
        createdAt: pending.createdAt,
      },
    ]);
  });

  it('lists the shortlisted ones, those called to interview too, newest first', async () => {
    const response = await get('getShortlistedCandidate');
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response.json())).toEqual(['Applicant interview', 'Applicant shortlisted']);
    for (const form of response.json<Array<{ status: string; resume: unknown }>>())
      expect(form).toMatchObject({ status: 'shortlisted', resume: null });
  });

  it('lists the rejected ones', async () => {
    const response = await get('getRejectedCandidates');
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response.json())).toEqual(['Applicant rejected']);
    expect(response.json()[0]).toMatchObject({ status: 'rejected' });
  });

  it('answers 401 without a session and 403 to a role without the Inbox', async () => {
    const office = await bearer('careers-office');
    const editor = await bearer('careers-editor');
    for (const list of [
      'getPendingCandidateForms',
      'getShortlistedCandidate',
      'getRejectedCandidates',
    ]) {
      const anonymous = await get(list, {});
      expect(anonymous.statusCode, list).toBe(401);
      expect(anonymous.json()).toEqual({ message: errorMessages.unauthorized });
      const forbidden = await get(list, editor);
      expect(forbidden.statusCode, list).toBe(403);
      expect(forbidden.json()).toEqual({ message: errorMessages.forbidden });
      expect((await get(list, office)).statusCode, list).toBe(200);
    }
  });

  it('are in the API docs, with their answer and the staff token', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { security: unknown; responses: Record<string, unknown> } }>;
    }>();
    const operation = document.paths['/api/candidateForm/getShortlistedCandidate']!.get;
    expect(operation.security).toEqual([{ staffToken: [] }]);
    expect(JSON.stringify(operation.responses['200'])).toContain(
      '#/components/schemas/CandidateForm',
    );
  });
});
