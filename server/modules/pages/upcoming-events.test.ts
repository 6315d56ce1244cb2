import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { contentApi } from '../../test/content-api.ts';
import { addDays, todayInKolkata } from '../../lib/school-dates.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);

async function addEvent(title: string, daysFromToday: number, audiences: string[]) {
  const date = addDays(todayInKolkata(), daysFromToday);
  const response = await api.sendJson('POST', '/api/events', { title, date, audiences });
  expect(response.statusCode, response.body).toBe(201);
}

describe('an Upcoming events block', () => {
  it('lists the next published events for its audience and for everyone, soonest first', async () => {
    const empty = await api.get('/academics-primary');
    expect(empty.body).toContain('No events are planned yet.');

    await addEvent('Storytelling week', 9, ['primary']);
    await addEvent('Sports day', 3, ['all']);
    await addEvent('Staff training day', 5, ['staff']);
    await addEvent('Last month’s concert', -30, ['primary']);
    await addEvent('Board practical examinations', 7, ['secondary']);

    const primary = (await api.get('/academics-primary')).body;
    expect(primary).not.toContain('No events are planned yet.');
    expect(primary.indexOf('Sports day')).toBeGreaterThan(-1);
    expect(primary.indexOf('Sports day')).toBeLessThan(primary.indexOf('Storytelling week'));
    for (const absent of ['Staff training day', 'Last month’s concert', 'Board practical'])
      expect(primary).not.toContain(absent);

    const upper = (await api.get('/academics-upper')).body;
    expect(upper).toContain('Board practical examinations');
    expect(upper).not.toContain('Storytelling week');
  });
});
