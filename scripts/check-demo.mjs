// Starts the BUILT server with the demo on an empty data folder, reads every page of sitemap.xml
// (English and Hindi) and fails on what a newcomer would catch in the demo: a figure stated two
// ways, house standings with no points, a weekday that is not its date's, a date not written as
// "27 November 2026", an item posted after today, a holiday on a festival (whose date moves
// every year), a link to a placeholder. `npm run check:demo`, after `npm run build`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './lib/built-server.mjs';
import { todayInKolkata } from './lib/today-in-kolkata.mjs';
import {
  datesNotIndian,
  festivalIn,
  figureProblems,
  housesOf,
  standingsProblems,
  linkProblems,
  visibleText,
  weekdayProblems,
  weekdaysWithoutDate,
} from './lib/demo-checks.mjs';

const started = Date.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'check-demo-'));
// Its own SQLite and memory, nothing left in CI's PostgreSQL or Redis for the tests after it.
delete process.env.REDIS_URL;
const server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '1' });
const today = todayInKolkata();

/** Each check: what it looks at, how many it checked, what is wrong. */
const checks = new Map();
const check = (name) => {
  if (!checks.has(name)) checks.set(name, { checked: 0, problems: [] });
  return checks.get(name);
};
const record = (name, checked, problems) => {
  const entry = check(name);
  entry.checked += checked;
  entry.problems.push(...problems);
};

const get = async (pathname) => {
  const response = await fetch(server.base + pathname);
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
  return response;
};
const json = async (pathname) => (await get(pathname)).json();

/**
 * The demo school's own domains (its e-mail and admission form), from its settings: a fictional
 * school's are reserved example names, not placeholders.
 */
const identity = readFileSync(new URL('../contracts/demo-school.ts', import.meta.url), 'utf8');
const ownDomains = new Set(
  [...identity.matchAll(/@([a-z0-9.-]+)'|https:\/\/(?:[a-z0-9-]+\.)*?([a-z0-9-]+\.[a-z]+)\//g)]
    .map((match) => match[1] ?? match[2])
    .filter((domain) => domain.endsWith('.example')),
);

try {
  const info = await json('/api/school-information');
  const staff = info.sections.staff;
  const facts = {
    students: staff.students,
    teachers: staff.teachers,
    classSections: staff.classSections,
  };

  const sitemap = await (await get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  const hindiPages = paths.filter((each) => each === '/hi' || each.startsWith('/hi/')).length;
  if (hindiPages === 0) throw new Error('sitemap.xml lists no Hindi page');

  // Four pages at a time: the whole walk stays well under a minute on a busy CI machine.
  const pages = new Array(paths.length);
  let next = 0;
  const reader = async () => {
    for (let index = next++; index < paths.length; index = next++)
      pages[index] = await (await get(paths[index])).text();
  };
  await Promise.all([reader(), reader(), reader(), reader()]);

  const own = new URL(server.base);
  for (const [index, pathname] of paths.entries()) {
    const html = pages[index];
    const text = visibleText(html);
    const where = (problem) => `${pathname}: ${problem}`;

    const houses = housesOf(html);
    if (houses) {
      const { checked, problems } = standingsProblems(houses, facts);
      record('house standings', checked, problems.map(where));
    }
    const figures = figureProblems(text, facts, houses);
    record(
      'figures (students, teachers, houses, ratios)',
      figures.checked,
      figures.problems.map(where),
    );

    const weekdays = weekdayProblems(text);
    record('weekdays match their dates', weekdays.checked, weekdays.problems.map(where));
    if (/^(\/hi)?\/(notices|events|news)\//.test(pathname)) {
      const bare = weekdaysWithoutDate(text);
      record('weekdays match their dates', 0, bare.map(where));
    }

    const formats = datesNotIndian(text);
    record('dates written as "27 November 2026"', formats.checked, formats.problems.map(where));

    // An item page of a news story or circular is what was posted: never after today.
    if (/^(\/hi)?\/(notices|news)\//.test(pathname)) {
      const posted = [...html.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]);
      record(
        'nothing posted after today',
        posted.length,
        posted
          .filter((date) => date > today)
          .map((date) => where(`posted on ${date}, after today (${today})`)),
      );
    }

    const links = linkProblems(html, { own, ownDomains });
    record('no placeholder links', links.checked, links.problems.map(where));
  }

  // What the lists and the disclosure show as posted: news, circulars and documents.
  const news = await json('/api/latestnews');
  const notices = await json('/api/notices');
  const documents = await json('/api/disclosure');
  const postedItems = [
    ...news.map((item) => ({ what: `news "${item.title}"`, date: item.date })),
    ...notices.map((item) => ({ what: `circular "${item.title}"`, date: item.date })),
    ...documents.map((item) => ({
      what: `document "${item.title}"`,
      date: todayInKolkata(new Date(item.uploadDate)),
    })),
  ];
  record(
    'nothing posted after today',
    postedItems.length,
    postedItems
      .filter((item) => item.date > today)
      .map((item) => `${item.what} is dated ${item.date}, after today (${today})`),
  );
  const documentDays = new Set(documents.map((item) => todayInKolkata(new Date(item.uploadDate))));
  const reports = documents.flatMap((item) => {
    const year = /Annual report (\d{4})-\d{2}/.exec(item.title)?.[1];
    const date = todayInKolkata(new Date(item.uploadDate));
    return year ? [{ title: item.title, year: Number(year), date }] : [];
  });
  record('nothing posted after today', documents.length > 1 ? 1 + reports.length : reports.length, [
    ...(documents.length > 1 && documentDays.size === 1
      ? [`all ${documents.length} disclosure documents are dated ${[...documentDays][0]}`]
      : []),
    ...reports
      .filter((report) => report.date < `${report.year + 1}-04-01`)
      .map((report) => `"${report.title}" is dated ${report.date}, before its year ended`),
  ]);

  // Holidays of the whole calendar: a festival's date moves every year.
  const leaves = await json('/api/leaves');
  record(
    'no holiday on a festival',
    leaves.length,
    leaves.flatMap((leave) => {
      const festival = festivalIn(`${leave.title} ${leave.description} ${leave.titleHi ?? ''}`);
      return festival
        ? [
            `holiday "${leave.title}" on ${leave.date} is a festival (${festival}) whose date moves every year`,
          ]
        : [];
    }),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The same problem on many pages (the footer's) is one line with the pages it is on. */
function grouped(problems) {
  const pages = new Map();
  for (const problem of problems) {
    const [, page, text] = /^(\/\S*): (.*)$/s.exec(problem) ?? [null, '', problem];
    if (!pages.has(text)) pages.set(text, []);
    if (page && !pages.get(text).includes(page)) pages.get(text).push(page);
  }
  return [...pages].map(([text, where]) =>
    where.length === 0
      ? text
      : `${text} (${where.length > 3 ? `${where.length} pages: ${where.slice(0, 3).join(', ')}…` : where.join(', ')})`,
  );
}

let failed = 0;
for (const [name, { checked, problems }] of checks) {
  console.log(
    `demo check ${problems.length ? 'FAILED' : 'held'}, ${name}: ${checked} checked, ${problems.length} wrong`,
  );
  for (const problem of grouped(problems)) console.log(`       ${problem}`);
  failed += problems.length;
}
console.log(
  `demo checks done in ${((Date.now() - started) / 1000).toFixed(1)} s (${checks.size} kinds)`,
);
if (failed) {
  console.error(`check:demo found ${failed} contradiction(s) in the demo`);
  process.exitCode = 1;
}
