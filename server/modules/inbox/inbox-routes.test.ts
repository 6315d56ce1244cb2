import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InboxApplication, InboxList } from '#contracts/inbox.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';
import {
  applicationFields,
  contactPayload,
  postApplication,
  postContact,
} from '#server/test/fixtures/submissions.ts';

const ctx = await buildTestApp();
const auth = await ctx.authHeader();
const listInbox = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/inbox', headers: auth });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<InboxList>();
};
const resume = makePdf('Resume of Inbox Applicant');

await postContact(ctx.app, contactPayload({ subject: 'First message' }));
await postApplication(
  ctx.app,
  applicationFields({ fullName: 'Inbox Applicant', position: 'coordinator' }),
  { name: 'Inbox CV.pdf', bytes: resume },
);
await postContact(ctx.app, contactPayload({ subject: 'Newest message' }));

describe('admin Inbox', () => {
  it('is closed without a token (personal data)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/inbox'],
      ['POST', '/api/admin/inbox/messages/00000000-0000-4000-8000-000000000000/read'],
      ['POST', '/api/admin/inbox/applications/00000000-0000-4000-8000-000000000000/handled'],
      ['DELETE', '/api/admin/inbox/messages/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/inbox/applications/00000000-0000-4000-8000-000000000000/resume'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists messages and applications newest first, all unread', async () => {
    const inbox = await listInbox();
    expect(
      inbox.items.map((item) => (item.kind === 'messages' ? item.subject : item.fullName)),
    ).toEqual(['Newest message', 'Inbox Applicant', 'First message']);
    expect(inbox.unread).toBe(3);
    const application = inbox.items[1] as InboxApplication;
    expect(application).toMatchObject({
      kind: 'applications',
      positionLabel: 'Education Coordinator',
      readAt: null,
      resume: {
        originalName: 'Inbox CV.pdf',
        byteSize: resume.length,
        contentType: 'application/pdf',
      },
    });
    expect(JSON.stringify(inbox)).not.toMatch(/storedName|resumeFileId/);
  });

  it('marks read and handled (and back), audited', async () => {
    const [newest] = (await listInbox()).items;
    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/inbox/messages/${newest!.id}/read`,
      headers: auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    expect((await listInbox()).unread).toBe(2);

    const handled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/inbox/messages/${newest!.id}/handled`,
      headers: auth,
    });
    expect(handled.json()).toMatchObject({ id: newest!.id });
    expect(handled.json().handledAt).not.toBeNull();
    const undone = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/inbox/messages/${newest!.id}/handled`,
      headers: auth,
      payload: { handled: false },
    });
    expect(undone.json().handledAt).toBeNull();

    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: auth });
    const summaries = audit
      .json<Array<{ entity: string; entityId: string; summary: string }>>()
      .filter((entry) => entry.entityId === newest!.id)
      .map((entry) => entry.summary);
    expect(summaries).toEqual(
      expect.arrayContaining(['Marked read', 'Marked handled', 'Marked not handled']),
    );
  });

  it('downloads the resume under its original name, admins only', async () => {
    const application = (await listInbox()).items.find((item) => item.kind === 'applications')!;
    const url = `/api/admin/inbox/applications/${application.id}/resume`;
    const response = await ctx.app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(resume)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Inbox CV.pdf"; filename*=UTF-8''Inbox%20CV.pdf`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/inbox/applications/../../etc/passwd/resume',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes an application with its resume, and a message; unknown ids are 404', async () => {
    const before = (await listInbox()).items;
    const application = before.find((item) => item.kind === 'applications')!;
    const message = before.find((item) => item.kind === 'messages')!;
    for (const [kind, id] of [
      ['applications', application.id],
      ['messages', message.id],
    ]) {
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/inbox/${kind}/${id}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
    }
    const after = (await listInbox()).items.map((item) => item.id);
    expect(after).not.toContain(application.id);
    expect(after).not.toContain(message.id);
    expect(await ctx.db.read.select().from(ctx.db.tables.files)).toHaveLength(0);
    expect(
      readdirSync(path.join(ctx.dataDir, 'private', 'resumes')).filter(
        (name) => !name.startsWith('.'),
      ),
    ).toEqual([]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/inbox/messages/${message.id}`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
    const resumeGone = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/inbox/applications/${application.id}/resume`,
      headers: auth,
    });
    expect(resumeGone.statusCode).toBe(404);
    const badId = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/inbox/messages/not-a-uuid/read',
      headers: auth,
    });
    expect(badId.statusCode).toBe(404);
  });
});
