import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { addDays, todayInKolkata } from '#server/lib/school-dates.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);

async function addEvent(
  title: string,
  daysFromToday: number,
  audiences: string[],
  titleHi?: string,
) {
  const date = addDays(todayInKolkata(), daysFromToday);
  const response = await api.sendJson('POST', '/api/events', { title, date, audiences, titleHi });
  expect(response.statusCode, response.body).toBe(201);
}

describe('an Upcoming events block', () => {
  it('lists the next published events for its audience and for everyone, soonest first', async () => {
    const empty = await api.get('/academics-primary');
    expect(empty.body).toContain('No events are planned yet.');
    expect((await api.get('/hi/academics-primary')).body).toContain('अभी कोई कार्यक्रम तय नहीं है।');

    await addEvent('Storytelling week', 9, ['primary'], 'कहानी सप्ताह');
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

    // On the Hindi page: the Hindi staff wrote, else the English marked as English.
    const primaryHi = (await api.get('/hi/academics-primary')).body;
    expect(primaryHi).toContain('<span lang="hi">कहानी सप्ताह</span>');
    expect(primaryHi).toContain('<span lang="en">Sports day</span>');

    const upper = (await api.get('/academics-upper')).body;
    expect(upper).toContain('Board practical examinations');
    expect(upper).not.toContain('Storytelling week');
  });
});
