import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makeDocx, makeJpeg, makePdf, makePng } from '#server/test/fixtures/upload-files.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);
const missingId = '00000000-0000-4000-8000-000000000000';

async function uploadFolder() {
  const { readdirSync } = await import('node:fs');
  return readdirSync(`${ctx.dataDir}/uploads`);
}

describe('events and holidays', () => {
  for (const kind of [
    { list: '/api/events', create: '/api/events', item: '/api/events' },
    { list: '/api/leaves', create: '/api/leaves/apply', item: '/api/leaves' },
  ]) {
    it(`round trip ${kind.list}`, async () => {
      const created = await api.sendJson('POST', kind.create, {
        title: '  Annual Sports Day ',
        description: 'On the main ground',
        date: '2025-12-05',
      });
      expect(created.statusCode).toBe(201);
      const { data } = created.json();
      expect(data).toMatchObject({ title: 'Annual Sports Day', date: '2025-12-05' });
      expect(data._id).toBe(data.id);
      expect((await api.get(kind.list)).json()).toEqual([
        expect.objectContaining({ _id: data.id }),
      ]);

      const updated = await api.sendJson('PUT', `${kind.item}/${data.id}`, {
        title: 'Sports Day',
        description: '',
        date: '2025-12-06',
      });
      expect(updated.json().data).toMatchObject({ title: 'Sports Day', date: '2025-12-06' });
      const day = (await api.get(`/details/2025-12-06`)).json();
      expect([day.event?.id, day.leave?.id]).toContain(data.id);

      expect((await api.sendJson('DELETE', `${kind.item}/${data.id}`)).statusCode).toBe(200);
      expect((await api.get(kind.list)).json()).toEqual([]);
      expect((await api.sendJson('DELETE', `${kind.item}/${data.id}`)).statusCode).toBe(404);
      expect(
        (await api.sendJson('PUT', `${kind.item}/${missingId}`, { title: 'x', date: '2025-01-01' }))
          .statusCode,
      ).toBe(404);
    });
  }

  it('the legacy paths and the calendar month', async () => {
    const created = await api.sendJson('POST', '/events', {
      title: 'PTM',
      description: 'Parents meet teachers',
      date: '2026-01-17',
    });
    expect(created.statusCode).toBe(201);
    await api.sendJson('POST', '/api/leaves/apply', {
      title: 'Republic Day',
      description: '',
      date: '2026-01-26',
    });
    expect((await api.get('/events')).json()).toHaveLength(1);
    expect((await api.get('/api/calendar?month=2026-01')).json()).toEqual({
      month: '2026-01',
      events: ['2026-01-17'],
      leaves: ['2026-01-26'],
    });
    expect((await api.get('/api/details/2026-01-20')).json()).toEqual({
      event: null,
      leave: null,
      events: [],
      leaves: [],
    });
    expect((await api.get(`/api/events/${created.json().data.id}`)).json().title).toBe('PTM');
    expect((await api.get(`/api/events/${missingId}`)).statusCode).toBe(404);
    expect((await api.get('/api/events/not-a-uuid')).statusCode).toBe(404);
  });

  it('names the field of bad input', async () => {
    const cases: Array<[object, string]> = [
      [{ title: '', date: '2025-01-01' }, 'title'],
      [{ title: 'x'.repeat(201), date: '2025-01-01' }, 'title'],
      [{ title: 'ok', date: '2025-02-30' }, 'date'],
      [{ title: 'ok', date: '2025-1-1' }, 'date'],
      [{ title: 'ok', date: '2025-01-01', description: 'x'.repeat(10_001) }, 'description'],
    ];
    for (const [payload, field] of cases) {
      const response = await api.sendJson('POST', '/api/events', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field })]);
    }
    expect((await api.get('/api/calendar?month=2026-13')).statusCode).toBe(400);
  });
});

