import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Home, academic calendar, gallery and events & notices: data from the demo content, empty and
// error states (API answers replaced with page.route), keyboard use, and the school's date
// under two browser time zones.

const json =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The browser logs a failed response as a console error; the error tests cause it on purpose. */
function allowServerErrorLogs(pageProblems: string[]) {
  const expected = pageProblems.filter((problem) => /status of 5\d\d/.test(problem));
  for (const problem of expected) pageProblems.splice(pageProblems.indexOf(problem), 1);
}

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const picture = { url: '/images/campus.svg', width: 800, height: 500, srcset: '' };
const newsItems = ['Annual Sports Day', 'Science Fair Winners', 'Tree Plantation Drive'].map(
  (title, index) => ({
    _id: `n${index}`,
    id: `n${index}`,
    title,
    image: picture.url,
    picture,
    date: `2026-02-0${index + 1}`,
    description: '',
    createdAt: stamp.createdAt,
  }),
);
const posts = ['Kindness Week', 'Clean Campus Drive', ''].map((title, index) => ({
  _id: `p${index}`,
  id: `p${index}`,
  title,
  content: index === 2 ? '' : `${title} brought the whole school together.`,
  image: null,
  thumbnail: null,
  createdAt: stamp.createdAt,
}));

/** The slide the carousel shows now (hidden slides carry aria-hidden). */
const currentSlide = (page: Page, carousel: string) =>
  page
    .getByRole('region', { name: carousel })
    .locator('[aria-roledescription="slide"]:not([aria-hidden])');

test.describe('home page', () => {
  test('shows the nine sections with the demo content @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    await expect(page.getByRole('link', { name: /Apply Now/ }).first()).toHaveAttribute(
      'target',
      '_blank',
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
    // Latest news from the API: the carousel and at most five recent stories.
    await expect(page.getByRole('region', { name: 'Latest news', exact: true })).toBeVisible();
    const stories = page
      .getByRole('complementary', { name: 'RECENT STORIES' })
      .getByRole('listitem');
    expect(await stories.count()).toBeGreaterThan(0);
    expect(await stories.count()).toBeLessThanOrEqual(5);
    await expect(page.getByRole('link', { name: 'View More...' })).toHaveAttribute(
      'href',
      '/news-events',
    );
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
    // Values gallery: up to three posts.
    const values = page.locator('#gallery').getByRole('listitem');
    await expect(values.first()).toBeVisible();
    expect(await values.count()).toBeLessThanOrEqual(3);
  });

  test('shows meaningful content before JavaScript runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    await expect(page.getByText('Loading news...')).toBeVisible();
    await expect(page.getByText('Loading values...')).toBeVisible();
    await expect(page.getByText('Modern Secure and Safe Infrastructure').first()).toBeVisible();
    await expect(page.locator('#programs').getByText('Nursery to KG-2')).toBeVisible();
    await context.close();
  });

  test('news carousel: clickable pagination, previous/next and recent stories', async ({
    page,
  }) => {
    await page.route('**/api/latestnews/', json(newsItems));
    await page.goto('/');
    const news = page.getByRole('region', { name: 'Latest news', exact: true });
    await expect(currentSlide(page, 'Latest news')).toHaveAttribute('aria-label', '1 of 3');
    await news.getByRole('button', { name: 'Show slide 3 of 3' }).click();
    await expect(currentSlide(page, 'Latest news')).toHaveAttribute('aria-label', '3 of 3');
    await expect(currentSlide(page, 'Latest news')).toContainText('Tree Plantation Drive');
    await news.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page, 'Latest news')).toHaveAttribute('aria-label', '1 of 3');
    await expect(
      page.getByRole('complementary', { name: 'RECENT STORIES' }).getByRole('listitem'),
    ).toHaveCount(3);
  });

  test('news section stays calm when the news call fails or is empty', async ({
    page,
    pageProblems,
  }) => {
    await page.route('**/api/latestnews/', json({ message: 'down' }, 500));
    await page.goto('/');
    await expect(page.getByText('No news stories yet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest news', exact: true })).toHaveCount(0);
    allowServerErrorLogs(pageProblems);
  });

  test('campus carousel: pause button, next/previous with the keyboard, wrap both ways', async ({
    page,
  }) => {
    // The buttons are in the pre-rendered HTML; a key pressed before hydration would do nothing.
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

  test('values gallery applies the fallbacks and shows its loading and error texts', async ({
    page,
    pageProblems,
  }) => {
    await page.route(/\/api\/posts\?limit=3$/, json({ data: posts }));
    await page.goto('/');
    const gallery = page.locator('#gallery');
    await expect(gallery.getByText('Kindness Week', { exact: true })).toBeVisible();
    await expect(gallery.getByText('Value 3')).toBeVisible();

    await page.unroute(/\/api\/posts\?limit=3$/);
    await page.route(/\/api\/posts\?limit=3$/, json({ message: 'down' }, 500));
    await page.reload();
    const error = gallery.getByText('Unable to load images.');
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
    allowServerErrorLogs(pageProblems);
  });
});

