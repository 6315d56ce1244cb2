import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-database.ts';
import { brokenConstraint } from './constraint-errors.ts';

const { db, dispose } = await createTestDatabase();
afterAll(dispose);

/** The error a write throws, or undefined when it commits. */
async function failureOf(work: Parameters<typeof db.write>[0]): Promise<unknown> {
  return db.write(work).then(
    () => undefined,
    (error: unknown) => error,
  );
}

it('tells a unique index from a foreign key, on either database, and nothing else', async () => {
  const { admissionCounters, admissionDocuments } = db.tables;
  const counter = { year: '2027-28', lastNumber: 1 };
  await db.write((tx) => tx.insert(admissionCounters).values(counter));
  const twice = await failureOf((tx) => tx.insert(admissionCounters).values(counter));
  expect(brokenConstraint(twice)).toBe('unique');
  const orphan = await failureOf((tx) =>
    tx.insert(admissionDocuments).values({
      id: randomUUID(),
      applicationId: randomUUID(),
      document: 'photo',
      fileId: randomUUID(),
      state: 'received',
      createdAt: new Date(),
    }),
  );
  expect(brokenConstraint(orphan)).toBe('foreign-key');
  expect(brokenConstraint(new Error('connection lost'))).toBeUndefined();
  expect(brokenConstraint(undefined)).toBeUndefined();
});