describe('notices', () => {
  it('round trip with an attachment, replaced and removed', async () => {
    const created = await api.sendForm(
      'POST',
      '/api/notices/add',
      { title: 'Fee notice', description: 'Q3 fees due', date: '2025-10-01' },
      { field: 'file', name: 'fees.pdf', bytes: makePdf() },
    );
    expect(created.statusCode).toBe(201);
    const notice = created.json().data;
    expect(notice).toMatchObject({ fileName: 'fees.pdf', fileType: 'application/pdf' });
    const file = await api.get(notice.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="fees.pdf"; filename*=UTF-8''fees.pdf`,
    );
    expect((await api.get(`/api${notice.fileUrl}`)).statusCode).toBe(200);

    const replaced = await api.sendForm(
      'PUT',
      `/api/notices/${notice.id}`,
      { title: 'Fee notice', description: 'Updated', date: '2025-10-02' },
      { field: 'file', name: 'fees.docx', bytes: makeDocx() },
    );
    expect(replaced.json().data.fileName).toBe('fees.docx');
    expect((await api.get(notice.fileUrl)).statusCode).toBe(404);

    const removed = await api.sendForm('PUT', `/api/notices/${notice.id}`, {
      title: 'Fee notice',
      description: 'No file',
      date: '2025-10-02',
      removeFile: 'true',
    });
    expect(removed.json().data.fileUrl).toBeUndefined();
    expect(await uploadFolder()).toEqual([]);

    expect((await api.sendJson('DELETE', `/api/notices/${notice.id}`)).statusCode).toBe(200);
    expect((await api.get('/api/notices')).json()).toEqual([]);
  });
});

describe('news', () => {
  it('round trip; an image is required', async () => {
    const missing = await api.sendForm('POST', '/api/latestnews', {
      title: 'Van Mahotsav',
      date: '2025-07-05',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'image' })]);

    const created = await api.sendForm(
      'POST',
      '/api/latestnews',
      { title: 'Van Mahotsav', date: '2025-07-05' },
      { field: 'image', name: 'trees.jpg', bytes: await makeJpeg(2000, 1500) },
    );
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item.picture).toMatchObject({ width: 1600, height: 1200 });
    expect(item.picture.srcset.split(', ')).toHaveLength(3);
    expect((await api.get('/api/latestnews/')).json()).toEqual([
      expect.objectContaining({ _id: item.id, image: item.image }),
    ]);

    const before = await uploadFolder();
    const updated = await api.sendForm(
      'PUT',
      `/api/latestnews/${item.id}`,
      { title: 'Van Mahotsav 2025', date: '2025-07-05' },
      { field: 'image', name: 'new.png', bytes: await makePng() },
    );
    expect(updated.statusCode).toBe(200);
    const after = await uploadFolder();
    expect(after.some((name) => before.includes(name))).toBe(false);

    expect((await api.sendJson('DELETE', `/api/latestnews/${item.id}`)).statusCode).toBe(200);
    // In the trash its picture stays, to be restored with it (server/modules/trash/trash.test.ts).
    expect(await uploadFolder()).toEqual(after);
  });
});

describe('gallery posts', () => {
  it('round trip with limit, image replaced and removed', async () => {
    // What the trash keeps of the tests above.
    const kept = await uploadFolder();
    const first = await api.sendForm(
      'POST',
      '/api/posts',
      { title: 'Science Exhibition', content: 'Models by class 8' },
      { field: 'image', name: 'science.jpg', bytes: await makeJpeg() },
    );
    expect(first.statusCode).toBe(201);
    const post = first.json().data;
    expect(post.image).toMatchObject({ width: 640, height: 480 });
    expect(post.thumbnail).toMatch(/^\/uploads\/.+-w400\.webp\?v=1$/);
    await api.sendForm('POST', '/api/posts', { title: 'No picture', content: '' });

    const list = (await api.get('/api/posts')).json();
    expect(list.data.map((item: { title: string }) => item.title)).toEqual([
      'No picture',
      'Science Exhibition',
    ]);
    expect((await api.get('/api/posts?limit=1')).json().data).toHaveLength(1);
    // A list without a limit of its own ignores one in the address, whatever it holds.
    for (const url of ['/api/notices?limit=%20', '/api/events?limit=x', '/api/latestnews/?limit=1'])
      expect((await api.get(url)).statusCode, url).toBe(200);

    const removed = await api.sendForm('PUT', `/api/posts/${post.id}`, {
      title: 'Science Exhibition',
      content: 'x',
      removeImage: 'true',
    });
    expect(removed.json().data).toMatchObject({ image: null, thumbnail: null });
    expect(await uploadFolder()).toEqual(kept);
    expect((await api.sendJson('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(200);
    expect((await api.sendJson('DELETE', `/api/posts/${missingId}`)).statusCode).toBe(404);
  });
});

describe('disclosures', () => {
  it('round trip, download by stored name with the original name', async () => {
    const bad = await api.sendForm(
      'POST',
      '/api/disclosure/addDisclosure',
      { type: 'secret', title: 'x' },
      { field: 'file', name: 'a.pdf', bytes: makePdf() },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'type' })]);

    const created = await api.sendForm(
      'POST',
      '/api/disclosure/addDisclosure',
      { title: 'CBSE results 2025', description: 'Class X and XII' },
      { field: 'file', name: 'परिणाम 2025.pdf', bytes: makePdf('results') },
    );
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({
      type: 'general',
      originalName: 'परिणाम 2025.pdf',
      fileSize: makePdf('results').length,
    });

    const download = await api.get(`/api/disclosure/download?file=${row.fileName}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(makePdf('results'))).toBe(true);
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('परिणाम 2025.pdf')}`,
    );

    const updated = await api.sendForm('PUT', `/api/disclosure/${row.id}`, {
      type: 'results',
      title: 'CBSE results',
      description: '',
    });
    expect(updated.json().data).toMatchObject({ type: 'results', fileName: row.fileName });
    expect((await api.get('/api/disclosure')).json()).toEqual([
      expect.objectContaining({ id: row.id, type: 'results' }),
    ]);
    expect((await api.sendJson('DELETE', `/api/disclosure/${row.id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/disclosure/download?file=${row.fileName}`)).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('records every write, newest first, admin only', async () => {
    await api.sendJson('POST', '/api/events', { title: 'Audited', date: '2025-08-15' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=2',
      headers: await ctx.authHeader(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
    // Sign-ins (entity "account") are in the log too; the newest change is the event.
    const changes = response
      .json()
      .filter((entry: { entity: string }) => entry.entity !== 'account');
    expect(changes[0]).toMatchObject({
      adminUsername: 'test-admin',
      action: 'create',
      entity: 'events',
      summary: 'Audited (2025-08-15)',
    });
    expect((await api.get('/api/admin/audit')).statusCode).toBe(401);
  });
});
