import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '#contracts/search.ts';
import { seedDemoContent } from '#server/demo/seed-demo-content.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

// What parents type, on the demo school's content, and the result each of them came for
// (docs/decisions/0028). Each must be in the top three; how many land first and in the top
// three is printed once, for the database the test runs on (SQLite, or PostgreSQL when
// DATABASE_URL is set): a change of ranking shows in those figures.

const today = new Date('2026-11-27T06:00:00Z');
const ctx = await buildTestApp({ clock: () => today });
const silent = { info: () => {} } as never;

let address = 0;
async function search(q: string, lang: 'en' | 'hi'): Promise<SearchAnswer> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}&lang=${lang}`,
    // Each from its own address: the per-address limit is search.test.ts's.
    remoteAddress: `198.51.100.${(address++ % 200) + 1}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchAnswer>();
}

/** A question, its site, and the title of the result it came for. */
type Case = { q: string | (() => Promise<string>); lang: 'en' | 'hi'; expected: string };

/** The number of the fee circular, as the school printed it (SPS/2026-27/…). */
async function feeCircularNumber() {
  const answer = await search('fee notice', 'en');
  const notice = answer.results.find((result) => result.kind === 'notice');
  return notice!.circularNumber!;
}

const cases: Case[] = [
  { q: 'fees', lang: 'en', expected: 'Fee Structure 2026-27' },
  { q: 'fee structure', lang: 'en', expected: 'Fee Structure 2026-27' },
  { q: 'when to pay fees', lang: 'en', expected: 'Fee notice: fourth quarter' },
  { q: 'uniform', lang: 'en', expected: 'School Uniform' },
  { q: 'winter uniform', lang: 'en', expected: 'Winter uniform from 1 November' },
  { q: 'TC', lang: 'en', expected: 'Withdrawal Policy' },
  { q: 'transfer certificate', lang: 'en', expected: 'Withdrawal Policy' },
  { q: 'holidays in December', lang: 'en', expected: 'Christmas and winter break' },
  { q: 'christmas', lang: 'en', expected: 'Christmas and winter break' },
  { q: 'exam date sheet', lang: 'en', expected: 'Half-yearly examination date sheet' },
  { q: feeCircularNumber, lang: 'en', expected: 'Fee notice: fourth quarter' },
  { q: 'bus route', lang: 'en', expected: 'Bus route changes' },
  { q: 'ptm', lang: 'en', expected: 'Parent-Teacher Meeting' },
  { q: 'admission', lang: 'en', expected: 'Admission Guidelines and Procedure' },
  { q: 'Kavita Nair', lang: 'en', expected: 'Our Faculty' },
  { q: 'sports day', lang: 'en', expected: 'Annual Sports Day' },
  { q: 'unifrom', lang: 'en', expected: 'School Uniform' },
  { q: 'examinaton schedule', lang: 'en', expected: 'Annual examination schedule' },
  { q: 'board results', lang: 'en', expected: 'Students shine in CBSE Class XII board results' },
  { q: 'school timing', lang: 'en', expected: 'School Timing' },
  { q: 'cbse registration', lang: 'en', expected: 'CBSE registration for class IX and XI' },
  { q: 'शुल्क', lang: 'hi', expected: 'शुल्क संरचना 2026-27' },
  { q: 'गणवेश', lang: 'hi', expected: 'विद्यालय गणवेश' },
  { q: 'शीतकालीन अवकाश', lang: 'hi', expected: 'क्रिसमस और शीतकालीन अवकाश' },
  { q: 'दिसंबर की छुट्टी', lang: 'hi', expected: 'क्रिसमस और शीतकालीन अवकाश' },
  { q: 'परीक्षा समय-सारणी', lang: 'hi', expected: 'अर्धवार्षिक परीक्षा की समय-सारणी' },
  { q: 'टीसी', lang: 'hi', expected: 'विद्यालय छोड़ने की नीति' },
  { q: 'प्रवेश', lang: 'hi', expected: 'प्रवेश के दिशानिर्देश और प्रक्रिया' },
  { q: 'अभिभावक शिक्षक बैठक', lang: 'hi', expected: 'अभिभावक-शिक्षक बैठक' },
  { q: 'fee structure', lang: 'hi', expected: 'शुल्क संरचना 2026-27' },
  { q: 'परिक्षा समय सारणी', lang: 'hi', expected: 'अर्धवार्षिक परीक्षा की समय-सारणी' },
];

describe('site search on the demo school', () => {
  it('puts what parents look for in the top three', { timeout: 300_000 }, async () => {
    await seedDemoContent(ctx.app.content, silent, today);
    let first = 0;
    let topThree = 0;
    const missed: string[] = [];
    for (const { q, lang, expected } of cases) {
      const asked = typeof q === 'string' ? q : await q();
      const titles = (await search(asked, lang)).results.map((result) => result.title);
      const at = titles.indexOf(expected);
      if (at === 0) first += 1;
      if (at >= 0 && at < 3) topThree += 1;
      else missed.push(`${asked} (${lang}): ${titles.slice(0, 3).join(' | ') || 'nothing'}`);
    }
    console.log(
      `search relevance on ${ctx.db.dialect}: ${first} of ${cases.length} first, ` +
        `${topThree} in the top three`,
    );
    expect(missed).toEqual([]);
  });
});
