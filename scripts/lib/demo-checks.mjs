// The checks of scripts/check-demo.mjs on one page's HTML or visible text: each returns how many
// things it checked and what it found wrong, in words for whoever reads the CI log.

const entities = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The text a visitor reads: no scripts, styles or comments; one line per element. */
export function visibleText(html) {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|#x27);/g, (_, name) => entities[name])
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n');
}

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const hindiMonths = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
];
const englishWeekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const hindiWeekdays = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];
/** Hindi months as Intl writes them, with the nukta as a separate letter or not. */
const hindiMonth = (name) => hindiMonths.indexOf(name.normalize('NFC').replace('फर', 'फ़र'));

const weekdayOf = (year, month, day) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** "Saturday, 1 December 2026" where 1 December 2026 is a Tuesday; the same in Hindi. */
export function weekdayProblems(text) {
  const english = new RegExp(
    `\\b(${englishWeekdays.join('|')}),?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s+(${englishMonths.join('|')})\\s+(\\d{4})`,
    'g',
  );
  const hindi = new RegExp(
    `(${hindiWeekdays.join('|')}),?\\s+(\\d{1,2})\\s+(${[...hindiMonths, 'फरवरी'].join('|')})\\s+(\\d{4})`,
    'g',
  );
  const problems = [];
  let checked = 0;
  for (const [pattern, weekdays, monthOf] of [
    [english, englishWeekdays, (name) => englishMonths.indexOf(name)],
    [hindi, hindiWeekdays, hindiMonth],
  ]) {
    for (const match of text.matchAll(pattern)) {
      checked += 1;
      const [said, weekday, day, month, year] = match;
      const actual = weekdayOf(Number(year), monthOf(month) + 1, Number(day));
      if (weekdays.indexOf(weekday) !== actual) problems.push(`"${said}" is a ${weekdays[actual]}`);
    }
  }
  return { checked, problems };
}

/**
 * A weekday with no date on a news, event or circular page ("PTM on Saturday"): which
 * Saturday cannot be checked, so the text must say it ("Saturday, 5 December 2026"). Ranges
 * ("Monday to Friday") and plurals ("on Mondays") are habits, not days.
 */
export function weekdaysWithoutDate(text) {
  const englishDate = `,?\\s*\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${englishMonths.join('|')})`;
  const hindiDate = `,?\\s*\\d{1,2}\\s+(?:${[...hindiMonths, 'फरवरी'].join('|')})`;
  const english = new RegExp(
    `(?<!to )\\b(${englishWeekdays.join('|')})(?!s)\\b(?!${englishDate})(?! to )`,
    'g',
  );
  const hindi = new RegExp(`(?<!हर )(${hindiWeekdays.join('|')})(?!${hindiDate})(?! से )`, 'g');
  return [...text.matchAll(english), ...text.matchAll(hindi)].map((match) => {
    const around = text.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\n/g, ' ');
    return `"${match[1]}" without its date: "…${around.trim()}…"`;
  });
}

/** Dates written otherwise than "27 November 2026": 12/01/2026, 2026-12-01, December 1, 2026, 1 Dec 2026. */
export function datesNotIndian(text) {
  const short = 'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
  const patterns = [
    ['numeric', /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/g],
    ['ISO', /\b\d{4}-\d{2}-\d{2}\b/g],
    [
      'US',
      new RegExp(
        `\\b(?:${englishMonths.join('|')}|${short})\\.? \\d{1,2}(?:st|nd|rd|th)?, \\d{4}\\b`,
        'g',
      ),
    ],
    ['short month', new RegExp(`\\b\\d{1,2} (?:${short})\\.? \\d{4}\\b`, 'g')],
  ];
  const indian = new RegExp(
    `\\b\\d{1,2}(?:st|nd|rd|th)? (?:${englishMonths.join('|')}) \\d{4}\\b|\\d{1,2} (?:${[...hindiMonths, 'फरवरी'].join('|')}) \\d{4}`,
    'g',
  );
  // A form's hint shows how to type a date ("Day/month/year, e.g. 14/08/2011"): an example of
  // typing, not a date the page states.
  const typingExample = (match) =>
    /(?:e\.g\.|जैसे)\s*$/.test(text.slice(Math.max(0, match.index - 8), match.index));
  const problems = patterns.flatMap(([style, pattern]) =>
    [...text.matchAll(pattern)]
      .filter((match) => !typingExample(match))
      .map((match) => `date "${match[0]}" in ${style} style`),
  );
  return { checked: [...text.matchAll(indian)].length + problems.length, problems };
}

