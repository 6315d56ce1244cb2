import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  schoolInformationDefaults,
  type SchoolInformation,
} from '#contracts/content/school-information.ts';
import { demoSchoolInformation } from '#server/demo/demo-school-information.ts';
import { buildTestApp, testAdmin } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';
import type { BrokenLink, Compliance } from '#contracts/compliance.ts';
import { newPageInput, pageInputSchema } from '#contracts/content/pages.ts';
import { eventInputSchema } from '#contracts/content/events.ts';
import { noticeInputSchema } from '#contracts/content/notices.ts';
import { validateUpload } from '#server/files/validate-upload.ts';
import { complianceReport } from './compliance-report.ts';

const noLinks = { checkedAt: null, durationMs: null, checked: 0, broken: [], addresses: [] };

// "Today" at the school is fixed: 10 January 2026 (the academic year 2025-26).
const today = '2026-01-10';
const ctx = await buildTestApp({
  clock: () => new Date(`${today}T06:00:00Z`),
  linkCheck: { allowLoopback: true, timeoutMs: 500 },
});
const api = contentApi(ctx);

// Another site staff link to: /video opens, /hang never answers, anything else is 404.
const asked: string[] = [];
const site = http.createServer((request, response) => {
  asked.push(request.url ?? '');
  if (request.url !== '/hang') response.writeHead(request.url === '/video' ? 200 : 404).end();
});
site.listen(0, '127.0.0.1');
await once(site, 'listening');
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
afterAll(() => {
  site.closeAllConnections();
  site.close();
});

/** The seeded pages and menus link to other sites, which the test machine cannot reach. */
const ofThisTest = (link: Pick<BrokenLink, 'kind' | 'target'>) =>
  link.kind !== 'url' || link.target.startsWith(siteUrl);

