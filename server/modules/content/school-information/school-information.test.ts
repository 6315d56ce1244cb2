import { describe, expect, it } from 'vitest';
import {
  defaultDatesOn,
  generalDefaults,
  schoolInformationDefaults,
  schoolInformationDefaultsOn,
  sectionIds,
} from '#contracts/content/school-information.ts';
import { demoSchool } from '#contracts/demo-school.ts';
import { demoSchoolInformation } from '#server/demo/demo-school-information.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';

// "Today" at the school: 24 November 2026, in the academic year 2026-27.
const ctx = await buildTestApp({ clock: () => new Date('2026-11-24T06:00:00Z') });
const api = contentApi(ctx);
const url = '/api/school-information';
const missingId = '00000000-0000-4000-8000-000000000000';

async function uploadDisclosure(title: string): Promise<string> {
  const created = await api.sendForm(
    'POST',
    '/api/disclosure/addDisclosure',
    { type: 'information', title },
    { field: 'file', name: `${title}.pdf`, bytes: makePdf(title) },
  );
  expect(created.statusCode).toBe(201);
  return created.json().data.id;
}

describe('school information', () => {
  it('answers a fresh site without login: its settings, the year’s dates, nothing else given', async () => {
    const response = await api.get(url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sections).toEqual(schoolInformationDefaultsOn('2026-11-24', demoSchool));
    expect(body.sections.general).toMatchObject({
      affiliationNumber: '3330999',
      principalName: '',
      principalQualification: '',
    });
    // No figures of any school (the demo school's are saved by the demo, not given to all):
    // each count is not given and each text empty until staff save the section.
    const given = (section: object) =>
      Object.values(section).filter((value) => value !== null && value !== '');
    expect(given(body.sections.staff)).toEqual([]);
    expect(given(body.sections.infrastructure)).toEqual([]);
    expect(body.sections.infrastructure).toMatchObject({ campusAreaSqM: null, labs: '' });
    // The dates of the year the school is in, and the admissions open for the next session:
    // never an earlier year's shown as current, nor an admission period that has closed.
    expect(body.sections.dates).toMatchObject({
      academicSession: '2026-27',
      sessionStart: '2026-04-01',
      admissionStart: '2026-11-15',
      admissionEnd: '2027-06-15',
    });
    expect(defaultDatesOn('2026-05-01')).toMatchObject({
      admissionStart: '2025-11-15',
      admissionEnd: '2026-06-15',
    });
    expect(body.documents).toEqual([]);
    expect(body.updatedAt).toBeNull();
  });

  it('saves a section only with every figure and text given', async () => {
    const partial = await api.sendJson('PUT', `${url}/staff`, { teachers: 50, students: 900 });
    expect(partial.statusCode).toBe(400);
    const named = partial.json().errors.map((error: { field: string }) => error.field);
    expect(named).toEqual(expect.arrayContaining(['pgt', 'classSections', 'counsellor']));
    expect(named).not.toContain('teachers');
    expect(named).not.toContain('teacherList');
    const general = await api.sendJson('PUT', `${url}/general`, { principalName: 'Dr. A. Verma' });
    expect(general.json().errors).toEqual([
      expect.objectContaining({ field: 'principalQualification' }),
    ]);
    expect((await api.get(url)).json().updatedAt).toBeNull();
  });

  it('saves a section as an admin, with an audit entry, and the next read shows it', async () => {
    const before = await api.get(url);
    const etag = before.headers.etag as string;
    const staff = { ...demoSchoolInformation.staff, teachers: 50, counsellor: '  Two  ' };
    const saved = await api.sendJson('PUT', `${url}/staff`, staff);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('School information saved.');
    expect(saved.json().data.sections.staff).toMatchObject({ teachers: 50, counsellor: 'Two' });

    // The cached public answer was dropped: the old ETag no longer matches.
    const after = await api.get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().sections.staff.teachers).toBe(50);
    expect(after.json().sections.general).toEqual(generalDefaults(demoSchool));
    expect(Date.parse(after.json().updatedAt)).not.toBeNaN();

    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=10',
      headers: await ctx.authHeader(),
    });
    // Sign-ins (entity "account") are in the log too; the newest change is the save.
    const changes = audit.json().filter((entry: { entity: string }) => entry.entity !== 'account');
    expect(changes[0]).toMatchObject({
      action: 'update',
      entity: 'school_information',
      entityId: 'staff',
      adminUsername: 'test-admin',
    });
  });

  it('links uploaded documents; a deleted document shows as missing again', async () => {
    const letterId = await uploadDisclosure('Affiliation letter');
    const fireId = await uploadDisclosure('Fire safety');
    const documents = {
      ...schoolInformationDefaults.documents,
      affiliationLetter: letterId,
      fireSafety: fireId,
    };
    expect((await api.sendJson('PUT', `${url}/documents`, documents)).statusCode).toBe(200);
    const linked = (await api.get(url)).json();
    expect(linked.sections.documents).toMatchObject({
      affiliationLetter: letterId,
      fireSafety: fireId,
      noc: null,
    });
    expect(linked.documents.map((row: { id: string }) => row.id).sort()).toEqual(
      [letterId, fireId].sort(),
    );

    expect((await api.sendJson('DELETE', `/api/disclosure/${fireId}`)).statusCode).toBe(200);
    const afterDelete = (await api.get(url)).json();
    expect(afterDelete.documents).toEqual([expect.objectContaining({ id: letterId })]);
  });

  it('keeps one annual report an academic year', async () => {
    const older = await uploadDisclosure('Annual report 2024-25');
    const newer = await uploadDisclosure('Annual report 2025-26');
    const academics = {
      ...schoolInformationDefaults.academics,
      annualReports: { '2024-25': older, '2025-26': newer },
    };
    expect((await api.sendJson('PUT', `${url}/academics`, academics)).statusCode).toBe(200);
    const saved = (await api.get(url)).json();
    expect(saved.sections.academics.annualReports).toEqual({ '2024-25': older, '2025-26': newer });
    expect(saved.documents.map((row: { id: string }) => row.id)).toEqual(
      expect.arrayContaining([older, newer]),
    );
    // The public page lists each year's report, newest first.
    const page = await ctx.app.inject({ method: 'GET', url: '/mandatory-disclosure' });
    const listed = /aria-label="Annual reports">(.*?)<\/ul>/s.exec(page.body)?.[1] ?? '';
    expect([...listed.matchAll(/<span>(\d{4}-\d{2})<\/span>/g)].map((m) => m[1])).toEqual([
      '2025-26',
      '2024-25',
    ]);
  });

  it('reads a section saved with the single annual-report slot as that year’s report', async () => {
    const report = await uploadDisclosure('Old annual report');
    const { schoolInformation } = ctx.db.tables;
    const data = {
      ...schoolInformationDefaults.academics,
      annualReports: undefined,
      annualReport: report,
      annualReportYear: '2023-24',
    };
    await ctx.db.write((tx) =>
      tx
        .insert(schoolInformation)
        .values({ section: 'academics', data, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: schoolInformation.section,
          set: { data, updatedAt: new Date() },
        }),
    );
    const read = (await api.get(url)).json();
    expect(read.sections.academics.annualReports).toEqual({ '2023-24': report });
    expect(read.sections.academics).not.toHaveProperty('annualReport');
  });

  it('reads a field added after its section was saved as not given, the rest as saved', async () => {
    const { schoolInformation } = ctx.db.tables;
    const {
      pgt: _pgt,
      tgt: _tgt,
      prt: _prt,
      ...saved
    } = {
      ...demoSchoolInformation.staff,
      teachers: 44,
    };
    await ctx.db.write((tx) =>
      tx
        .insert(schoolInformation)
        .values({ section: 'staff', data: saved, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: schoolInformation.section,
          set: { data: saved, updatedAt: new Date() },
        }),
    );
    // Read through the service: the public answer's cache knows nothing of a row written here.
    const read = await ctx.app.content.schoolInformation.get();
    expect(read.sections.staff).toEqual({ ...saved, pgt: null, tgt: null, prt: null });
    // Saved again, the section needs them.
    const refused = await api.sendJson('PUT', `${url}/staff`, { teachers: 45 });
    expect(refused.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'pgt',
      'tgt',
      'prt',
    ]);
    const staff = { ...demoSchoolInformation.staff, teachers: 44 };
    expect((await api.sendJson('PUT', `${url}/staff`, staff)).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and the fields named, changing nothing', async () => {
    const before = (await api.get(url)).json();
    const cases: Array<[string, object, string[]]> = [
      [
        'staff',
        { ...demoSchoolInformation.staff, teachers: -1, peons: 2.5 },
        ['teachers', 'peons'],
      ],
      [
        'general',
        {
          ...generalDefaults(demoSchool),
          ...demoSchoolInformation.general,
          email: 'nope',
          schoolName: ' ',
        },
        ['schoolName', 'email'],
      ],
      [
        'infrastructure',
        { ...demoSchoolInformation.infrastructure, inspectionVideo: 'javascript:alert(1)' },
        ['inspectionVideo'],
      ],
      ['dates', { ...defaultDatesOn('2026-11-24'), admissionEnd: '2025-11-01' }, ['admissionEnd']],
      ['dates', { ...defaultDatesOn('2026-11-24'), sessionStart: '2026-02-30' }, ['sessionStart']],
      ['academics', { ...schoolInformationDefaults.academics, smcList: 'not-a-uuid' }, ['smcList']],
      ['academics', { ...schoolInformationDefaults.academics, ptaList: missingId }, ['ptaList']],
      [
        'academics',
        { ...schoolInformationDefaults.academics, annualReports: { '2025-26': missingId } },
        ['annualReports.2025-26'],
      ],
      [
        'academics',
        { ...schoolInformationDefaults.academics, annualReports: { 'last year': missingId } },
        ['annualReports.last year'],
      ],
    ];
    for (const [section, body, fields] of cases) {
      const response = await api.sendJson('PUT', `${url}/${section}`, body);
      expect(response.statusCode, `${section} ${fields.join()}`).toBe(400);
      const named = response.json().errors.map((error: { field: string }) => error.field);
      expect(named.sort(), section).toEqual([...fields].sort());
    }
    expect((await api.sendJson('PUT', `${url}/unknown`, {})).statusCode).toBe(404);
    expect((await api.get(url)).json()).toEqual(before);
  });

  it('changes only the fields given: {} keeps the section, results tables included', async () => {
    const results = {
      resultsX: [{ year: '2025-26', registered: 120, passed: 118, remarks: 'Two compartments' }],
      resultsXII: [{ year: '2025-26', registered: 90, passed: 90, remarks: '' }],
    };
    const academics = { ...schoolInformationDefaults.academics, ...results };
    expect((await api.sendJson('PUT', `${url}/academics`, academics)).statusCode).toBe(200);
    const general = {
      ...generalDefaults(demoSchool),
      ...demoSchoolInformation.general,
      principalName: 'Dr. A. Verma',
    };
    expect((await api.sendJson('PUT', `${url}/general`, general)).statusCode).toBe(200);
    const { schoolInformation } = ctx.db.tables;
    const storedRows = () =>
      ctx.db.read.select().from(schoolInformation).orderBy(schoolInformation.section);
    const before = await storedRows();
    const shown = (await api.get(url)).json();

    for (const section of sectionIds) {
      const response = await api.sendJson('PUT', `${url}/${section}`, {});
      expect(response.statusCode, section).toBe(200);
      expect(response.json().data.sections[section], section).toEqual(shown.sections[section]);
    }
    expect(await storedRows()).toEqual(before);
    expect((await api.get(url)).json()).toEqual(shown);

    // One field: that field changes, the rest of the section (the results) stays as stored.
    const qualification = { principalQualification: 'M.A., B.Ed.' };
    expect((await api.sendJson('PUT', `${url}/general`, qualification)).statusCode).toBe(200);
    const moreResults = [{ year: '2024-25', registered: 100, passed: 97, remarks: '' }];
    const onlyX = { resultsX: moreResults };
    expect((await api.sendJson('PUT', `${url}/academics`, onlyX)).statusCode).toBe(200);
    const after = (await api.get(url)).json().sections;
    expect(after.general).toEqual({ ...shown.sections.general, ...qualification });
    expect(after.academics).toEqual({ ...shown.sections.academics, resultsX: moreResults });
    expect(after.academics.resultsXII).toEqual(results.resultsXII);

    // The section is checked whole once merged: a close before the stored opening is refused.
    const dates = await api.sendJson('PUT', `${url}/dates`, { admissionEnd: '2000-01-01' });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().errors).toEqual([expect.objectContaining({ field: 'admissionEnd' })]);
  });

  it('refuses a save without a token', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `${url}/staff`,
      payload: { ...demoSchoolInformation.staff, teachers: 1 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized! Please login first.' });
    expect((await api.get(url)).json().sections.staff.teachers).not.toBe(1);
  });
});