test.describe('academic calendar', () => {
  // 20:00 UTC on 10 March 2026 is 01:30 on 11 March in India and 13:00 on 10 March in Los Angeles.
  const instant = new Date('2026-03-10T20:00:00Z');

  for (const timezoneId of ['America/Los_Angeles', 'Asia/Kolkata']) {
    test.describe(`browser in ${timezoneId}`, () => {
      test.use({ timezoneId });

      test('selects the school date, 11 March 2026', async ({ page }) => {
        await page.clock.setFixedTime(instant);
        await page.goto('/school-calendar');
        await expect(page.getByRole('heading', { name: 'March 2026', exact: true })).toBeVisible();
        await expect(page.getByRole('gridcell', { selected: true })).toHaveText('11');
        await expect(
          page.getByRole('heading', { name: 'Wednesday, 11th March 2026' }),
        ).toBeVisible();
        await expect(
          page.getByRole('button', { name: /^Wednesday, 11th March 2026/ }),
        ).toHaveAttribute('aria-current', 'date');
      });
    });
  }

  test('arrow keys move the focused day, Enter shows its details, months change', async ({
    page,
  }) => {
    await page.clock.setFixedTime(instant);
    await page.goto('/school-calendar');
    await page.getByRole('button', { name: /^Wednesday, 11th March 2026/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: /^Thursday, 12th March 2026/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: /^Thursday, 19th March 2026/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thursday, 19th March 2026' })).toBeVisible();
    await expect(page.getByRole('gridcell', { selected: true })).toHaveText('19');
    // Across the month end.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: /^Thursday, 2nd April 2026/ })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'April 2026', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('heading', { name: 'March 2026', exact: true })).toBeVisible();
  });

  test('shows the event card, the holiday card and the inspiration card', async ({
    page,
    pageProblems,
  }) => {
    const event = {
      _id: 'e1',
      id: 'e1',
      title: 'Annual Day',
      description: 'Performances by every class.',
      date: '2026-03-11',
      ...stamp,
    };
    const leave = {
      _id: 'l1',
      id: 'l1',
      title: 'Holi',
      description: 'School closed.',
      date: '2026-03-12',
      ...stamp,
    };
    await page.route(
      /\/api\/calendar\?month=/,
      json({ month: '2026-03', events: ['2026-03-11'], leaves: ['2026-03-12'] }),
    );
    await page.route(
      '**/api/details/2026-03-11',
      json({ event, leave: null, events: [event], leaves: [] }),
    );
    await page.route(
      '**/api/details/2026-03-12',
      json({ event: null, leave, events: [], leaves: [leave] }),
    );
    await page.route('**/api/details/2026-03-13', json({ message: 'down' }, 500));
    await page.clock.setFixedTime(instant);
    await page.goto('/school-calendar');
    await expect(page.getByText('School Event')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Annual Day' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Wednesday, 11th March 2026, has an event' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Thursday, 12th March 2026, holiday' }).click();
    await expect(page.getByText('School Holiday')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Holi' })).toBeVisible();
    // A failed call falls back to no event and no holiday (logged as a warning only).
    await page.getByRole('button', { name: /^Friday, 13th March 2026/ }).click();
    await expect(page.getByText('Daily Inspiration')).toBeVisible();
    await expect(page.getByRole('link', { name: /school calendar \(iCalendar\)/ })).toHaveAttribute(
      'href',
      '/calendar.ics',
    );
    allowServerErrorLogs(pageProblems);
  });
});

test.describe('gallery page', () => {
  test('shows the demo posts and opens one in an overlay that Escape closes', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    const first = page.getByRole('main').getByRole('listitem').first().getByRole('button');
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('overlay: backdrop click closes it, one card at a time, keyboard only', async ({ page }) => {
    await page.route('**/api/posts', json({ data: posts }));
    await page.goto('/gallery');
    const card = page.getByRole('button', { name: /Clean Campus Drive/ });
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Clean Campus Drive' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.mouse.click(5, 5); // the dimmed backdrop
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('shows Loading images... then the empty state', async ({ page }) => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/posts', async (route) => {
      await answered;
      await json({ data: [] })(route);
    });
    await page.goto('/gallery');
    await expect(page.getByText('Loading images...')).toBeVisible();
    answer();
    await expect(page.getByText('No pictures have been added to the gallery yet.')).toBeVisible();
  });

  test('shows Unable to load images. in red when the API fails', async ({ page, pageProblems }) => {
    await page.route('**/api/posts', json({ message: 'down' }, 500));
    await page.goto('/gallery');
    const error = page.getByText('Unable to load images.');
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
    allowServerErrorLogs(pageProblems);
  });
});

test.describe('events and notices', () => {
  test('shows the demo events and notices and filters them @mobile', async ({ page }) => {
    await page.goto('/news-events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events & Notices' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notices', exact: true })).toBeVisible();
    await expect(page.locator('#notices-title + ul > li').first()).toBeVisible();
    await page.getByRole('button', { name: 'Events', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Events', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Notices', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Notices', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: /news, notices and events \(RSS\)/ }),
    ).toHaveAttribute('href', '/feed.xml');
  });

  test('is the same page at /school-notifications and /school-notification', async ({ page }) => {
    for (const path of ['/school-notifications', '/school-notification']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Events & Notices' })).toBeVisible();
    }
  });

  test('links an attachment in a new tab with its type and size', async ({ page }) => {
    const notice = {
      _id: 'x1',
      id: 'x1',
      title: 'Exam schedule',
      description: 'Term 2 examinations.',
      date: '2026-03-01',
      fileUrl: '/uploads/exam-schedule.pdf',
      fileName: 'exam-schedule.pdf',
      fileType: 'application/pdf',
      fileSize: 120 * 1024,
      ...stamp,
    };
    await page.route('**/api/notices', json([notice]));
    await page.goto('/news-events');
    const link = page.getByRole('link', { name: /exam-schedule\.pdf \(PDF, 120 KB\)/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', '/uploads/exam-schedule.pdf');
  });

  test('shows the empty states', async ({ page }) => {
    await page.route('**/api/events', json([]));
    await page.route('**/api/notices', json([]));
    await page.goto('/school-notifications');
    await expect(page.getByText('No upcoming events available.')).toBeVisible();
    await expect(page.getByText('No notices available.')).toBeVisible();
  });

  test('shows the error state when the API fails', async ({ page, pageProblems }) => {
    await page.route('**/api/notices', json({ message: 'down' }, 500));
    await page.goto('/news-events');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load notifications. Please try again later.' });
    await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
    allowServerErrorLogs(pageProblems);
  });
});
