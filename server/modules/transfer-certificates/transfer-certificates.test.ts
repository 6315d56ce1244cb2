import { describe, expect, it } from 'vitest';
import { openFileStorages } from '#server/storage/file-storages.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { multipartBody } from '#server/test/fixtures/multipart.ts';
import { makePdf, makePng } from '#server/test/fixtures/upload-files.ts';

const ctx = await buildTestApp();
const { app } = ctx;

const tc = {
  number: 'SPS/TC/2025-26/101',
  admissionNumber: 'A-1001',
  studentName: 'Asha Verma',
  dateOfBirth: '2012-04-09',
  className: 'VII',
  leftOn: '2025-06-20',
  issuedOn: '2025-06-27',
};

let addressCount = 0;
/** Each test counts its lookups from an address of its own. */
const freshIp = () => `198.51.100.${++addressCount}`;

const verify = (number: string, dob: string, remoteAddress = freshIp()) =>
  app.inject({
    method: 'GET',
    url: `/api/tcs/verify?number=${encodeURIComponent(number)}&dob=${dob}`,
    remoteAddress,
  });

/** The page's form, POSTed: the number and date of birth never go in the address. */
const lookUpOnPage = (number: string, dob: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/view-issued-tcs',
    payload: new URLSearchParams({ number, dob }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress,
  });

async function record(body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/tcs',
    payload: body,
    headers: await ctx.authHeader(),
  });
}

async function importCsv(csv: string) {
  return app.inject({
    method: 'POST',
    url: '/api/tcs',
    payload: csv,
    headers: { ...(await ctx.authHeader()), 'content-type': 'text/csv' },
  });
}

