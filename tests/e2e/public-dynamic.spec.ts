import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { academicYearNow, schoolToday } from './school-year.ts';

// Home, academic calendar, gallery and events & notices, rendered by the server from the demo
// content: what the first HTML holds (also without JavaScript), the links that replace the old
// buttons (calendar months and days, the notices filter, list pages), keyboard use, and the
// school's today, which the server decides whatever the browser's clock and time zone.
// Tests that need more items than the demo has add them through the API and delete them after.

type NewsItem = { title: string; slug: string };
type Notice = {
  id: string;
  academicYear: number;
  title: string;
  slug: string;
  fileUrl?: string;
  fileName?: string;
  fileSize?: number;
};
type MonthSummary = { month: string; events: string[]; leaves: string[] };
type DayDetails = { events: Array<{ title: string }>; leaves: Array<{ title: string }> };

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dayKey = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, delta: number) =>
  dayKey(new Date(utcDate(day).getTime() + delta * 86_400_000));
const monthOf = (day: string) => day.slice(0, 7);
/** The month after `month` (YYYY-MM). */
const nextMonth = (month: string) =>
  dayKey(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1))).slice(0, 7);

/** 'Wednesday, 11th March 2026', as the calendar names a day. */
function longDate(day: string): string {
  const date = utcDate(day);
  const part = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
  const n = date.getUTCDate();
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${part({ weekday: 'long' })}, ${n}${suffix} ${part({ month: 'long' })} ${date.getUTCFullYear()}`;
}
/** 'March 2026'. */
const monthTitle = (month: string) =>
  utcDate(`${month}-01`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** The accessible names the month grid must give its marked days, from the API's summary. */
function markedDayNames(summary: MonthSummary): string[] {
  const days = [...new Set([...summary.events, ...summary.leaves])].sort();
  return days.map((day) => {
    const event = summary.events.includes(day);
    const leave = summary.leaves.includes(day);
    const mark = event && leave ? 'has an event and a holiday' : event ? 'has an event' : 'holiday';
    return `${longDate(day)}, ${mark}`;
  });
}
const markedDayPattern = /, (has an event|holiday|has an event and a holiday)$/;

/** The grid marks exactly the days of its month that have an event or a holiday. */
async function expectMarkedDays(calendar: Locator, summary: MonthSummary) {
  const names = markedDayNames(summary);
  expect(names.length, `the demo content marks days in ${summary.month}`).toBeGreaterThan(0);
  const grid = calendar.getByRole('grid', { name: monthTitle(summary.month) });
  await expect(grid.getByRole('link', { name: markedDayPattern })).toHaveCount(names.length);
  for (const name of names)
    await expect(grid.getByRole('link', { name, exact: true })).toBeVisible();
}

/** The slide the carousel shows now (hidden slides carry aria-hidden). */
const currentSlide = (page: Page, carousel: string) =>
  page
    .getByRole('region', { name: carousel })
    .locator('[aria-roledescription="slide"]:not([aria-hidden])');

const recentStories = (page: Page) =>
  page.getByRole('complementary', { name: 'RECENT STORIES' }).getByRole('listitem');

const noticeItems = (page: Page) => page.locator('#notices-title + ul > li');

const authorization = (token: string) => ({ authorization: `Bearer ${token}` });

/** Adds gallery posts until there are `total`; returns the ids to delete afterwards. */
async function fillGallery(request: APIRequestContext, token: string, total: number) {
  const { data } = await getJson<{ data: unknown[] }>(request, '/api/posts');
  const ids: string[] = [];
  for (let index = data.length; index < total; index += 1) {
    const response = await request.post('/api/posts', {
      headers: authorization(token),
      data: { title: `E2E gallery page post ${index + 1}`, content: 'Added to fill a page.' },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

async function deleteAll(request: APIRequestContext, token: string, path: string, ids: string[]) {
  for (const id of ids) {
    const response = await request.delete(`${path}/${id}`, { headers: authorization(token) });
    expect(response.ok(), `DELETE ${path}/${id}`).toBe(true);
  }
}

test.describe('home page', () => {
  test('shows the nine sections with the demo content @mobile', async ({ page, request }) => {
    const news = await getJson<NewsItem[]>(request, '/api/latestnews');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    // The demo school takes applications on the site (decision 0029).
    await expect(page.getByRole('link', { name: /Apply Now/ }).first()).toHaveAttribute(
      'href',
      '/admissions/apply',
    );
    for (const heading of [
      'Latest News',
      'Life at Our Campus',
      'Educational Programs',
      'Book a School Tour',
      'A Warm Welcome',
      'Academic Calendar',
      'Testimonials',
      'Our Gallery',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    // Latest news: the six newest in the carousel, the five newest as recent stories, each a
    // link to its page.
    await expect(currentSlide(page, 'Latest news')).toHaveAttribute(
      'aria-label',
      `1 of ${Math.min(6, news.length)}`,
    );
    await expect(recentStories(page)).toHaveCount(5);
    for (const [index, item] of news.slice(0, 5).entries()) {
      await expect(recentStories(page).nth(index).getByRole('link')).toHaveAttribute(
        'href',
        `/news/${item.slug}`,
      );
    }
    await expect(page.getByRole('link', { name: 'View More...' })).toHaveAttribute('href', '/news');
    // Programs link to their pages; READ MORE to the principal's message.
    for (const path of [
      '/academics-pre-primary',
      '/academics-primary',
      '/academics-middle',
      '/academics-upper',
    ]) {
      await expect(page.locator(`#programs a[href="${path}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole('link', { name: /READ MORE/ })).toHaveAttribute(
      'href',
      '/principal-message',
    );
    // Values gallery: the three newest posts, each a link to its page.
    const values = page.locator('#gallery').getByRole('listitem');
    await expect(values).toHaveCount(3);
    await expect(values.first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/gallery\/[a-z0-9-]+$/,
    );
    await expect(
      page.locator('#gallery').getByRole('link', { name: 'See the whole gallery' }),
    ).toHaveAttribute('href', '/gallery');
  });

  test('news carousel: clickable pagination, previous/next, and a title opens its page', async ({
    page,
    request,
  }) => {
    const news = (await getJson<NewsItem[]>(request, '/api/latestnews')).slice(0, 6);
    expect(news.length).toBeGreaterThanOrEqual(3);
    const last = news.length;
    await page.goto('/', { waitUntil: 'networkidle' });
    const carousel = page.getByRole('region', { name: 'Latest news', exact: true });
    await expect(currentSlide(page, 'Latest news')).toHaveAttribute('aria-label', `1 of ${last}`);
    await expect(currentSlide(page, 'Latest news')).toContainText(news[0]!.title);
    await carousel.getByRole('button', { name: `Show slide 3 of ${last}` }).click();
    await expect(currentSlide(page, 'Latest news')).toHaveAttribute('aria-label', `3 of ${last}`);
    await expect(currentSlide(page, 'Latest news')).toContainText(news[2]!.title);
    await carousel.getByRole('button', { name: `Show slide ${last} of ${last}` }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page, 'Latest news')).toHaveAttribute('aria-label', `1 of ${last}`);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentSlide(page, 'Latest news')).toHaveAttribute(
      'aria-label',
      `${last} of ${last}`,
    );
    // The title of the slide shown is a link to the news item's own page.
    const item = news[last - 1]!;
    await currentSlide(page, 'Latest news').getByRole('link', { name: item.title }).click();
    await expect(page).toHaveURL(`/news/${item.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  });

  test('campus carousel: pause button, next/previous with the keyboard, wrap both ways', async ({
    page,
  }) => {
    // The buttons are in the server's HTML; a key pressed before hydration would do nothing.
    await page.goto('/', { waitUntil: 'networkidle' });
    const campus = page.getByRole('region', { name: 'Campus pictures' });
    const pause = campus.getByRole('button', { name: 'Pause Campus pictures slideshow' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(
      campus.getByRole('button', { name: 'Play Campus pictures slideshow' }),
    ).toBeFocused();
    await page.keyboard.press('Tab'); // previous
    await page.keyboard.press('Tab'); // next
    await expect(campus.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(currentSlide(page, 'Campus pictures')).toHaveAttribute('aria-label', '2 of 8');
    await expect(currentSlide(page, 'Campus pictures')).toContainText('Bus Facility Available');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(currentSlide(page, 'Campus pictures')).toHaveAttribute('aria-label', '8 of 8');
    await expect(currentSlide(page, 'Campus pictures')).toContainText('Experimenting with Science');
    // Live announcements only while rotation is stopped.
    await expect(campus.locator('[aria-live]').first()).toHaveAttribute('aria-live', 'polite');
  });

  test('campus carousel advances every 5 s, pauses on hover, and wraps seamlessly', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const campus = page.getByRole('region', { name: 'Campus pictures' });
    await expect(currentSlide(page, 'Campus pictures')).toHaveAttribute('aria-label', '1 of 8');
    await page.clock.runFor(5_100);
    await expect(currentSlide(page, 'Campus pictures')).toHaveAttribute('aria-label', '2 of 8');
    await campus.hover();
    await page.clock.runFor(12_000);
    await expect(currentSlide(page, 'Campus pictures')).toHaveAttribute('aria-label', '2 of 8');
    await page.mouse.move(0, 0);
    for (let slide = 3; slide <= 8; slide += 1) await page.clock.runFor(5_000);
    await expect(currentSlide(page, 'Campus pictures')).toHaveAttribute('aria-label', '8 of 8');
    await page.clock.runFor(5_000 + 1_100); // onto the copy, then the jump back
    await expect(currentSlide(page, 'Campus pictures')).toHaveAttribute('aria-label', '1 of 8');
  });

  test('no carousel auto-advances under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const campus = page.getByRole('region', { name: 'Campus pictures' });
    await expect(
      campus.getByRole('button', { name: 'Play Campus pictures slideshow' }),
    ).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(currentSlide(page, 'Campus pictures')).toHaveAttribute('aria-label', '1 of 8');
  });

  test('testimonials wrap both ways with the round buttons', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#testimonials');
    await expect(section.getByText('Parent of Class 2 Student')).toBeVisible();
    await section.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(section.getByText('Parent of Class 10 Student')).toBeVisible();
    await section.getByRole('button', { name: 'Next testimonial' }).click();
    await section.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(section.getByText('Parent of Class 4 Student')).toBeVisible();
  });

  test('values gallery: a card opens the overlay, which links to the post page @mobile', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const card = page.locator('#gallery').getByRole('listitem').nth(1).getByRole('link');
    const href = (await card.getAttribute('href'))!;
    expect(href).toMatch(/^\/gallery\/[a-z0-9-]+$/);
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/');
    const title = (await dialog.getByRole('heading', { level: 2 }).textContent())!;
    expect(title).not.toBe('');
    await expect(dialog).toHaveAccessibleName(title);
    await expect(card).toHaveAccessibleName(
      new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    const ownPage = dialog.getByRole('link', { name: "Open this post's own page" });
    await expect(ownPage).toHaveAttribute('href', href);
    await ownPage.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('academic calendar', () => {
  /**
   * Noon UTC two days away from the school's today, in the same year (the footer's year is the
   * browser's), so the browser's own date is never the school's.
   */
  const otherBrowserInstant = (today: string) => {
    const delta = addDays(today, -2).slice(0, 4) === today.slice(0, 4) ? -2 : 2;
    return new Date(`${addDays(today, delta)}T12:00:00Z`);
  };

  for (const timezoneId of ['America/Los_Angeles', 'Asia/Kolkata']) {
    test.describe(`browser in ${timezoneId}`, () => {
      test.use({ timezoneId });

      test("selects the school's today, whatever the browser's clock says", async ({ page }) => {
        const today = schoolToday();
        await page.clock.setFixedTime(otherBrowserInstant(today));
        await page.goto('/school-calendar', { waitUntil: 'networkidle' });
        await expect(
          page.getByRole('heading', { name: monthTitle(monthOf(today)), exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('gridcell', { selected: true })).toHaveText(
          String(utcDate(today).getUTCDate()),
        );
        await expect(
          page.getByRole('heading', { name: longDate(today), exact: true }),
        ).toBeVisible();
        const todayLink = page.getByRole('grid').locator('a[aria-current="date"]');
        await expect(todayLink).toHaveCount(1);
        await expect(todayLink).toHaveAccessibleName(new RegExp(`^${longDate(today)}`));
        await expect(todayLink).toHaveAttribute('tabindex', '0');
      });
    });
  }

  test('arrow keys move the focused day, Enter selects it, keys and links change months', async ({
    page,
  }) => {
    await page.goto('/school-calendar?date=2026-03-11', { waitUntil: 'networkidle' });
    const grid = page.getByRole('grid', { name: 'March 2026' });
    const day = (name: string) => page.getByRole('link', { name: new RegExp(`^${name}`) });
    // One tab stop: the selected day.
    await expect(grid.locator('a[tabindex="0"]')).toHaveCount(1);
    await expect(day('Wednesday, 11th March 2026')).toHaveAttribute('tabindex', '0');
    await day('Wednesday, 11th March 2026').focus();
    await page.keyboard.press('ArrowRight');
    await expect(day('Thursday, 12th March 2026')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(day('Thursday, 19th March 2026')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/school-calendar\?date=2026-03-19(#|$)/);
    await expect(page.getByRole('heading', { name: 'Thursday, 19th March 2026' })).toBeVisible();
    await expect(page.getByRole('gridcell', { selected: true })).toHaveText('19');
    await expect(day('Thursday, 19th March 2026')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(day('Sunday, 15th March 2026')).toBeFocused();
    await page.keyboard.press('End');
    await expect(day('Saturday, 21st March 2026')).toBeFocused();
    // Across the month end: the page moves to that day.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\?date=2026-04-04(#|$)/);
    await expect(page.getByRole('heading', { name: 'April 2026', exact: true })).toBeVisible();
    await expect(day('Saturday, 4th April 2026')).toBeFocused();
    await expect(page.getByRole('gridcell', { selected: true })).toHaveText('4');
    await page.keyboard.press('PageUp');
    await expect(page).toHaveURL(/\?date=2026-03-04(#|$)/);
    await expect(day('Wednesday, 4th March 2026')).toBeFocused();
    // The month links.
    await page.getByRole('link', { name: 'Next month' }).click();
    await expect(page).toHaveURL(/\?month=2026-04&date=2026-03-04(#|$)/);
    await expect(page.getByRole('heading', { name: 'April 2026', exact: true })).toBeVisible();
    await expect(page.getByRole('gridcell', { selected: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Previous month' }).click();
    await expect(page.getByRole('heading', { name: 'March 2026', exact: true })).toBeVisible();
    await expect(page.getByRole('gridcell', { selected: true })).toHaveText('4');
  });

  test("the selected day is the grid's one tab stop, after a click too", async ({ page }) => {
    await page.goto('/school-calendar?date=2026-03-11', { waitUntil: 'networkidle' });
    const grid = page.getByRole('grid', { name: 'March 2026' });
    const tabStop = grid.locator('a[tabindex="0"]');
    await expect(tabStop).toHaveAttribute('data-date', '2026-03-11');
    await expect(grid.locator('a[tabindex="-1"]')).toHaveCount(30);
    await grid.getByRole('link', { name: /^Friday, 20th March 2026/ }).click();
    await expect(page).toHaveURL(/\?date=2026-03-20(#|$)/);
    await expect(grid.getByRole('gridcell', { selected: true })).toHaveText('20');
    await expect(tabStop).toHaveCount(1);
    await expect(tabStop).toHaveAttribute('data-date', '2026-03-20');
  });

  test("marks this month's events and holidays and shows a chosen day's details", async ({
    page,
    request,
  }) => {
    const today = schoolToday();
    const month = monthOf(today);
    const summary = await getJson<MonthSummary>(request, `/api/calendar?month=${month}`);
    await page.goto('/school-calendar', { waitUntil: 'networkidle' });
    await expectMarkedDays(page.locator('#academic-calendar'), summary);

    // An event day (the demo has one every month), then the next holiday from today.
    const eventDay = summary.events[0]!;
    const event = await getJson<DayDetails>(request, `/api/details/${eventDay}`);
    await page
      .getByRole('link', { name: new RegExp(`^${longDate(eventDay)}, has an event`) })
      .click();
    await expect(
      page.getByRole('heading', { name: longDate(eventDay), exact: true }),
    ).toBeVisible();
    await expect(page.getByText('School Event').first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: event.events[0]!.title, exact: true }),
    ).toBeVisible();

    // The demo's holidays fall on fixed dates (no festival on a wrong day): the next one may be
    // some months ahead.
    const leaves = await getJson<Array<{ date: string }>>(request, '/api/leaves');
    const holiday = leaves
      .map((leave) => leave.date)
      .filter((day) => day >= today)
      .sort()[0]!;
    expect(holiday, 'the demo has a holiday still to come').toBeTruthy();
    let shown = summary;
    while (shown.month !== monthOf(holiday)) {
      await page.getByRole('link', { name: 'Next month' }).click();
      shown = await getJson<MonthSummary>(request, `/api/calendar?month=${nextMonth(shown.month)}`);
    }
    await expectMarkedDays(page.locator('#academic-calendar'), shown);
    const leave = await getJson<DayDetails>(request, `/api/details/${holiday}`);
    await page.getByRole('link', { name: `${longDate(holiday)}, holiday`, exact: true }).click();
    await expect(page.getByRole('heading', { name: longDate(holiday), exact: true })).toBeVisible();
    await expect(page.getByText('School Holiday')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: leave.leaves[0]!.title, exact: true }),
    ).toBeVisible();

    // A day with nothing on it shows a line of inspiration.
    const marked = new Set([...shown.events, ...shown.leaves]);
    const plain = Array.from(
      { length: 28 },
      (_, index) => `${shown.month}-${String(index + 1).padStart(2, '0')}`,
    ).find((day) => !marked.has(day))!;
    await page.getByRole('link', { name: longDate(plain), exact: true }).click();
    await expect(page.getByRole('heading', { name: longDate(plain), exact: true })).toBeVisible();
    await expect(page.getByText('Daily Inspiration')).toBeVisible();
    await expect(page.getByRole('link', { name: /school calendar \(iCalendar\)/ })).toHaveAttribute(
      'href',
      '/calendar.ics',
    );
  });

  test('a calendar address that names no day is not found', async ({ page }) => {
    for (const query of ['?date=2026-02-30', '?month=2026-13']) {
      const response = await page.goto(`/school-calendar${query}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    }
  });
});

