import { afterAll, describe, expect, it } from 'vitest';
import { olderDatabase, type Cleanups } from '#server/test/older-database.ts';

// Migration 0021 adds the vocabulary the closest spelling is taken from, filled from an index
// built before it, and points a holiday's result at its day on the calendar.
const lastBefore = '0020_admission_mails';
const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const insertDocument = `INSERT INTO search_documents (id, kind, record_id, language, title, body,
  date, path) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;
const recordId = 'd0000000-0000-4000-8000-000000000001';

describe(`upgrading a ${dialect} database with a search index`, () => {
  it('keeps its documents, knows their words and links the holiday to its day', async () => {
    const db = await olderDatabase(
      dialect,
      lastBefore,
      [
        [
          insertDocument,
          [
            `holiday:${recordId}:en`,
            'holiday',
            recordId,
            'en',
            'Christmas break',
            'School closed; classes resume on 2 January.',
            '2026-12-25',
            '/school-calendar?month=2026-12',
          ],
        ],
      ],
      cleanups,
    );
    const [document] = await db.read.select().from(db.tables.searchDocuments);
    expect(document).toMatchObject({
      title: 'Christmas break',
      path: '/school-calendar?date=2026-12-25',
    });
    const words = (await db.read.select().from(db.tables.searchVocabulary)).map((row) => row.word);
    expect(words).toEqual(expect.arrayContaining(['christmas', 'closed', 'january', 'resume']));
  });
});
