import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schoolInformationDefaults } from '#contracts/content/school-information.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { contentApi } from '../../test/content-api.ts';
import { makePdf } from '../../test/fixtures/upload-files.ts';

// "Today" at the school is fixed: 10 January 2026 (the academic year 2025-26).
const today = '2026-01-10';
const ctx = await buildTestApp({
  clock: () => new Date(`${today}T06:00:00Z`),
  linkCheck: { allowLoopback: true, timeoutMs: 500 },
});
const api = contentApi(ctx);

const site = http.createServer((request, response) =>
  response.writeHead(request.url === '/video' ? 200 : 404).end(),
);
site.listen(0, '127.0.0.1');
await once(site, 'listening');
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
afterAll(() => site.close());

const inDays = (days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function upload(title: string) {
  const created = await api.sendForm(
    'POST',
    '/api/disclosure/addDisclosure',
    { type: 'information', title },
    { field: 'file', name: `${title}.pdf`, bytes: makePdf(title) },
  );
  expect(created.statusCode).toBe(201);
  return created.json().data as { id: string; fileName: string };
}

async function compliance() {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/compliance',
    headers: await ctx.authHeader(),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

describe('compliance dashboard', () => {
  it('is for staff only', async () => {
    expect((await api.get('/api/admin/compliance')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/compliance/link-check' }))
        .statusCode,
    ).toBe(401);
  });

  it('lists missing items and certificates expiring within 60 days, not later', async () => {
    const fire = await upload('Fire');
    const building = await upload('Building');
    const water = await upload('Water');
    const saved = await api.sendJson('PUT', '/api/school-information/documents', {
      ...schoolInformationDefaults.documents,
      fireSafety: fire.id,
      fireSafetyValidUntil: inDays(59),
      buildingSafety: building.id,
      buildingSafetyValidUntil: inDays(61),
      waterHealthSanitation: water.id,
      waterHealthSanitationValidUntil: inDays(-1),
    });
    expect(saved.statusCode).toBe(200);

    const report = await compliance();
    expect(report.today).toBe(today);
    expect(report.expiring).toEqual([
      expect.objectContaining({
        key: 'fireSafetyValidUntil',
        label: 'Fire safety certificate',
        daysLeft: 59,
        expired: false,
        fixTab: 'school-information',
      }),
      expect.objectContaining({
        key: 'waterHealthSanitationValidUntil',
        daysLeft: -1,
        expired: true,
      }),
    ]);
    const missing = report.missing.map((item: { key: string }) => item.key);
    expect(missing).toContain('noc');
    expect(missing).toContain('fireSafetyAttestedBy');
    expect(missing).not.toContain('fireSafety');
  });

  it('computes the ratios from section D, with the figures', async () => {
    let report = await compliance();
    expect(report.checks).toEqual([
      expect.objectContaining({
        label: 'Pupil–teacher ratio',
        ok: true,
        figure: expect.stringMatching(/^25 : 1/),
      }),
      expect.objectContaining({
        label: 'Teachers per section',
        ok: true,
        figure: expect.stringMatching(/^1\.6 /),
      }),
    ]);
    const staff = { ...schoolInformationDefaults.staff, students: 1500, classSections: 40 };
    expect((await api.sendJson('PUT', '/api/school-information/staff', staff)).statusCode).toBe(
      200,
    );
    report = await compliance();
    expect(report.checks.map((check: { ok: boolean }) => check.ok)).toEqual([false, false]);
    expect(report.checks[0].figure).toMatch(/^31\.25 : 1 \(1500 students, 48 teachers\)/);
    expect(report.checks[1].figure).toMatch(/^1\.2 \(48 teachers, 40 sections\)/);
  });

  it('names the annual report deadline: overdue after 15 September until the last year is linked', async () => {
    expect((await compliance()).deadlines).toEqual([
      {
        label: 'Annual report 2024-25 on the website',
        due: '2025-09-15',
        status: 'overdue',
        fixTab: 'school-information',
      },
    ]);
    const report = await upload('Annual report');
    const academics = {
      ...schoolInformationDefaults.academics,
      annualReport: report.id,
      annualReportYear: '2024-25',
    };
    expect(
      (await api.sendJson('PUT', '/api/school-information/academics', academics)).statusCode,
    ).toBe(200);
    expect((await compliance()).deadlines[0].status).toBe('done');
  });

  it('checks links and stored documents on demand and keeps the results', async () => {
    const gone = await upload('Deleted file');
    await rm(path.join(ctx.dataDir, 'uploads', gone.fileName));
    const infrastructure = {
      ...schoolInformationDefaults.infrastructure,
      inspectionVideo: `${siteUrl}/missing-video`,
    };
    expect(
      (await api.sendJson('PUT', '/api/school-information/infrastructure', infrastructure))
        .statusCode,
    ).toBe(200);

    const run = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/compliance/link-check',
      headers: await ctx.authHeader(),
    });
    expect(run.statusCode).toBe(200);
    const links = run.json().brokenLinks;
    expect(links.checkedAt).not.toBeNull();
    expect(links.checked).toBeGreaterThanOrEqual(6);
    expect(links.broken).toEqual([
      {
        label: 'Deleted file',
        target: 'Deleted file.pdf',
        kind: 'document',
        problem: 'the stored file is missing',
        fixTab: 'disclosure',
      },
      {
        label: 'Video of the school inspection',
        target: `${siteUrl}/missing-video`,
        kind: 'url',
        problem: 'answered 404',
        fixTab: 'school-information',
      },
    ]);
    // Stored: the dashboard shows the same run later.
    expect((await compliance()).brokenLinks).toEqual(links);

    await api.sendJson('PUT', '/api/school-information/infrastructure', {
      ...infrastructure,
      inspectionVideo: `${siteUrl}/video`,
    });
    await api.sendJson('DELETE', `/api/disclosure/${gone.id}`);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/compliance/link-check',
      headers: await ctx.authHeader(),
    });
    expect(again.json().brokenLinks.broken).toEqual([]);
  });
});
