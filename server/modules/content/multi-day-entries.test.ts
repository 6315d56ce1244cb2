import { describe, expect, it } from 'vitest';
import type { Event } from '#contracts/content/events.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);

const winterBreak = {
  title: 'Winter break',
  description: 'The school is closed.',
  date: '2026-12-23',
  endDate: '2027-01-02',
};
const breakDays = [
  '2026-12-23',
  '2026-12-24',
  '2026-12-25',
  '2026-12-26',
  '2026-12-27',
  '2026-12-28',
  '2026-12-29',
  '2026-12-30',
  '2026-12-31',
  '2027-01-01',
  '2027-01-02',
];

const titlesOn = async (date: string, kind: 'events' | 'leaves', prefix = '/api') => {
  const response = await api.get(`${prefix}/details/${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<typeof kind, Event[]>>()[kind].map((entry) => entry.title);
};

describe('a holiday over several days', () => {
  it('is one entry, on every day it spans and on no other', async () => {
    const created = await api.sendJson('POST', '/api/leaves/apply', winterBreak);
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<{ data: Event }>().data;
    expect(saved).toMatchObject({ date: '2026-12-23', endDate: '2027-01-02' });
    expect((await api.get('/api/leaves')).json<Event[]>()).toEqual([saved]);

    for (const day of breakDays)
      expect(await titlesOn(day, 'leaves'), day).toEqual(['Winter break']);
    // The original client's address answers the same (decision 0014).
    expect(await titlesOn('2026-12-25', 'leaves', '')).toEqual(['Winter break']);
    expect(await titlesOn('2026-12-22', 'leaves')).toEqual([]);
    expect(await titlesOn('2027-01-03', 'leaves')).toEqual([]);

    // Each month marks only its own days of the break.
    const december = (await api.get('/api/calendar?month=2026-12')).json();
    expect(december.leaves).toEqual(breakDays.slice(0, 9));
    const january = (await api.get('/api/calendar?month=2027-01')).json();
    expect(january.leaves).toEqual(['2027-01-01', '2027-01-02']);

    // Saved again without a last day, it is one day long.
    const shortened = await api.sendJson('PUT', `/api/leaves/${saved.id}`, {
      title: 'Winter break',
      date: '2026-12-23',
    });
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect(shortened.json<{ data: Event }>().data.endDate).toBeNull();
    expect(await titlesOn('2026-12-24', 'leaves')).toEqual([]);
    expect((await api.get('/api/calendar?month=2026-12')).json().leaves).toEqual(['2026-12-23']);
    await api.sendJson('DELETE', `/api/leaves/${saved.id}`);
  });

  it('keeps a last day equal to the first as a one-day entry', async () => {
    const created = await api.sendJson('POST', '/api/leaves/apply', {
      title: 'Diwali',
      date: '2026-11-08',
      endDate: '2026-11-08',
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<{ data: Event }>().data;
    expect(saved.endDate).toBeNull();
    await api.sendJson('DELETE', `/api/leaves/${saved.id}`);
  });
});

describe('an event over several days', () => {
  it('is created and changed with its last day, and shown on each of its days', async () => {
    const created = await api.sendJson('POST', '/api/events', {
      title: 'Sports week',
      date: '2027-02-08',
      endDate: '2027-02-10',
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<{ data: Event }>().data;
    expect(saved.endDate).toBe('2027-02-10');
    expect((await api.get(`/api/events/${saved.id}`)).json<Event>().endDate).toBe('2027-02-10');
    for (const day of ['2027-02-08', '2027-02-09', '2027-02-10'])
      expect(await titlesOn(day, 'events'), day).toEqual(['Sports week']);
    expect(await titlesOn('2027-02-11', 'events')).toEqual([]);

    const moved = await api.sendJson('PUT', `/api/events/${saved.id}`, {
      title: 'Sports week',
      date: '2027-02-08',
      endDate: '2027-02-12',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await titlesOn('2027-02-12', 'events')).toEqual(['Sports week']);
    expect((await api.get('/api/calendar?month=2027-02')).json().events).toEqual([
      '2027-02-08',
      '2027-02-09',
      '2027-02-10',
      '2027-02-11',
      '2027-02-12',
    ]);
    await api.sendJson('DELETE', `/api/events/${saved.id}`);
  });

  it('answers a one-day event with no last day', async () => {
    const created = await api.sendJson('POST', '/api/events', { title: 'PTM', date: '2027-03-06' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ data: Event }>().data.endDate).toBeNull();
  });
});

describe('the last day of an entry', () => {
  const refused = [
    ['2026-12-20', 'endDate: The end date is before the start date.'],
    ['2027-03-01', 'endDate: An event or holiday can last at most 62 days.'],
    ['2026-12-32', 'endDate: The last day must be a real date in the form YYYY-MM-DD.'],
    ['next week', 'endDate: The last day must be a real date in the form YYYY-MM-DD.'],
  ] as const;
  for (const url of ['/api/leaves/apply', '/api/events'])
    for (const [endDate, message] of refused)
      it(`is refused on ${url} when it is ${endDate}`, async () => {
        const response = await api.sendJson('POST', url, {
          title: 'Winter break',
          date: '2026-12-23',
          endDate,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toContain(message);
      });

  it('may be 62 days after the first, the whole summer vacation', async () => {
    const response = await api.sendJson('POST', '/api/leaves/apply', {
      title: 'Summer vacation',
      date: '2027-05-01',
      endDate: '2027-07-01',
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
