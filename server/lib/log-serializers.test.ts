import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-database.ts';
import { loggableError, loggableRequest } from './log-serializers.ts';

const database = await createTestDatabase();
afterAll(() => database.dispose());
const marker = 'asha.verma.secret@example.com';

/** A real failed insert carrying a visitor's data, as the database driver reports it. */
async function failedInsert(): Promise<unknown> {
  const { contactMessages } = database.db.tables;
  const row = {
    id: randomUUID(),
    firstName: 'Asha',
    lastName: 'Verma',
    email: marker,
    subject: 'Admission',
    message: marker,
    createdAt: new Date(),
  };
  await database.db.write((tx) => tx.insert(contactMessages).values(row));
  return database.db.write((tx) => tx.insert(contactMessages).values(row)).catch((e) => e);
}

describe(`logged errors on ${database.db.dialect}`, () => {
  it('keep the kind, code and stack of a failed query but none of its values', async () => {
    const error = await failedInsert();
    // On PostgreSQL drizzle wraps the error with the query's values, which the standard
    // serializer writes out: the visitor's e-mail address.
    const standard = JSON.stringify(pino.stdSerializers.err(error as Error));
    if (database.db.dialect === 'postgres') expect(standard).toContain(marker);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain(marker);
    expect(logged).toMatch(/Failed query: insert into|UNIQUE constraint failed/);
    expect(logged).toMatch(/"code":"(SQLITE_CONSTRAINT_PRIMARYKEY|23505)"/);
    expect(loggableError(error).stack).toMatch(/^\s+at /);
  });

  it('log a request without its query string', () => {
    const request = { method: 'GET', url: `/api/events?email=${marker}`, ip: '203.0.113.9' };
    expect(loggableRequest(request as never)).toEqual({
      method: 'GET',
      url: '/api/events',
      remoteAddress: '203.0.113.9',
    });
  });
});