/** The house standings table on a page, or null: each house's rank, members and points. */
export function housesOf(html) {
  const table = /<table[^>]*><caption[^>]*>[^<]*(?:House points|सदन)[\s\S]*?<\/table>/.exec(
    html,
  )?.[0];
  if (!table) return null;
  const cells = (row) =>
    [...row.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) =>
      visibleText(cell[1]).replace(/\n/g, ' ').trim(),
    );
  const number = (value) => Number(/\d[\d,]*/.exec(value ?? '')?.[0].replace(/,/g, '') ?? NaN);
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? '';
  const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => {
    const [rank, team, points] = cells(row[1]);
    return {
      rank: number(rank),
      name: team.replace(/\s*\d[\d,]*\s*\S+$/, ''),
      members: number(/(\d[\d,]*)\s*\S+$/.exec(team)?.[1]),
      points: number(points),
    };
  });
  const foot = cells(/<tfoot>([\s\S]*?)<\/tfoot>/.exec(table)?.[1] ?? '');
  return { rows, totalMembers: number(foot[1]), totalPoints: number(foot[2]) };
}

/** Standings with points, ranks that follow them, totals that add up to the school's students. */
export function standingsProblems({ rows, totalMembers, totalPoints }, facts) {
  const problems = [];
  if (rows.length > 1 && rows.every((row) => row.points === 0))
    problems.push(`every house has 0 points (${rows.map((row) => row.name).join(', ')})`);
  if (rows.length > 1 && rows.every((row) => row.rank === rows[0].rank))
    problems.push(`every house is ranked ${rows[0].rank}`);
  for (const row of rows) {
    const expected = 1 + rows.filter((other) => other.points > row.points).length;
    if (row.rank !== expected)
      problems.push(`${row.name} is ranked ${row.rank} with ${row.points} points, not ${expected}`);
  }
  const members = rows.reduce((sum, row) => sum + row.members, 0);
  const points = rows.reduce((sum, row) => sum + row.points, 0);
  if (members !== totalMembers)
    problems.push(`the houses' members add up to ${members}, the total says ${totalMembers}`);
  if (points !== totalPoints)
    problems.push(`the houses' points add up to ${points}, the total says ${totalPoints}`);
  if (totalMembers !== facts.students)
    problems.push(
      `the houses hold ${totalMembers} students, the mandatory disclosure says ${facts.students}`,
    );
  return { checked: rows.length + 3, problems };
}

const numberWords = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  दो: 2,
  तीन: 3,
  चार: 4,
  चारों: 4,
  पाँच: 5,
  छह: 6,
};
const toNumber = (value) => numberWords[value] ?? Number(value.replace(/,/g, ''));

/**
 * The school's figures as pages state them, against the mandatory disclosure (`facts`) and the
 * house standings: teachers ("48 teachers", "50+ Expert Teachers"), students (a figure of 100
 * or more is the school's or a house's), houses ("four houses", "चार सदन") and ratios.
 */
export function figureProblems(text, facts, houses) {
  const problems = [];
  let checked = 0;
  const claim = (said, value, plus, actual, what) => {
    checked += 1;
    const wrong = plus ? value > actual : value !== actual;
    if (wrong) problems.push(`"${said.replace(/\s+/g, ' ')}": the school has ${actual} ${what}`);
  };
  // A figure and its word on one line ("48 teachers"), or a label over its figure (a stats block
  // or the disclosure: "Expert Teachers" then "50+"); not a date's year over a sentence.
  const figure = (words) =>
    new RegExp(
      `(?<=^|[ (])(\\d[\\d,]*)(\\+?) +${words}|^(?:(?:full-time|expert|qualified|our|पूर्णकालिक) +)?${words}(?![\\p{L}\\p{M}])[^\\n]*\\n(\\d[\\d,]*)(\\+?)$`,
      'gimu',
    );
  const said = (match) => ({
    value: toNumber(match[1] ?? match[3]),
    plus: (match[2] ?? match[4]) === '+',
  });
  const teachers = figure('(?:(?:full-time|expert|qualified|पूर्णकालिक) +)?(?:teachers|शिक्षक)');
  for (const match of text.matchAll(teachers)) {
    const { value, plus } = said(match);
    if (value >= 10) claim(match[0], value, plus, facts.teachers, 'teachers');
  }
  const houseCounts = new Set((houses?.rows ?? []).map((row) => row.members));
  for (const match of text.matchAll(figure('(?:students|pupils|विद्यार्थी)'))) {
    const { value, plus } = said(match);
    if (value < 100 || houseCounts.has(value)) continue;
    claim(match[0], value, plus, facts.students, 'students');
  }
  const houseCount = houses?.rows.length ?? 4;
  // "दो सदन-शिक्षक" (two house teachers) counts teachers, not houses: a compound is left out.
  const houseWords =
    /\b(\d|two|three|four|five|six)\s+houses\b|(दो|तीन|चार|चारों|पाँच|छह)\s+सदन(?:ों)?(?![-‐]|\p{Script=Devanagari})/giu;
  for (const match of text.matchAll(houseWords))
    claim(match[0], toNumber((match[1] ?? match[2]).toLowerCase()), false, houseCount, 'houses');
  const pupilsPerTeacher = Math.round(facts.students / facts.teachers);
  const ratioLabel = '(?:student-to-teacher ratio|विद्यार्थी-शिक्षक अनुपात)';
  const ratio = new RegExp(
    `(\\d+)\\s*:\\s*1\\s+${ratioLabel}|^${ratioLabel}\\n(\\d+)\\s*:\\s*1$`,
    'gimu',
  );
  for (const match of text.matchAll(ratio))
    claim(match[0], Number(match[1] ?? match[2]), false, pupilsPerTeacher, 'students a teacher');
  const sectionRatio = /Teacher-section ratio\s+(\d+(?:\.\d+)?)\s*:\s*1/gi;
  const perSection = Math.round((facts.teachers / facts.classSections) * 10) / 10;
  for (const match of text.matchAll(sectionRatio))
    claim(match[0], Number(match[1]), false, perSection, 'teachers a section');
  return { checked, problems };
}

