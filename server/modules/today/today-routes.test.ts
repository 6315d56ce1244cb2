import { describe, expect, it } from 'vitest';
import type { Today } from '#contracts/admin-today.ts';
import { newPageInput } from '#contracts/content/pages.ts';
import type { Role } from '#contracts/roles.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makeJpeg } from '#server/test/fixtures/upload-files.ts';
import {
  applicationFields,
  classOne,
  defaultDocuments,
  postAdmission,
  settings2027,
} from '#server/test/fixtures/admissions.ts';

const ctx = await buildTestApp();
const { app } = ctx;
const api = contentApi(ctx);

async function headersOf(role: Role) {
  const username = `today-${role}`;
  await createAdminsRepository(ctx.db).create(username, `${username}-password`, role);
  return { authorization: `Bearer ${await ctx.login(username, `${username}-password`)}` };
}
const administrator = await ctx.authHeader();
const editor = await headersOf('editor');
const office = await headersOf('office');

async function today(headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/api/admin/today', headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<Today>();
}

// What needs doing: a news item scheduled for next week, a page never published, a message
// nobody has read and an alert on the site. Times are from now: the items' status is.
const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const scheduled = await api.sendForm(
  'POST',
  '/api/latestnews',
  {
    title: 'Annual day rehearsal timings',
    date: '2026-03-02',
    publishAt: nextWeek,
  },
  { field: 'image', name: 'stage.jpg', bytes: await makeJpeg() },
);
const newsId = scheduled.json<{ data: { id: string } }>().data.id;
// Every kind that can be scheduled is on Today, achievements too.
const scheduledAchievement = await api.sendForm('POST', '/api/achievements', {
  title: 'Inter-school quiz winners',
  names: 'Class 9 quiz team',
  category: 'academic',
  level: 'district',
  date: '2026-11-20',
  publishAt: nextWeek,
});
const achievementId = scheduledAchievement.json<{ data: { id: string } }>().data.id;
// On the site, then taken down: finished, not a draft waiting for the office. Saved offline
// from the start: a draft.
const ended = await api.sendForm('POST', '/api/notices/add', {
  title: 'Sports day timings',
  date: '2026-02-10',
});
const endedId = ended.json<{ data: { id: string } }>().data.id;
const takenDown = await api.sendForm('PUT', `/api/notices/${endedId}`, {
  title: 'Sports day timings',
  date: '2026-02-10',
  unpublishAt: new Date(Date.now() - 60_000).toISOString(),
});
const neverShown = await api.sendForm('POST', '/api/notices/add', {
  title: 'Winter uniform (draft)',
  date: '2026-11-20',
  unpublishAt: new Date(Date.now() - 60_000).toISOString(),
});
const neverShownId = neverShown.json<{ data: { id: string } }>().data.id;
const draft = await api.sendJson('POST', '/api/pages', newPageInput('bus-routes', 'Bus routes'));
const contact = await app.inject({
  method: 'POST',
  url: '/api/contact',
  payload: {
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha.verma@example.com',
    subject: 'Bus route from Sarkanda',
    message: 'Which bus stops near Sarkanda?',
  },
  remoteAddress: '192.0.2.31',
});
const alert = await app.inject({
  method: 'POST',
  url: '/api/alerts',
  headers: administrator,
  payload: {
    message: 'School closed today because of heavy rain.',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  },
});

// Class 1 open from yesterday (India's day) for two months, and a parent's application to it.
const dayFromNow = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const admissionSettings = await app.inject({
  method: 'PUT',
  url: '/api/admin/admissions/settings',
  headers: administrator,
  payload: {
    ...settings2027,
    classes: [{ ...classOne, opensOn: dayFromNow(-1), closesOn: dayFromNow(60) }],
  },
});
const admission = await postAdmission(
  ctx,
  applicationFields({ childName: 'Myra Sen' }),
  await defaultDocuments(),
);

describe('GET /api/admin/today', () => {
  it('made what the test needs', () => {
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduledAchievement.statusCode, scheduledAchievement.body).toBe(201);
    expect(ended.statusCode, ended.body).toBe(201);
    expect(takenDown.statusCode, takenDown.body).toBe(200);
    expect(neverShown.statusCode, neverShown.body).toBe(201);
    expect(draft.statusCode, draft.body).toBe(201);
    expect(contact.statusCode, contact.body).toBe(200);
    expect(alert.statusCode, alert.body).toBe(201);
    expect(admissionSettings.statusCode, admissionSettings.body).toBe(200);
    expect(admission.statusCode, admission.body).toBe(201);
  });

  it('gives an administrator drafts, scheduled items, the unread message and the last alert', async () => {
    const answer = await today(administrator);
    expect(answer.content?.scheduled.items).toContainEqual({
      kind: 'news',
      id: newsId,
      title: 'Annual day rehearsal timings',
      at: expect.any(String),
    });
    expect(answer.content?.scheduled.items).toContainEqual({
      kind: 'achievements',
      id: achievementId,
      title: 'Inter-school quiz winners',
      at: expect.any(String),
    });
    const at = answer.content!.scheduled.items.find((item) => item.id === newsId)!.at;
    expect(Date.parse(at)).toBe(Date.parse(nextWeek));
    expect(answer.content?.drafts.items).toContainEqual({
      kind: 'pages',
      id: 'bus-routes',
      title: 'Bus routes',
      state: 'Never published',
    });
    expect(answer.content?.drafts.items.map((item) => item.id)).not.toContain(endedId);
    expect(answer.content?.drafts.items).toContainEqual({
      kind: 'notices',
      id: neverShownId,
      title: 'Winter uniform (draft)',
      state: 'Never published',
    });
    expect(answer.content?.drafts.total).toBeGreaterThanOrEqual(
      answer.content!.drafts.items.length,
    );
    const message = answer.inbox?.unreadMessages.items.find((item) =>
      item.title.startsWith('Bus route from Sarkanda'),
    );
    expect(message).toMatchObject({
      kind: 'messages',
      title: 'Bus route from Sarkanda (Asha Verma)',
    });
    expect(answer.alerts?.[0]).toMatchObject({
      message: 'School closed today because of heavy rain.',
      live: true,
    });

    // Read, the message needs nothing more.
    const read = await app.inject({
      method: 'POST',
      url: `/api/admin/inbox/messages/${message!.id}/read`,
      headers: administrator,
    });
    expect(read.statusCode, read.body).toBe(200);
    const after = await today(administrator);
    expect(after.inbox?.unreadMessages.items.map((item) => item.id)).not.toContain(message!.id);
  });

  it('gives each role only the parts it may open', async () => {
    const forEditor = await today(editor);
    expect(forEditor.content?.scheduled.items.map((item) => item.id)).toContain(newsId);
    expect(forEditor.inbox).toBeUndefined();
    expect(forEditor.alerts).toBeUndefined();

    const forOffice = await today(office);
    expect(forOffice.content).toBeUndefined();
    expect(forOffice.inbox?.newAdmissions.items).toContainEqual({
      kind: 'admissions',
      id: expect.any(String),
      title: 'Myra Sen, Class 1',
      at: expect.any(String),
    });
    expect(forOffice.alerts).toBeUndefined();
  });

  it('answers no one signed out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/today' });
    expect(response.statusCode).toBe(401);
  });
});
