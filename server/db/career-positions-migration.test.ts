import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readPositionLabels } from '#server/modules/careers/position-labels.ts';
import { olderDatabase, type Cleanups } from '#server/test/older-database.ts';

// A database made before positions were a table (migrations up to 0012) holds applications that
// name the form's fixed values; today's build must keep every one of them pointing at its post.
const lastBefore = '0012_disclosure_hindi';
const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const applications = [
  ['a0000000-0000-4000-8000-000000000001', 'counselor'],
  ['a0000000-0000-4000-8000-000000000002', 'teacher'],
  ['a0000000-0000-4000-8000-000000000003', ''],
  // Not a value the form offered; kept as a closed post rather than lost.
  ['a0000000-0000-4000-8000-000000000004', 'librarian'],
] as const;

const insertApplication = `INSERT INTO career_applications
  (id, full_name, email, phone, position, experience, created_at)
  VALUES ($1, 'Applicant', 'a@example.com', '+91 98765 43210', $2, '', $3)`;

describe(`upgrading a ${dialect} database from before career positions`, () => {
  it('turns the fixed positions into open rows and keeps every application on its post', async () => {
    const olderRows = applications.map(
      ([id, position]) => [insertApplication, [id, position, new Date()]] as const,
    );
    const db = await olderDatabase(dialect, lastBefore, olderRows, cleanups);
    const { careerPositions, careerApplications } = db.tables;
    const rows = await db.read
      .select()
      .from(careerPositions)
      .orderBy(asc(careerPositions.sortOrder), asc(careerPositions.key));
    expect(rows.map((row) => [row.key, row.title, row.open])).toEqual([
      ['teacher', 'Early Childhood Teacher', true],
      ['coordinator', 'Education Coordinator', true],
      ['counselor', 'School Counselor', true],
      ['administrator', 'Administrator', true],
      ['other', 'Other', true],
      ['librarian', 'librarian', false],
    ]);
    expect(rows[0]!.titleHi).toBe('प्रारंभिक बाल्यावस्था शिक्षक');
    expect(
      rows.every((row) => row.createdAt instanceof Date && !Number.isNaN(row.createdAt.getTime())),
    ).toBe(true);

    const stored = await db.read
      .select()
      .from(careerApplications)
      .orderBy(asc(careerApplications.id));
    expect(stored.map((row) => row.position)).toEqual(applications.map(([, position]) => position));
    const labelOf = await readPositionLabels(db.read, careerPositions);
    expect(stored.map((row) => labelOf(row.position))).toEqual([
      'School Counselor',
      'Early Childhood Teacher',
      'Not specified',
      'librarian',
    ]);
  });
});
