import { describe, expect, it } from 'vitest';
import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';
import { addDays, todayInKolkata } from '#server/lib/school-dates.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';

// Notices and events are for audiences (everyone unless staff choose), which their
// pages and the lists show in the first HTML; the list of notices filters by audience and by
// academic year, the current one by default and earlier ones as an archive. Pages come from the
// web build (`npm run build`).
const ctx = await buildTestApp();
const api = contentApi(ctx);

async function create(kind: 'events' | 'notices', fields: Record<string, unknown>) {
  const response = await api.sendJson(
    'POST',
    kind === 'events' ? '/api/events' : '/api/notices/add',
    fields,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { slug: string; audiences: string[] } }>().data;
}

const page = async (url: string) => {
  const response = await api.get(url);
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

describe('audiences on notices and events', () => {
  it('shows whom an event is for on its page and in the list, and filters the list by it', async () => {
    const date = addDays(todayInKolkata(), 10);
    const forEveryone = await create('events', { title: 'Annual sports meet', date });
    expect(forEveryone.audiences).toEqual(['all']);
    const forSome = await create('events', {
      title: 'Parents and staff meeting',
      date,
      audiences: ['parents', 'staff'],
    });
    expect(forSome.audiences).toEqual(['parents', 'staff']);

    expect(await page(`/events/${forSome.slug}`)).toContain('For: Parents, Staff');
    expect(await page(`/events/${forEveryone.slug}`)).not.toContain('For: ');

    const list = await page('/news-events?show=events');
    expect(list).toContain('Parents and staff meeting');
    expect(list).toContain('For: Parents, Staff');
    const forStaff = await page('/news-events?show=events&audience=staff');
    expect(forStaff).toContain('Parents and staff meeting');
    // Everyone's events are for staff too.
    expect(forStaff).toContain('Annual sports meet');
    const forPrimary = await page('/news-events?show=events&audience=primary');
    expect(forPrimary).not.toContain('Parents and staff meeting');
    expect(forPrimary).toContain('Annual sports meet');
  });

  it('shows whom a notice is for on its page, and keeps earlier academic years as an archive', async () => {
    const today = todayInKolkata();
    const lastYearsDay = addDays(today, -366);
    const current = await create('notices', {
      title: 'Primary picnic circular',
      date: today,
      audiences: ['primary'],
    });
    const earlierNotice = await create('notices', {
      title: 'Circular of last year',
      date: lastYearsDay,
    });
    expect(earlierNotice.audiences).toEqual(['all']);
    expect(await page(`/notices/${current.slug}`)).toContain('For: Primary (Classes I–V)');
    expect(await page(`/hi/notices/${current.slug}`)).toContain('किसके लिए: प्राइमरी (कक्षा 1–5)');

    const thisYear = await page('/news-events?show=notices');
    expect(thisYear).toContain('Primary picnic circular');
    expect(thisYear).not.toContain('Circular of last year');
    expect(await page('/news-events?show=notices&audience=secondary')).not.toContain(
      'Primary picnic circular',
    );
    const earlier = academicYearOf(lastYearsDay);
    const archive = await page(`/news-events?show=notices&year=${earlier}`);
    expect(archive).toContain('Circular of last year');
    expect(archive).not.toContain('Primary picnic circular');
    expect(thisYear).toMatch(new RegExp(`href="[^"]*\\?show=notices&amp;year=${earlier}"`));
    expect(archive).toContain(`VVIS/${academicYearLabel(earlier)}/001`);
  });
});
