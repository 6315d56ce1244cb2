import { describe, expect, it } from 'vitest';
import { demoSchool } from '#contracts/demo-school.ts';
import { schoolPageSlugs } from '#contracts/school-profile.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedDemoContent } from './seed-demo-content.ts';
import { seedDemoTcs } from './seed-demo-tcs.ts';

const ctx = await buildTestApp();
/** Empty sites, for the demo loaded on other days. */
const other = await buildTestApp();
const inVacation = await buildTestApp();
const silent = { info: () => {} } as never;
/** Hindi text, not the English copied over: it has Devanagari letters. */
const devanagari = /\p{Script=Devanagari}/u;

describe('demo content', () => {
  it('dates everything from the day it is loaded, and every text from the date it names', async () => {
    // 28 November 2026 in India, a Saturday.
    await seedDemoContent(other.app.content, silent, new Date('2026-11-27T20:00:00Z'));
    const { events, leaves, news, notices, disclosures } = other.app.content;
    const eventRows = await events.listAll();
    const holidays = await leaves.listAll();
    // Holidays on fixed dates only: no festival on last year's date.
    // A break is one holiday over several days, to the day before the school opens again.
    expect(holidays.map((holiday) => [holiday.date, holiday.endDate]).sort()).toEqual([
      ['2026-05-20', '2026-06-30'],
      ['2026-08-15', null],
      ['2026-10-02', null],
      ['2026-12-25', '2027-01-01'],
      ['2027-01-26', null],
    ]);
    expect(holidays.find((h) => h.title === 'Christmas and winter break')?.description).toBe(
      'School closed; classes resume on Saturday, 2 January 2027.',
    );
    // The events of the coming weeks (dated from today) fall on days the school is open: on no
    // day of a break either.
    const closed = (date: string) =>
      holidays.some((holiday) => holiday.date <= date && date <= (holiday.endDate ?? holiday.date));
    const comingWeeks = ['Fire safety drill', 'Parent-Teacher Meeting', 'Storytelling week'];
    for (const event of eventRows.filter((row) => comingWeeks.includes(row.title))) {
      expect(closed(event.date), event.title).toBe(false);
      expect(new Date(`${event.date}T00:00:00Z`).getUTCDay(), event.title).not.toBe(0);
    }
    // The PTM circular names the PTM's own date, with its weekday, in both languages.
    const ptm = eventRows.find((event) => event.title === 'Parent-Teacher Meeting')!;
    expect(ptm.date).toBe('2026-12-02');
    const circular = (await notices.listAll()).find((n) => n.title === 'Parent-Teacher Meeting')!;
    expect(circular.description).toContain('Wednesday, 2 December 2026');
    expect(circular.descriptionHi).toContain('बुधवार, 2 दिसंबर 2026');
    // Seasonal items in their season, nothing posted after today.
    const posted = [...(await news.listAll()), ...(await notices.listAll())];
    expect(posted.filter((item) => item.date > '2026-11-28')).toEqual([]);
    const dateOf = (title: string) => posted.find((item) => item.title === title)?.date;
    expect(dateOf('Students shine in CBSE Class XII board results')).toBe('2026-05-13');
    expect(dateOf('Winter uniform from 1 November')).toBe('2026-10-20');
    expect(dateOf('Fee notice: fourth quarter')).toBe('2026-11-26');
    // Documents dated as a school would have uploaded them, not all on the day of the seed.
    const uploaded = Object.fromEntries(
      (await disclosures.list()).map((row) => [row.title, row.uploadDate.slice(0, 10)]),
    );
    expect(uploaded).toMatchObject({
      'Annual report 2024-25': '2025-07-15',
      'Annual report 2025-26': '2026-07-15',
      'CBSE Class XII results 2025-26': '2026-05-13',
      'Fee structure 2026-27': '2026-03-10',
    });
    expect(Object.values(uploaded)).not.toContain('2026-11-28');
  });

  it('keeps the coming weeks out of the summer vacation, posting nothing after today', async () => {
    // 25 May 2027: the vacation began on 20 May; results came out on 13 May.
    await seedDemoContent(inVacation.app.content, silent, new Date('2027-05-25T06:00:00Z'));
    const { events, news, notices } = inVacation.app.content;
    const eventRows = await events.listAll();
    const ptm = eventRows.find((event) => event.title === 'Parent-Teacher Meeting')!;
    // 29 May moves past the vacation by its length: Saturday, 10 July.
    expect(ptm.date).toBe('2027-07-10');
    const circular = (await notices.listAll()).find((n) => n.title === 'Parent-Teacher Meeting')!;
    expect(circular.description).toContain('Saturday, 10 July 2027');
    // The events dated from today; Yoga Day (21 June) is its own day, vacation or not.
    const fromToday = ['Fire safety drill', 'Inter-house Quiz Competition', 'Storytelling week'];
    for (const event of eventRows.filter((row) => fromToday.includes(row.title)))
      expect(event.date > '2027-06-30', `${event.title} on ${event.date}`).toBe(true);
    const posted = [...(await news.listAll()), ...(await notices.listAll())];
    expect(posted.filter((item) => item.date > '2027-05-25')).toEqual([]);
    const results = posted.find((item) => item.title.startsWith('Students shine'))!;
    expect([results.date, results.description]).toEqual([
      '2027-05-13',
      'All 99 of our Class XII students passed the board examinations of 2026-27, and 12 scored above 90%.',
    ]);
  });

  it('fills an empty site once, through the content services', async () => {
    const created = await seedDemoContent(
      ctx.app.content,
      silent,
      new Date('2025-11-20T06:00:00Z'),
    );
    expect(created).toBe(17 + 5 + 6 + 8 + 9 + 12 + 12);
    // Every demo event, holiday, news item, circular and gallery post reads in Hindi on /hi/ pages.
    const { events, leaves, news: newsItems, notices, posts, achievements } = ctx.app.content;
    for (const [kind, items] of Object.entries({
      events: await events.listAll(),
      holidays: await leaves.listAll(),
      news: await newsItems.listAll(),
      notices: await notices.listAll(),
      posts: await posts.listAll(),
      achievements: await achievements.listAll(),
    })) {
      expect(items.length, kind).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.titleHi, `${kind}: ${item.title}`).toMatch(devanagari);
        const body = 'contentHi' in item ? item.contentHi : item.descriptionHi;
        expect(body, `${kind}: ${item.title}`).toMatch(devanagari);
      }
    }
    // Nothing is won after the day the demo is seeded.
    const won = await achievements.listAll();
    expect(won.filter((achievement) => achievement.date > '2025-11-20')).toEqual([]);
    // Circulars numbered in date order, this academic year's and last year's (the archive).
    const numbers = (await ctx.app.inject({ method: 'GET', url: '/api/notices' }))
      .json<Array<{ circularNumber: string }>>()
      .map((notice) => notice.circularNumber);
    expect(numbers.slice(0, 6)).toEqual([6, 5, 4, 3, 2, 1].map((n) => `VVIS/2025-26/00${n}`));
    expect(numbers.slice(6)).toEqual([3, 2, 1].map((n) => `VVIS/2024-25/00${n}`));
    const news = (await ctx.app.inject({ method: 'GET', url: '/api/latestnews/' })).json();
    expect(news[0].picture.srcset).toContain('400w');
    const month = (
      await ctx.app.inject({ method: 'GET', url: '/api/calendar?month=2025-11' })
    ).json();
    expect(month.events.length).toBeGreaterThan(0);
    const disclosureTypes = new Set(
      (await ctx.app.inject({ method: 'GET', url: '/api/disclosure' }))
        .json()
        .map((row: { type: string }) => row.type),
    );
    expect(disclosureTypes.size).toBe(4);
    const information = (
      await ctx.app.inject({ method: 'GET', url: '/api/school-information' })
    ).json();
    expect(information.documents).toHaveLength(10);
    expect(information.sections.documents).toMatchObject({
      noc: null,
      fireSafety: expect.any(String),
      fireSafetyAttestedBy: 'Manager',
      waterHealthSanitationValidUntil: '2025-12-30',
    });
    expect(information.sections.academics.resultsX).toHaveLength(3);
    // The reports of the two academic years before the seed date's (2025-26).
    expect(Object.keys(information.sections.academics.annualReports).sort()).toEqual([
      '2023-24',
      '2024-25',
    ]);
    // The demo school's own Principal, staff and campus, saved as its rows: no other school
    // starts with them (demo-school-information.ts).
    expect(information.sections.general).toMatchObject({
      schoolName: demoSchool.name,
      principalName: 'Dr. Meera Sharma',
      principalQualification: 'M.Sc., M.Ed., Ph.D. (Education)',
    });
    expect(information.sections.staff).toMatchObject({
      teachers: 48,
      students: 1200,
      administrative: 6,
      teacherSectionRatio: '1.6 : 1',
      teacherList: expect.any(String),
    });
    expect(information.sections.infrastructure).toMatchObject({
      campusAreaSqM: 16_200,
      classrooms: 40,
      internet: 'Yes: 100 Mbps fibre and campus-wide Wi-Fi',
      inspectionVideo: '',
    });
    for (const url of ['/mandatory-disclosure', '/hi/mandatory-disclosure']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.body, url).toContain('Dr. Meera Sharma');
      expect(page.body, url).toMatch(/>16200</);
      expect(page.body, url).not.toMatch(/Not published yet|अभी प्रकाशित नहीं/);
    }
    // Why Choose Us links its Download Brochure button to a stored PDF that downloads.
    const why = await ctx.app.inject({
      method: 'GET',
      url: `/${schoolPageSlugs(demoSchool).whyChooseUs}`,
    });
    const brochure =
      /<a href="(\/uploads\/[^"]+\.pdf)" download="[^"]*"[^>]*>Download Brochure</.exec(
        why.body,
      )?.[1];
    expect(brochure, 'a Download Brochure link to a stored PDF').toBeDefined();
    const file = await ctx.app.inject({ method: 'GET', url: brochure! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await seedDemoContent(ctx.app.content, silent)).toBe(0);
  });

  it('records the demo TCs once; the first verifies on the public API', async () => {
    const now = new Date('2025-11-20T06:00:00Z');
    expect(await seedDemoTcs(ctx.app.transferCertificates, silent, now)).toBe(12);
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/api/tcs/verify?number=${encodeURIComponent('VVIS/TC/2025-26/001')}&dob=2013-02-14`,
    });
    expect(verified.json()).toMatchObject({ issuedOn: '2025-06-23', className: 'VII' });
    expect(await seedDemoTcs(ctx.app.transferCertificates, silent, now)).toBe(0);
  });
});