async function runLinkCheck(): Promise<Compliance['brokenLinks']> {
  const run = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/compliance/link-check',
    headers: await ctx.authHeader(),
  });
  expect(run.statusCode).toBe(200);
  return run.json().brokenLinks;
}

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
    // Nothing of sections A, D and E is given until staff save them: each figure and text is
    // listed, those the settings give (the school's name, numbers, contacts) are not.
    expect(report.missing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ section: 'general', key: 'principalName', label: 'Principal' }),
        expect.objectContaining({ section: 'staff', key: 'teachers', label: 'Teachers' }),
        expect.objectContaining({ section: 'staff', key: 'teacherSectionRatio' }),
        expect.objectContaining({ section: 'infrastructure', key: 'campusAreaSqM' }),
        expect.objectContaining({ section: 'infrastructure', key: 'internet' }),
      ]),
    );
    expect(missing).not.toContain('schoolName');
    expect(missing).not.toContain('email');
  });

  it('computes the ratios from section D, with the figures', async () => {
    // Not met while the figures are not given, which the check names.
    let report = await compliance();
    expect(report.checks).toEqual([
      expect.objectContaining({
        ok: false,
        figure: 'not given yet (Students enrolled, Teachers)',
      }),
      expect.objectContaining({ ok: false, figure: 'not given yet (Teachers, Class sections)' }),
    ]);
    const demoStaff = demoSchoolInformation.staff;
    expect((await api.sendJson('PUT', '/api/school-information/staff', demoStaff)).statusCode).toBe(
      200,
    );
    report = await compliance();
    expect(report.missing.map((item: { key: string }) => item.key)).not.toContain('teachers');
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
    const staff = { ...demoStaff, students: 1500, classSections: 40 };
    expect((await api.sendJson('PUT', '/api/school-information/staff', staff)).statusCode).toBe(
      200,
    );
    report = await compliance();
    expect(report.checks.map((check: { ok: boolean }) => check.ok)).toEqual([false, false]);
    expect(report.checks[0].figure).toMatch(/^31\.25 : 1 \(1500 students, 48 teachers\)/);
    expect(report.checks[1].figure).toMatch(/^1\.2 \(48 teachers, 40 sections\)/);
  });

  it('names the deadline of the annual report of the year that ended: overdue after 15 September until it is linked', async () => {
    expect((await compliance()).deadlines).toEqual([
      {
        label: 'Annual report 2024-25 on the website',
        due: '2025-09-15',
        status: 'overdue',
        fixTab: 'school-information',
      },
    ]);
    const academics = (annualReports: Record<string, string>) =>
      api.sendJson('PUT', '/api/school-information/academics', {
        ...schoolInformationDefaults.academics,
        annualReports,
      });
    const olderYears = await upload('Annual report 2023-24');
    expect((await academics({ '2023-24': olderYears.id })).statusCode).toBe(200);
    expect((await compliance()).deadlines[0].status).toBe('overdue');
    const lastYears = await upload('Annual report 2024-25');
    expect(
      (await academics({ '2023-24': olderYears.id, '2024-25': lastYears.id })).statusCode,
    ).toBe(200);
    expect((await compliance()).deadlines[0].status).toBe('done');
  });

  it.each([
    ['2025-09-15', '2024-25', 'due'],
    ['2025-09-16', '2024-25', 'overdue'],
    ['2026-03-31', '2024-25', 'overdue'],
    ['2026-04-01', '2025-26', 'due'],
  ])('on %s the deadline is the %s report, %s', async (day, year, status) => {
    const info = (
      await ctx.app.inject({ method: 'GET', url: '/api/school-information' })
    ).json<SchoolInformation>();
    const withoutYear = {
      ...info,
      sections: {
        ...info.sections,
        academics: { ...info.sections.academics, annualReports: {} },
      },
    };
    expect(complianceReport(withoutYear, day, noLinks).deadlines).toEqual([
      expect.objectContaining({
        label: `Annual report ${year} on the website`,
        due: `${Number(year.slice(0, 4)) + 1}-09-15`,
        status,
      }),
    ]);
  });

  it('checks links and stored documents on demand and keeps the results', async () => {
    const gone = await upload('Deleted file');
    await rm(path.join(ctx.dataDir, 'uploads', gone.fileName));
    const infrastructure = {
      ...demoSchoolInformation.infrastructure,
      inspectionVideo: `${siteUrl}/missing-video`,
    };
    expect(
      (await api.sendJson('PUT', '/api/school-information/infrastructure', infrastructure))
        .statusCode,
    ).toBe(200);

    const links = await runLinkCheck();
    expect(links.checkedAt).not.toBeNull();
    expect(links.checked).toBeGreaterThanOrEqual(6);
    expect(links.broken.filter(ofThisTest)).toEqual([
      {
        label: 'Deleted file',
        where: 'Disclosure documents',
        target: 'Deleted file.pdf',
        kind: 'document',
        problem: 'the stored file is missing',
        fixTab: 'disclosure',
      },
      {
        label: 'Video of the school inspection',
        where: 'Disclosure information, E. School Infrastructure and Facilities',
        target: `${siteUrl}/missing-video`,
        kind: 'url',
        problem: 'answered 404',
        fixTab: 'school-information',
      },
    ]);
    // The dashboard lists each address once, in plain words, the checker's reason as details.
    expect(links.addresses.filter(ofThisTest)).toEqual([
      {
        target: 'Deleted file.pdf',
        kind: 'document',
        message: 'The stored file is missing: upload the document again.',
        details: 'the stored file is missing',
        places: [{ label: 'Deleted file', where: 'Disclosure documents', fixTab: 'disclosure' }],
      },
      {
        target: `${siteUrl}/missing-video`,
        kind: 'url',
        message:
          'The page answered 404 (not found): the page may have moved; find its new address.',
        details: 'answered 404',
        places: [
          {
            label: 'Video of the school inspection',
            where: 'Disclosure information, E. School Infrastructure and Facilities',
            fixTab: 'school-information',
          },
        ],
      },
    ]);
    // Stored: the dashboard shows the same run later.
    expect((await compliance()).brokenLinks).toEqual(links);

    await api.sendJson('PUT', '/api/school-information/infrastructure', {
      ...infrastructure,
      inspectionVideo: `${siteUrl}/video`,
    });
    await api.sendJson('DELETE', `/api/disclosure/${gone.id}`);
    expect((await runLinkCheck()).broken.filter(ofThisTest)).toEqual([]);
  });

  it('checks every link in the content and says where each broken one is', async () => {
    const { content } = ctx.app;
    const actor = { username: testAdmin.username };
    const slug = 'link-check-test';
    const broken = (target: string) => `${siteUrl}${target}`;
    await content.events.create(
      actor,
      eventInputSchema.parse({
        title: 'Science fair',
        description: `Register at ${broken('/hang')}.`,
        date: today,
        slug: '',
      }),
    );
    const notice = await content.notices.create(
      actor,
      noticeInputSchema.parse({
        title: 'Fee circular',
        description: `The old form (${broken('/old-form')}) is withdrawn.`,
        date: today,
        slug: '',
      }),
      await validateUpload({ bytes: makePdf('Fees'), fileName: 'fees.pdf' }, 'document', 'file'),
    );
    await rm(path.join(ctx.dataDir, 'uploads', notice.fileUrl!.split('/').pop()!.split('?')[0]!));
    const page = pageInputSchema.parse({
      ...newPageInput(slug, 'Link check test'),
      sections: [
        {
          type: 'section',
          id: 'links',
          title: 'Links',
          blocks: [
            {
              type: 'richText',
              doc: {
                type: 'doc',
                content: [
                  {
                    type: 'paragraph',
                    content: [
                      {
                        type: 'text',
                        text: 'the old form',
                        marks: [{ type: 'link', attrs: { href: broken('/old-form') } }],
                      },
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
      cta: {
        title: 'Visit',
        text: 'Come and see us.',
        actions: [
          { label: 'Disclosure', to: '/mandatory-disclosure#documents' },
          { label: 'Old page', to: '/no-such-page#top' },
        ],
      },
    });
    await content.pages.create(actor, page);
    await content.pages.publish(actor, slug);
    const menus = await content.menus.read();
    await content.menus.save(actor, {
      ...menus,
      quickLinks: [
        ...menus.quickLinks.slice(0, 2),
        { label: 'Portal', path: 'https://127.0.0.1/never-checked', hidden: true },
        { label: 'Old fees', path: '/no-such-page', hidden: false },
      ],
    });

    asked.length = 0;
    const links = await runLinkCheck();
    const noticeFile = notice.fileUrl!;
    expect(links.broken.filter(ofThisTest)).toEqual([
      {
        label: 'Circular “Fee circular”',
        where: 'attachment',
        target: noticeFile,
        kind: 'site',
        problem: 'this site answered 404',
        fixTab: 'circulars',
      },
      {
        label: 'Circular “Fee circular”',
        where: 'description',
        target: broken('/old-form'),
        kind: 'url',
        problem: 'answered 404',
        fixTab: 'circulars',
      },
      {
        label: 'Event “Science fair”',
        where: 'description',
        target: broken('/hang'),
        kind: 'url',
        problem: 'timed out',
        fixTab: 'calendar',
      },
      {
        label: 'Menus',
        where: 'Quick links, link “Old fees”',
        target: '/no-such-page',
        kind: 'site',
        problem: 'this site answered 404',
        fixTab: 'menus',
      },
      {
        label: `Page “Link check test” (/${slug})`,
        where: 'closing band, button “Old page”',
        target: '/no-such-page#top',
        kind: 'site',
        problem: 'this site answered 404',
        fixTab: 'pages',
      },
      {
        label: `Page “Link check test” (/${slug})`,
        where: 'section “Links”, text link',
        target: broken('/old-form'),
        kind: 'url',
        problem: 'answered 404',
        fixTab: 'pages',
      },
    ]);
    // Each address is asked once, however many places link to it, and listed once with them.
    expect(asked.filter((url) => url === '/old-form')).toHaveLength(1);
    const oldForm = links.addresses.filter((address) => address.target === broken('/old-form'));
    expect(oldForm).toEqual([
      expect.objectContaining({
        message:
          'The page answered 404 (not found): the page may have moved; find its new address.',
        places: [
          { label: 'Circular “Fee circular”', where: 'description', fixTab: 'circulars' },
          {
            label: `Page “Link check test” (/${slug})`,
            where: 'section “Links”, text link',
            fixTab: 'pages',
          },
        ],
      }),
    ]);
    expect(links.addresses.find((address) => address.target === broken('/hang'))).toMatchObject({
      message: 'The site did not answer in time: try again later, or check the address.',
      details: 'timed out',
    });
    expect(links.addresses.find((address) => address.target === '/no-such-page')).toMatchObject({
      message:
        'The page answered 404 (not found): it may have been renamed or taken offline; choose the page again.',
    });
  });
});
