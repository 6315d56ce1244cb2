import { describe, expect, it } from 'vitest';
import type { InboxApplication } from '#contracts/inbox.ts';
import { applicationsCsv, applicationsCsvName } from './applications-csv.ts';

const application = (overrides: Partial<InboxApplication>): InboxApplication => ({
  kind: 'applications',
  id: '00000000-0000-4000-8000-000000000001',
  // 20:00 UTC is already the next day in India.
  createdAt: '2026-03-31T20:00:00.000Z',
  readAt: null,
  handledAt: null,
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  phone: '98765 43210',
  position: 'teacher',
  positionLabel: 'Early Childhood Teacher',
  experience: '',
  status: 'hired',
  notes: '',
  resume: null,
  ...overrides,
});

const rowOf = (overrides: Partial<InboxApplication>) =>
  applicationsCsv([application(overrides)]).split('\r\n')[1]!;

describe('applications as CSV', () => {
  it('dates rows and the file name in India', () => {
    expect(rowOf({})).toBe(
      '2026-04-01,Asha Verma,asha@example.com,98765 43210,Early Childhood Teacher,,Hired,',
    );
    expect(applicationsCsvName(new Date('2026-03-31T20:00:00Z'))).toBe(
      'applications-2026-04-01.csv',
    );
  });

  it('starts every formula-like cell with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const notes = `${start}SUM(A1)`;
      const cell = rowOf({ notes }).split(',').at(-1)!;
      expect(cell.replace(/^"|"$/g, ''), JSON.stringify(start)).toBe(`'${notes}`);
    }
    expect(rowOf({ notes: 'a = b' }).endsWith(',a = b')).toBe(true);
  });

  it('quotes cells with quotes, commas or line breaks', () => {
    expect(rowOf({ fullName: 'Verma, "Asha"', notes: 'one\ntwo' })).toBe(
      '2026-04-01,"Verma, ""Asha""",asha@example.com,98765 43210,Early Childhood Teacher,,Hired,"one\ntwo"',
    );
  });

  it('is a header alone when nothing matches', () => {
    expect(applicationsCsv([])).toBe(
      '\uFEFFReceived,Name,Email,Phone,Position,Experience,Status,Notes\r\n',
    );
  });
});
