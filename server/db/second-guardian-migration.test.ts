import { afterAll, describe, expect, it } from 'vitest';
import { olderDatabase, type Cleanups } from '#server/test/older-database.ts';

// Migration 0022 adds the second parent's e-mail and occupation to admission applications.
// Applications sent under the release before it (its last migration 0021) keep every detail and
// read the new fields as not given.
const lastBefore = '0021_search_vocabulary';
const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const id = 'd0000000-0000-4000-8000-000000000001';
const insertApplication = `INSERT INTO admission_applications (id, number, year, class,
  child_name, date_of_birth, gender, previous_school, previous_class, parent_name, phone, email,
  occupation, second_guardian_name, second_guardian_phone, address, siblings, language,
  consent_version, consented_at, stage, created_at, updated_at)
  VALUES ($1, 'VVIS/ADM/2027-28/0007', '2027-28', '1', 'Ira Verma', '2020-05-04', 'girl', '', '',
  'Anita Verma', '+91 98765 00007', 'anita@example.com', 'Teacher', 'Rohit Verma',
  '+91 98765 00008', 'Raipur', '', 'hi', '2026-11', $2, 'new', $2, $2)`;

describe(`upgrading a ${dialect} database with admission applications`, () => {
  it('keeps each application, the second parent with no e-mail or occupation yet', async () => {
    const now = new Date();
    const db = await olderDatabase(dialect, lastBefore, [[insertApplication, [id, now]]], cleanups);
    const rows = await db.read.select().from(db.tables.admissionApplications);
    expect(rows).toMatchObject([
      {
        id,
        childName: 'Ira Verma',
        occupation: 'Teacher',
        secondGuardianName: 'Rohit Verma',
        secondGuardianPhone: '+91 98765 00008',
        secondGuardianEmail: '',
        secondGuardianOccupation: '',
        language: 'hi',
      },
    ]);
  });
});