/** Festivals whose date moves every year (lunar or regional calendars), in English and Hindi. */
const festivals = [
  'Diwali',
  'Deepavali',
  'Holi',
  'Dussehra',
  'Navratri',
  'Janmashtami',
  'Raksha Bandhan',
  'Ganesh Chaturthi',
  'Guru Nanak',
  'Eid',
  'Muharram',
  'Good Friday',
  'Mahavir Jayanti',
  'Buddha Purnima',
  'Ram Navami',
  'Makar Sankranti',
  'Pongal',
  'Onam',
  'Chhath',
  'festival',
  'दीपावली',
  'दिवाली',
  'होली',
  'दशहरा',
  'नवरात्रि',
  'जन्माष्टमी',
  'रक्षाबंधन',
  'गणेश चतुर्थी',
  'गुरु नानक',
  'ईद',
  'मुहर्रम',
  'गुड फ्राइडे',
  'महावीर जयंती',
  'बुद्ध पूर्णिमा',
  'राम नवमी',
  'मकर संक्रांति',
  'छठ',
  'पर्व',
];

/** The festival a holiday's text names, if any. */
export function festivalIn(text) {
  return festivals.find((name) => new RegExp(`(^|[^\\p{L}])${name}([^\\p{L}]|$)`, 'iu').test(text));
}

/** Hosts that stand for "a real link goes here". */
const placeholderHosts = /(^|\.)(example\.(com|org|net)|localhost|test|invalid)$/i;
/** Networks whose home page is no school's page: a link needs a profile or video after it. */
const networks =
  /(^|\.)(youtube\.com|youtu\.be|facebook\.com|instagram\.com|x\.com|twitter\.com|linkedin\.com)$/i;

/**
 * Links (href and src) to placeholders: example.com and the like, a network's home page, a
 * YouTube link with no real video id, or "#". The site's own address and the school's own
 * domains (`ownDomains`) are not placeholders.
 */
export function linkProblems(html, { own, ownDomains }) {
  const problems = [];
  let checked = 0;
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const value = match[1].replace(/&amp;/g, '&');
    checked += 1;
    if (value === '#') {
      problems.push('a link to "#"');
      continue;
    }
    const mail = /^mailto:[^@]+@([^?]+)/.exec(value);
    const host = mail ? mail[1] : URL.canParse(value) ? new URL(value).hostname : '';
    if (!host || [...ownDomains].some((domain) => host === domain || host.endsWith(`.${domain}`)))
      continue;
    if (!mail && new URL(value).port === own.port && /^(localhost|127\.0\.0\.1)$/.test(host))
      continue;
    if (placeholderHosts.test(host)) {
      problems.push(`a link to the placeholder ${value}`);
      continue;
    }
    if (mail || !networks.test(host)) continue;
    const url = new URL(value);
    const video =
      url.searchParams.get('v') ?? (host.endsWith('youtu.be') ? url.pathname.slice(1) : null);
    if (url.pathname.length <= 1 && !video) problems.push(`a link to the bare home page ${value}`);
    else if (video !== null && !/^[\w-]{11}$/.test(video))
      problems.push(`a link to a video that cannot exist: ${value}`);
  }
  return { checked, problems };
}