describe('transfer certificates', () => {
  it('records a TC as staff (audited, no-store) and lists it to staff only', async () => {
    const created = await record(tc);
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.json().data).toMatchObject(tc);

    const list = await app.inject({
      method: 'GET',
      url: '/api/tcs',
      headers: await ctx.authHeader(),
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().map((row: { number: string }) => row.number)).toContain(tc.number);
    expect((await app.inject({ method: 'GET', url: '/api/tcs' })).statusCode).toBe(401);

    const again = await record(tc);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { field: 'number', message: expect.stringMatching(/already/) },
    ]);

    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=20',
      headers: await ctx.authHeader(),
    });
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        action: 'create',
        entity: 'transfer-certificates',
        summary: `TC ${tc.number}`,
      }),
    );
    // The audit log never holds the child's name.
    expect(audit.body).not.toContain(tc.studentName);
  });

  it('refuses bad input with the fields named', async () => {
    const response = await record({
      ...tc,
      number: 'X-1',
      dateOfBirth: '2012-02-30',
      issuedOn: '2025-06-01',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toContain('dateOfBirth');
    expect((await record({ ...tc, number: 'X-2', issuedOn: '2025-06-01' })).json().errors).toEqual([
      { field: 'issuedOn', message: 'Date of issue must not be before the date of leaving.' },
    ]);
  });

  it('verifies with the right date of birth only, and never names the student', async () => {
    const right = await verify(tc.number, tc.dateOfBirth);
    expect(right.statusCode).toBe(200);
    expect(right.headers['cache-control']).toBe('no-store');
    expect(right.json()).toEqual({
      number: tc.number,
      issuedOn: '2025-06-27',
      className: 'VII',
      school: expect.any(String),
    });
    expect(right.body).not.toContain('Asha');
    expect((await verify(tc.number, '2012-04-10')).statusCode).toBe(404);
    expect((await verify('SPS/TC/2025-26/999', tc.dateOfBirth)).statusCode).toBe(404);
    expect((await verify('', '')).statusCode).toBe(404);
  });

  it('limits lookups to 20 per address per 10 minutes, API and page together', async () => {
    const ip = freshIp();
    // A number never issued: the limit per TC number (tc-lookup-limits.test.ts) plays no part.
    for (let attempt = 0; attempt < 15; attempt++)
      expect((await verify('SPS/TC/2025-26/999', '2000-01-01', ip)).statusCode).toBe(404);
    for (let attempt = 0; attempt < 5; attempt++) {
      const page = await lookUpOnPage(tc.number, tc.dateOfBirth, ip);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Issued on 27 June 2025 by');
    }
    const limited = await verify(tc.number, tc.dateOfBirth, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const page = await lookUpOnPage('x', '2000-01-01', ip);
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Too many lookups from your connection');
    // Another address is not affected.
    expect((await verify(tc.number, tc.dateOfBirth)).statusCode).toBe(200);
  });

  it('never keeps a copy of a verification page: the next lookup is counted and answered afresh', async () => {
    const first = await lookUpOnPage(tc.number, '2000-01-01', freshIp());
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain('No matching certificate');
    expect(first.body).not.toContain(tc.studentName);
    const blank = await app.inject({
      method: 'GET',
      url: '/view-issued-tcs',
      remoteAddress: freshIp(),
    });
    expect(blank.statusCode).toBe(200);
    expect(blank.body).not.toContain('No matching certificate');
    // The number and date of birth in an address (an old GET link) look nothing up.
    const inAddress = await app.inject({
      method: 'GET',
      url: `/view-issued-tcs?number=${encodeURIComponent(tc.number)}&dob=${tc.dateOfBirth}`,
      remoteAddress: freshIp(),
    });
    expect(inAddress.statusCode).toBe(200);
    expect(inAddress.body).not.toContain('Issued on');
    expect(inAddress.body).not.toContain(tc.number);
  });

  it('imports a CSV and reports each bad row with its line', async () => {
    const csv = [
      'number,admissionNumber,studentName,dateOfBirth,className,leftOn,issuedOn',
      'CSV/1,A-1,"Sharma, Ravi",2011-01-05,VIII,2025-05-01,2025-05-02',
      'CSV/2,A-2,Meena,2011-13-05,VIII,2025-05-01,2025-05-02',
      'CSV/3,A-3,,2011-01-05,VIII,2025-05-01,2025-05-02',
      'CSV/1,A-4,Duplicate,2011-01-05,VIII,2025-05-01,2025-05-02',
      '',
      'CSV/5,A-5,Kiran,2010-07-07,IX,2025-05-01,2025-05-03',
    ].join('\r\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      imported: 2,
      errors: [
        { line: 3, field: 'dateOfBirth' },
        { line: 4, field: 'studentName' },
        { line: 5, field: 'number', message: 'A TC with this number is already recorded.' },
      ],
    });
    expect((await verify('CSV/1', '2011-01-05')).json().className).toBe('VIII');
    expect((await verify('CSV/5', '2010-07-07')).statusCode).toBe(200);

    const noHeader = await importCsv('CSV/9,A-9,X,2011-01-05,VIII,2025-05-01,2025-05-02');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toMatch(/first line must name the columns/);
  });

  it('imports 200 TCs from one file', async () => {
    const rows = Array.from(
      { length: 200 },
      (_, index) =>
        `BULK/${index + 1},B-${index + 1},Pupil ${index + 1},2011-01-05,VIII,2025-05-01,2025-05-02`,
    );
    const response = await importCsv(
      ['number,admissionNumber,studentName,dateOfBirth,className,leftOn,issuedOn', ...rows].join(
        '\n',
      ),
    );
    expect(response.json()).toMatchObject({ imported: 200, errors: [] });
    expect((await verify('BULK/200', '2011-01-05')).statusCode).toBe(200);
  });

  it('deletes a TC as staff, audited; anyone else is refused', async () => {
    const created = await record({ ...tc, number: 'DEL/1' });
    const id = created.json().data.id;
    expect((await app.inject({ method: 'DELETE', url: `/api/tcs/${id}` })).statusCode).toBe(401);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/tcs/${id}`,
      headers: await ctx.authHeader(),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await verify('DEL/1', tc.dateOfBirth)).statusCode).toBe(404);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/tcs/${id}`,
      headers: await ctx.authHeader(),
    });
    expect(again.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'DELETE',
      url: '/api/tcs/not-an-id',
      headers: await ctx.authHeader(),
    });
    expect(bad.statusCode).toBe(404);
  });

  it('publishes no list by default; a school that turns it on shows the chosen columns only', async () => {
    const page = () =>
      app.inject({ method: 'GET', url: '/view-issued-tcs', remoteAddress: freshIp() });
    const before = await page();
    expect(before.body).not.toContain('Transfer certificates issued');
    expect(before.body).not.toContain(tc.studentName);

    const setting = { published: true, columns: ['number', 'className', 'issuedOn'] };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/tcs/public-list',
      payload: setting,
      headers: await ctx.authHeader(),
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/tcs/public-list', payload: setting }))
        .statusCode,
    ).toBe(401);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/tcs/public-list',
      payload: { published: true, columns: [] },
      headers: await ctx.authHeader(),
    });
    expect(bad.statusCode).toBe(400);

    const listed = await page();
    expect(listed.body).toContain('Transfer certificates issued');
    expect(listed.body).toContain(tc.number);
    expect(listed.body).toContain('27 June 2025');
    // Not chosen: the name and the date of birth stay unpublished.
    expect(listed.body).not.toContain(tc.studentName);
    expect(listed.body).not.toContain(tc.dateOfBirth);
    // The list is public by the school's choice, so the page is cached, and a new TC clears it.
    const added = await record({ ...tc, number: 'TC/LIST/1', studentName: 'Listed Pupil' });
    expect(added.statusCode).toBe(201);
    expect((await page()).body).toContain('TC/LIST/1');

    await app.inject({
      method: 'PUT',
      url: '/api/tcs/public-list',
      payload: { published: false, columns: ['number'] },
      headers: await ctx.authHeader(),
    });
    expect((await page()).body).not.toContain('Transfer certificates issued');
  });

  describe('scanned TC', () => {
    const scanned = { ...tc, number: 'SPS/TC/SCAN/1', dateOfBirth: '2011-01-15' };
    const attach = async (id: string, name: string, bytes: Buffer, auth = true) => {
      const form = multipartBody({}, { field: 'file', name, bytes });
      return app.inject({
        method: 'PUT',
        url: `/api/tcs/${id}/scan`,
        payload: form.payload,
        headers: { ...form.headers, ...(auth ? await ctx.authHeader() : {}) },
      });
    };
    const download = async (id: string, auth = true) =>
      app.inject({
        method: 'GET',
        url: `/api/tcs/${id}/scan`,
        headers: auth ? await ctx.authHeader() : {},
      });
    const storedScans = async () => (await openFileStorages(ctx)).tcScans.list();

    it('is a private PDF: attached and replaced by staff, read by staff only, never public', async () => {
      const { id } = (await record(scanned)).json().data;
      expect((await download(id)).statusCode).toBe(404);
      expect((await attach(id, 'tc.pdf', makePdf('TC scan'), false)).statusCode).toBe(401);
      // PDF only, proven by the content whatever the name says.
      const image = await attach(id, 'tc.pdf', await makePng());
      expect(image.statusCode).toBe(415);
      expect(image.json().message).toBe('The scanned TC must be a PDF file.');
      expect(await storedScans()).toEqual([]);

      const first = makePdf('First scan');
      const attached = await attach(id, 'TC 1.pdf', first);
      expect(attached.statusCode).toBe(200);
      expect(attached.headers['cache-control']).toBe('no-store');
      expect(attached.json().data.scan).toEqual({
        originalName: 'TC 1.pdf',
        byteSize: first.length,
      });
      const read = await download(id);
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.headers['content-type']).toBe('application/pdf');
      expect(read.rawPayload.equals(first)).toBe(true);
      expect((await download(id, false)).statusCode).toBe(401);
      const [storedName] = await storedScans();
      // Neither a public upload nor in the media library, nor in the verification answer.
      for (const url of [`/uploads/${storedName}`, `/api/uploads/${storedName}`])
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const media = await app.inject({
        method: 'GET',
        url: '/api/media',
        headers: await ctx.authHeader(),
      });
      expect(media.body).not.toContain('TC 1.pdf');
      const verified = await verify(scanned.number, scanned.dateOfBirth);
      expect(Object.keys(verified.json()).sort()).toEqual([
        'className',
        'issuedOn',
        'number',
        'school',
      ]);

      const second = makePdf('Second scan');
      expect((await attach(id, 'TC 1 again.pdf', second)).statusCode).toBe(200);
      expect((await download(id)).rawPayload.equals(second)).toBe(true);
      // The replaced scan's bytes are gone.
      expect(await storedScans()).toHaveLength(1);
      expect(await storedScans()).not.toContain(storedName);
    });

    it('goes with its TC: deleting the TC deletes the file', async () => {
      const { id } = (await record({ ...scanned, number: 'SPS/TC/SCAN/2' })).json().data;
      const before = await storedScans();
      expect((await attach(id, 'tc2.pdf', makePdf('Scan two'))).statusCode).toBe(200);
      expect(await storedScans()).toHaveLength(before.length + 1);
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/tcs/${id}`,
        headers: await ctx.authHeader(),
      });
      expect(deleted.statusCode).toBe(200);
      expect(await storedScans()).toEqual(before);
      expect((await download(id)).statusCode).toBe(404);
      expect((await attach(id, 'tc2.pdf', makePdf('Scan two'))).statusCode).toBe(404);
      expect(await storedScans()).toEqual(before);
    });
  });
});
