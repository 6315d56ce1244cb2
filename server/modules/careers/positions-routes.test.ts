import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { positionMessages, type CareerPosition } from '#contracts/career-positions.ts';
import type { Role } from '#contracts/roles.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { applicationFields, postApplication } from '#server/test/fixtures/submissions.ts';

const ctx = await buildTestApp();
const { app } = ctx;
const { auditLog, careerApplications } = ctx.db.tables;
const path = '/api/admin/careers/positions';

async function headersOf(role: Role) {
  const username = `positions-${role}`;
  await createAdminsRepository(ctx.db).create(username, `${username}-password`, role);
  return { authorization: `Bearer ${await ctx.login(username, `${username}-password`)}` };
}
const office = await headersOf('office');
const editor = await headersOf('editor');
const administrator = await ctx.authHeader();

const publicKeys = async () =>
  (await app.inject({ method: 'GET', url: '/api/careers/positions' }))
    .json<{ items: Array<{ key: string; label: string }> }>()
    .items.map((item) => item.key);

async function add(body: Record<string, unknown>, headers = office) {
  const response = await app.inject({ method: 'POST', url: path, payload: body, headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CareerPosition>();
}

describe('career positions', () => {
  it('start as the five the form offered, open, for anyone to read', async () => {
    expect(await publicKeys()).toEqual([
      'teacher',
      'coordinator',
      'counselor',
      'administrator',
      'other',
    ]);
  });

  it('are written by office staff and administrators, not editors nor visitors', async () => {
    const body = { kind: 'non-teaching', title: 'Office Clerk', titleHi: 'कार्यालय लिपिक' };
    expect((await app.inject({ method: 'POST', url: path, payload: body })).statusCode).toBe(401);
    const refused = await app.inject({ method: 'POST', url: path, payload: body, headers: editor });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: path, headers: editor })).statusCode).toBe(403);

    const clerk = await add(body, office);
    expect(clerk).toMatchObject({ key: 'office-clerk', label: 'Office Clerk', open: true });
    const [entry] = await ctx.db.read
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, clerk.id));
    expect(entry).toMatchObject({
      adminUsername: 'positions-office',
      action: 'create',
      entity: 'career-positions',
      summary: 'Position Office Clerk added',
    });
    const edited = await app.inject({
      method: 'PATCH',
      url: `${path}/${clerk.id}`,
      payload: { title: 'Office Assistant' },
      headers: administrator,
    });
    expect(edited.json()).toMatchObject({ key: 'office-clerk', label: 'Office Assistant' });
  });

  it('label a PGT, TGT or PRT post by its grade and subject, in Hindi too', async () => {
    const maths = await add({
      kind: 'pgt',
      title: 'Mathematics',
      titleHi: 'गणित',
      description: 'M.Sc. with B.Ed.',
      closesOn: '2099-12-31',
    });
    expect(maths).toMatchObject({
      key: 'pgt-mathematics',
      label: 'PGT Mathematics',
      labelHi: 'पीजीटी गणित',
      closesOn: '2099-12-31',
    });
    expect(await publicKeys()).toContain('pgt-mathematics');
    // The same label again gets a key of its own.
    expect((await add({ kind: 'pgt', title: 'Mathematics' })).key).toBe('pgt-mathematics-2');
  });

  it('name each wrong field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      payload: {
        kind: 'principal',
        title: '',
        closesOn: '2026-02-30',
        description: 'x'.repeat(301),
      },
      headers: office,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ errors: Array<{ field: string }> }>().errors.map((e) => e.field);
    expect(fields.sort()).toEqual(['closesOn', 'description', 'kind', 'title']);
  });

  it('once closed, or past the closing date, are not offered and refuse applications', async () => {
    const physics = await add({ kind: 'pgt', title: 'Physics' });
    const applied = await postApplication(
      app,
      applicationFields({ fullName: 'Open Applicant', position: physics.key }),
    );
    expect(applied.statusCode).toBe(200);

    const closed = await app.inject({
      method: 'PATCH',
      url: `${path}/${physics.id}`,
      payload: { open: false },
      headers: office,
    });
    expect(closed.json()).toMatchObject({ open: false });
    expect(await publicKeys()).not.toContain(physics.key);
    const late = await postApplication(
      app,
      applicationFields({ fullName: 'Late Applicant', position: physics.key }),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      errors: [{ field: 'position', message: positionMessages.closed }],
    });
    const lapsed = await add({ kind: 'tgt', title: 'Sanskrit', closesOn: '2001-01-01' });
    expect(await publicKeys()).not.toContain(lapsed.key);
    const tooLate = await postApplication(
      app,
      applicationFields({ fullName: 'Lapsed Applicant', position: lapsed.key }),
    );
    expect(tooLate.json()).toMatchObject({ errors: [{ message: positionMessages.closed }] });
    const unknown = await postApplication(
      app,
      applicationFields({ fullName: 'Unknown Applicant', position: 'principal' }),
    );
    expect(unknown.json()).toMatchObject({ errors: [{ message: positionMessages.unknown }] });
    const refusedNames = ['Late Applicant', 'Lapsed Applicant', 'Unknown Applicant'];
    for (const fullName of refusedNames)
      expect(
        await ctx.db.read
          .select()
          .from(careerApplications)
          .where(eq(careerApplications.fullName, fullName)),
      ).toHaveLength(0);

    // The application sent while it was open keeps it, under its current name.
    const inbox = await app.inject({
      method: 'GET',
      url: `/api/admin/inbox/applications?position=${physics.key}`,
      headers: office,
    });
    expect(inbox.json()).toMatchObject({
      items: [{ fullName: 'Open Applicant', positionLabel: 'PGT Physics' }],
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${path}/${physics.id}`,
      headers: office,
    });
    expect(deleted.statusCode).toBe(409);
    const unused = await app.inject({
      method: 'DELETE',
      url: `${path}/${lapsed.id}`,
      headers: office,
    });
    expect(unused.statusCode).toBe(200);
  });

  it('are ordered by staff, every post named once', async () => {
    const list = (await app.inject({ method: 'GET', url: path, headers: office })).json<{
      items: CareerPosition[];
    }>().items;
    const reversed = list.map((position) => position.id).reverse();
    const half = await app.inject({
      method: 'PUT',
      url: `${path}/order`,
      payload: { ids: reversed.slice(1) },
      headers: office,
    });
    expect(half.statusCode).toBe(400);
    const ordered = await app.inject({
      method: 'PUT',
      url: `${path}/order`,
      payload: { ids: reversed },
      headers: office,
    });
    expect(ordered.json<{ items: CareerPosition[] }>().items.map((p) => p.id)).toEqual(reversed);
  });

  it('show on the cached Careers page as soon as they change', async () => {
    const before = await app.inject({ method: 'GET', url: '/careers' });
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('Lab Assistant');
    expect((await app.inject({ method: 'GET', url: '/careers' })).body).toBe(before.body);
    await add({ kind: 'non-teaching', title: 'Lab Assistant' });
    const after = await app.inject({ method: 'GET', url: '/careers' });
    expect(after.body).toMatch(/>Lab Assistant<\/h3>/);
    const hindi = await app.inject({ method: 'GET', url: '/hi/careers' });
    expect(hindi.body).toContain('पीजीटी गणित');
  });
});