test.describe('gallery page', () => {
  test('shows the demo posts and opens one in an overlay that Escape closes @mobile', async ({
    page,
  }) => {
    await page.goto('/gallery', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
    await expect(first).toHaveAttribute('href', /^\/gallery\/[a-z0-9-]+$/);
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/gallery');
    await expect(dialog.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('overlay: backdrop click closes it, one card at a time, keyboard only', async ({ page }) => {
    await page.goto('/gallery', { waitUntil: 'networkidle' });
    const card = page.getByRole('main').getByRole('link', { name: /^Van Mahotsav/ });
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Van Mahotsav' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Every class planted and adopted a sapling this monsoon.');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.mouse.click(5, 5); // the dimmed backdrop
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await expect(page).toHaveURL('/gallery');
  });

  test("the overlay steps through an album's photos by buttons and arrow keys", async ({
    page,
  }) => {
    await page.goto('/gallery', { waitUntil: 'networkidle' });
    const card = page.getByRole('main').getByRole('link', { name: /^Annual Day/ });
    await expect(card).toContainText('4 photos');
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Annual Day' });
    const photo = dialog.getByRole('img');
    await expect(dialog).toContainText('Photo 1 of 4');
    await expect(photo).toHaveAttribute(
      'alt',
      'The school stage lit up for the Annual Day programme',
    );
    await expect(dialog.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog).toContainText('Photo 2 of 4');
    await expect(photo).toHaveAttribute('alt', 'Class VII students perform a folk dance');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('Photo 4 of 4');
    await expect(dialog.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('Photo 3 of 4');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('a page past the last answers 404', async ({ page }) => {
    const response = await page.goto('/gallery?page=99');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('events and notices', () => {
  test('shows the demo events and notices and filters them with links @mobile', async ({
    page,
  }) => {
    await page.goto('/news-events', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Events & Notices' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notices', exact: true })).toBeVisible();
    await expect(noticeItems(page).first()).toBeVisible();
    const filter = page.getByRole('navigation', { name: 'Show' });
    await expect(filter.getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await filter.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL('/news-events?show=events');
    await expect(filter.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(filter.getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(page.getByRole('heading', { name: 'Notices', exact: true })).toHaveCount(0);
    await filter.getByRole('link', { name: 'Notices', exact: true }).click();
    await expect(page).toHaveURL('/news-events?show=notices');
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Notices', exact: true })).toBeVisible();
    await filter.getByRole('link', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/news-events\??$/);
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notices', exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /news, notices and events \(RSS\)/ }),
    ).toHaveAttribute('href', '/feed.xml');
  });

  test('is the same page at /school-notifications and /school-notification', async ({ page }) => {
    for (const path of ['/school-notifications', '/school-notification']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Events & Notices' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    }
  });

  test('every event and notice title links to its page; the gallery follows', async ({ page }) => {
    await page.goto('/news-events', { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('link', { name: 'Fire safety drill', exact: true }),
    ).toHaveAttribute('href', '/events/fire-safety-drill');
    await page.getByRole('link', { name: 'Bus route changes', exact: true }).click();
    await expect(page).toHaveURL('/notices/bus-route-changes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bus route changes');
    await page.goBack();
    // Below the board: the twelve newest gallery posts and the way to the whole gallery.
    const gallery = page.getByRole('region', { name: 'Gallery' });
    const { data: posts } = await page.request
      .get('/api/posts')
      .then((response) => response.json() as Promise<{ data: unknown[] }>);
    await expect(gallery.getByRole('listitem')).toHaveCount(Math.min(12, posts.length));
    await gallery.getByRole('link', { name: 'See the whole gallery' }).click();
    await expect(page).toHaveURL('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  });

  test('links an attachment in a new tab with its type and size', async ({ page, request }) => {
    const notices = await getJson<Notice[]>(request, '/api/notices');
    // The demo's fee circular names the next instalment due: "Fee notice: fourth quarter".
    const notice = notices.find((each) => each.title.startsWith('Fee notice: '))!;
    expect(notice.fileUrl).toMatch(/^\/uploads\//);
    const kilobytes = Math.round(notice.fileSize! / 1024);
    const size = notice.fileSize! < 1024 ? `${notice.fileSize} B` : `${kilobytes} KB`;
    await page.goto('/news-events');
    const item = noticeItems(page).filter({
      has: page.getByRole('link', { name: notice.title, exact: true }),
    });
    const link = item.getByRole('link', {
      name: `Open ${notice.fileName} (PDF, ${size}) (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', notice.fileUrl!);
  });

  test('notices come twelve to a page with newer and older links', async ({
    page,
    request,
    adminToken,
  }) => {
    // The list shows the current academic year (April to March); earlier ones are the archive.
    const [year, month] = schoolToday().split('-').map(Number) as [number, number];
    const academicYear = month >= 4 ? year : year - 1;
    const count = (await getJson<Notice[]>(request, '/api/notices')).filter(
      (notice) => notice.academicYear === academicYear,
    ).length;
    const ids: string[] = [];
    try {
      // Dated at the start of the year, so the demo notices stay on the first page.
      for (let index = count; index < 14; index += 1) {
        const response = await request.post('/api/notices/add', {
          headers: authorization(adminToken),
          data: {
            title: `E2E old notice ${index + 1}`,
            date: `${academicYear}-04-01`,
            description: '',
          },
        });
        expect(response.status()).toBe(201);
        ids.push(((await response.json()) as { data: { id: string } }).data.id);
      }
      await page.goto('/news-events?show=notices', { waitUntil: 'networkidle' });
      const pages = page.getByRole('navigation', { name: 'Notice pages' });
      await expect(noticeItems(page)).toHaveCount(12);
      await expect(pages).toContainText('Page 1 of 2');
      await expect(pages.getByRole('link', { name: '← Newer' })).toHaveCount(0);
      await expect(noticeItems(page).first()).not.toContainText('E2E old notice');
      await pages.getByRole('link', { name: 'Older →' }).click();
      await expect(page).toHaveURL('/news-events?show=notices&page=2');
      await expect(pages).toContainText('Page 2 of 2');
      await expect(noticeItems(page)).toHaveCount(Math.max(count, 14) - 12);
      await expect(noticeItems(page).first()).toContainText('E2E old notice');
      await expect(pages.getByRole('link', { name: 'Older →' })).toHaveCount(0);
      await pages.getByRole('link', { name: '← Newer' }).click();
      await expect(page).toHaveURL('/news-events?show=notices');
      await expect(pages).toContainText('Page 1 of 2');

      // The Hindi twin says the same in Hindi, and its links stay Hindi.
      await page.goto('/hi/news-events?show=notices&page=2');
      const hindiPages = page.getByRole('navigation', { name: 'सूचनाओं के पृष्ठ' });
      await expect(hindiPages).toContainText('पृष्ठ 2 / 2');
      await expect(hindiPages).toHaveAttribute('lang', 'hi');
      await hindiPages.getByRole('link', { name: '← नए' }).click();
      await expect(page).toHaveURL('/hi/news-events?show=notices');
      await expect(hindiPages).toContainText('पृष्ठ 1 / 2');
      await expect(hindiPages.getByRole('link', { name: 'पुराने →' })).toBeVisible();
    } finally {
      await deleteAll(request, adminToken, '/api/notices', ids);
    }
  });

  test('past events come twelve at a time, the older ones on pages of their own', async ({
    page,
    request,
    adminToken,
  }) => {
    const today = schoolToday();
    const pastCount = (await getJson<Array<{ date: string }>>(request, '/api/events')).filter(
      (event) => event.date < today,
    ).length;
    const ids: string[] = [];
    try {
      // Dated long ago, so they are the oldest past events, on the last page.
      for (let index = pastCount; index < 14; index += 1) {
        const response = await request.post('/api/events', {
          headers: authorization(adminToken),
          data: { title: `E2E old event ${index + 1}`, date: '2020-01-15', description: 'x' },
        });
        expect(response.status()).toBe(201);
        ids.push(((await response.json()) as { data: { id: string } }).data.id);
      }
      const total = Math.max(pastCount, 14);
      const pastEvents = page.locator('details', { hasText: 'Past events' });
      const pastItems = pastEvents.locator('ul > li');
      await page.goto('/news-events');
      await pastEvents.getByText(`Past events (${total})`).click();
      await expect(pastItems).toHaveCount(12);
      await expect(pastItems.first()).not.toContainText('E2E old event');
      await pastEvents.getByRole('link', { name: 'Older past events →' }).click();
      await expect(page).toHaveURL('/news-events?show=events&page=2');
      const pages = page.getByRole('navigation', { name: 'Past event pages' });
      await expect(pages).toContainText(`Page 2 of ${Math.ceil(total / 12)}`);
      await expect(pastItems.last()).toContainText('E2E old event');
      await pages.getByRole('link', { name: '← Newer' }).click();
      await expect(page).toHaveURL('/news-events?show=events');
      await pastEvents.getByText(`Past events (${total})`).click();
      await expect(pastItems).toHaveCount(12);
    } finally {
      await deleteAll(request, adminToken, '/api/events', ids);
    }
  });
});

test.describe('stylesheets sent inside the page', () => {
  test('become links before hydration and leave once loaded; a navigation brings its own', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="stylesheet"]').first()).toBeAttached();
    await expect(page.locator('style[data-href]')).toHaveCount(0);
    await expect(page.locator('.skip-link')).toHaveCSS('position', 'absolute');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL('/careers');
    // The careers page's own stylesheet (not the home page's) came with the navigation. The
    // address changes once the page's data is in; its sheet may still be arriving.
    const loaded = () =>
      page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'));
    await expect
      .poll(loaded)
      .toContainEqual(expect.stringMatching(/\/assets\/careers-[\w-]+\.css$/));
    expect(await loaded()).not.toContain('inline');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // With JavaScript off, Chromium refuses the page's module scripts and preloads: expected here.
  test.afterEach(({ pageProblems }) => {
    const refused = pageProblems.filter((problem) =>
      /^failed request \S+\/assets\/[\w.-]+\.js$/.test(problem),
    );
    for (const problem of refused) pageProblems.splice(pageProblems.indexOf(problem), 1);
  });

  test("an album's page shows every photo in its first HTML", async ({ page, request }) => {
    const { data } = await getJson<{ data: Array<{ title: string; slug: string }> }>(
      request,
      '/api/posts',
    );
    const album = data.find((post) => post.title === 'Annual Day')!;
    await page.goto(`/gallery/${album.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Annual Day' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').getByRole('img')).toHaveCount(4);
    await expect(
      page.getByRole('img', { name: 'Class IX students stage a play about the freedom struggle' }),
    ).toBeVisible();
  });

  test('pages are styled by the stylesheets inside them', async ({ page }) => {
    await page.goto('/school-calendar');
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    await expect(page.locator('.skip-link')).toHaveCSS('position', 'absolute');
    await expect(page.locator('.skip-link')).toHaveCSS('top', '-100px');
  });

  test('the home page shows the latest news in its first HTML', async ({ page, request }) => {
    const news = await getJson<NewsItem[]>(request, '/api/latestnews');
    expect(news.length).toBeGreaterThanOrEqual(5);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    await expect(currentSlide(page, 'Latest news').getByRole('link')).toHaveText(news[0]!.title);
    await expect(recentStories(page).getByRole('link')).toHaveText(
      news.slice(0, 5).map((item) => item.title),
    );
    await recentStories(page).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(`/news/${news[1]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news[1]!.title);
    await page.goto('/');
    await expect(page.getByText('Modern Secure and Safe Infrastructure').first()).toBeVisible();
    await expect(page.locator('#programs').getByText('Nursery to KG-2')).toBeVisible();
    await expect(page.locator('#gallery').getByRole('listitem')).toHaveCount(3);
  });

  for (const [path, calendarOf] of [
    ['/', (page: Page) => page.locator('#calendar')],
    ['/school-calendar', (page: Page) => page.getByRole('main')],
  ] as const) {
    test(`${path} marks this month's days and a day link shows that day`, async ({
      page,
      request,
    }) => {
      const month = monthOf(schoolToday());
      const summary = await getJson<MonthSummary>(request, `/api/calendar?month=${month}`);
      await page.goto(path);
      const calendar = calendarOf(page);
      await expectMarkedDays(calendar, summary);
      const day = [...summary.events, ...summary.leaves].sort()[0]!;
      const details = await getJson<DayDetails>(request, `/api/details/${day}`);
      await calendar.getByRole('link', { name: new RegExp(`^${longDate(day)},`) }).click();
      await expect(page).toHaveURL(
        new RegExp(`${path === '/' ? '/' : path}\\?date=${day}#academic-calendar$`),
      );
      await expect(calendar.getByRole('gridcell', { selected: true })).toHaveText(
        String(utcDate(day).getUTCDate()),
      );
      await expect(
        calendar.getByRole('heading', { name: longDate(day), exact: true }),
      ).toBeVisible();
      const title = (details.events[0] ?? details.leaves[0])!.title;
      await expect(calendar.getByRole('heading', { name: title, exact: true })).toBeVisible();
      // The month links work too, keeping the chosen day.
      await calendar.getByRole('link', { name: 'Next month' }).click();
      await expect(
        calendar.getByRole('heading', { name: monthTitle(nextMonth(month)), exact: true }),
      ).toBeVisible();
      await expect(
        calendar.getByRole('heading', { name: longDate(day), exact: true }),
      ).toBeVisible();
    });
  }

  test('a notice title leads to the notice page with its attachment', async ({ page }) => {
    await page.goto('/news-events');
    await page.getByRole('link', { name: /^Fee notice: \w+ quarter$/ }).click();
    await expect(page).toHaveURL(/\/notices\/fee-notice-\w+-quarter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Fee notice: \w+ quarter$/);
    const attachment = page.getByRole('link', {
      name: /^Open fee-notice-\w+-quarter\.pdf \(PDF, /,
    });
    await expect(attachment).toHaveAttribute('href', /^\/uploads\/[^/]+\.pdf\?v=\d+$/);
    await expect(attachment).toHaveAttribute('target', '_blank');
  });

  test('the notices filter links and the gallery page links work', async ({
    page,
    request,
    adminToken,
  }) => {
    await page.goto('/news-events');
    const filter = page.getByRole('navigation', { name: 'Show' });
    await filter.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL('/news-events?show=events');
    await expect(filter.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notices', exact: true })).toHaveCount(0);
    await filter.getByRole('link', { name: 'Notices', exact: true }).click();
    await expect(page).toHaveURL('/news-events?show=notices');
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toHaveCount(0);
    await expect(noticeItems(page).first()).toBeVisible();
    await filter.getByRole('link', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/news-events\??$/);
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notices', exact: true })).toBeVisible();

    const ids = await fillGallery(request, adminToken, 13);
    try {
      const total = (await getJson<{ data: unknown[] }>(request, '/api/posts')).data.length;
      await page.goto('/gallery');
      const cards = page.getByRole('main').getByRole('listitem');
      const pages = page.getByRole('navigation', { name: 'Gallery pages' });
      await expect(cards).toHaveCount(12);
      await expect(pages).toContainText('Page 1 of 2');
      await pages.getByRole('link', { name: 'Older →' }).click();
      await expect(page).toHaveURL('/gallery?page=2');
      await expect(pages).toContainText('Page 2 of 2');
      await expect(cards).toHaveCount(total - 12);
      // The oldest demo post is last; without JavaScript its card is a plain link to its page.
      await cards.last().getByRole('link').click();
      await expect(page).toHaveURL('/gallery/library-week');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Library Week');
      await page.goBack();
      await pages.getByRole('link', { name: '← Newer' }).click();
      await expect(page).toHaveURL(/\/gallery\??$/);
      await expect(pages).toContainText('Page 1 of 2');
    } finally {
      await deleteAll(request, adminToken, '/api/posts', ids);
    }
  });

  test('the disclosure search form and the category links filter the documents', async ({
    page,
  }) => {
    const rows = page.getByRole('list', { name: 'Documents' }).getByRole('listitem');
    const titles = rows.getByRole('heading');
    const search = page.getByRole('searchbox', { name: 'Search documents' });
    const categories = page.getByRole('navigation', { name: 'Category' });
    await page.goto('/mandatory-disclosure');
    for (const title of [
      'Fire safety certificate',
      'Affiliation letter',
      `Academic calendar ${academicYearNow()}`,
    ])
      await expect(titles.filter({ hasText: title })).toHaveCount(1);

    await search.fill('FIRE DEPARTMENT');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/mandatory-disclosure?q=FIRE+DEPARTMENT');
    await expect(titles).toHaveText(['Fire safety certificate']);
    await expect(search).toHaveValue('FIRE DEPARTMENT');

    // A category link keeps the search.
    await categories.getByRole('link', { name: 'Academic' }).click();
    await expect(page).toHaveURL(
      '/mandatory-disclosure?q=FIRE+DEPARTMENT&category=academic#documents',
    );
    await expect(categories.getByRole('link', { name: 'Academic' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByText('No documents found')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Documents' })).toHaveCount(0);

    // The form keeps the category.
    await search.fill('');
    await search.press('Enter');
    await expect(page).toHaveURL('/mandatory-disclosure?q=&category=academic');
    await expect(titles).toHaveCount(2);
    for (const title of [
      `Academic calendar ${academicYearNow()}`,
      'List of teachers and qualifications',
    ])
      await expect(titles.filter({ hasText: title })).toHaveCount(1);
  });
});
