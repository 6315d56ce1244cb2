import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openAdminScreen, test } from './fixtures.ts';
import { e2eMailSinkUrl } from './e2e-env.ts';
import { publicPagePaths } from './page-paths.ts';
import { sitemapItemPaths } from './sitemap-items.ts';

// Circulars as a parent meets them: subscribing on the site, confirming from the mail
// the test's own SMTP server received (mail-sink.mjs), receiving a circular for the chosen class
// group and leaving from the link in it; the list by audience and academic year without
// JavaScript; the emergency alert in the first HTML of every page.

type Mail = { to: string[]; subject: string; raw: string };

/** The mail's text with quoted-printable line breaks and '=' undone. */
const decoded = (mail: Mail) => mail.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');

/** Waits for a mail to `to` whose subject matches; the mail server is outside the browser. */
async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await request.get(`${e2eMailSinkUrl}/mails?to=${encodeURIComponent(to)}`)
        ).json()) as Mail[];
        found = mails.find((mail) => subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${to} about ${subject}` },
    )
    .toBe(true);
  return found!;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  return (await (
    await request.get(`${e2eMailSinkUrl}/mails?to=${encodeURIComponent(to)}`)
  ).json()) as Mail[];
}

const linkIn = (mail: Mail, pattern: RegExp) => pattern.exec(decoded(mail))?.[0];

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function publishNotice(
  request: APIRequestContext,
  token: string,
  fields: Record<string, string>,
) {
  const response = await request.post('/api/notices/add', {
    headers: { authorization: `Bearer ${token}` },
    multipart: fields,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string; circularNumber: string } }).data;
}

test('a parent subscribes, confirms from the mail, receives a circular for their class group and unsubscribes @mobile', async ({
  page,
  request,
  adminToken,
}, testInfo) => {
  const address = `parent-${testInfo.project.name}-${Date.now()}@example.com`;
  const witness = `witness-${testInfo.project.name}-${Date.now()}@example.com`;
  const title = `Primary sports day ${testInfo.project.name} ${Date.now()}`;

  await page.goto('/subscribe');
  await expectAccessible(page);
  await noHorizontalScroll(page);
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Everything the school sends').uncheck();
  await page.getByLabel('Primary (Classes I–V)').check();
  await page.getByLabel('Each circular as soon as it is published').check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  const confirmation = await mailTo(request, address, /^Confirm your subscription/);
  const confirmLink = linkIn(
    confirmation,
    /https?:\/\/\S+\/subscriptions\/confirm\?token=[\w-]{43}/,
  )!;
  await page.goto(confirmLink);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();

  // A second subscriber, for everything, through the API: the witness that mail went out.
  expect(
    (
      await request.post('/api/subscriptions', {
        data: { email: witness, audiences: ['all'], mode: 'immediate' },
        // From an address of its own, as below: the parent's browser uses 127.0.0.1.
        headers: {
          'x-forwarded-for': `198.51.100.${testInfo.project.name === 'mobile' ? 13 : 12}`,
        },
      })
    ).status(),
  ).toBe(202);
  const witnessToken = /\/subscriptions\/confirm\?token=([\w-]{43})/.exec(
    decoded(await mailTo(request, witness, /^Confirm your subscription/)),
  )![1];
  expect(
    (await request.post('/api/subscriptions/confirm', { data: { token: witnessToken } })).status(),
  ).toBe(200);

  const today = new Date().toISOString().slice(0, 10);
  const notice = await publishNotice(request, adminToken, {
    title,
    description: 'Sports day for classes I to V on Friday.',
    date: today,
    audiences: 'primary',
  });
  const circular = await mailTo(request, address, new RegExp(title));
  expect(circular.subject).toBe(`${notice.circularNumber}: ${title}`);
  expect(circular.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

  // The notice's page from the link in the mail, with its number.
  const noticeLink = linkIn(circular, /https?:\/\/\S+\/notices\/[a-z0-9-]+/)!;
  await page.goto(noticeLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(`Circular ${notice.circularNumber}`)).toBeVisible();

  // Leaving from the link at the foot of the mail.
  await page.goto(linkIn(circular, /https?:\/\/\S+\/subscriptions\/manage\?token=[\w-]{43}/)!);
  await expect(page.getByLabel('Primary (Classes I–V)')).toBeChecked();
  await expectAccessible(page);
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(/You are unsubscribed/)).toBeVisible();

  // The next circular for the group reaches the witness and not the address that left.
  const later = await publishNotice(request, adminToken, {
    title: `${title} (results)`,
    date: today,
    audiences: 'primary',
  });
  await mailTo(request, witness, new RegExp(`${title} \\(results\\)`));
  // (An emergency alert posted meanwhile by another test goes to every subscriber: not counted.)
  const circulars = (await mailsTo(request, address)).filter(
    (mail) => !mail.subject.startsWith('Urgent from'),
  );
  expect(circulars.map((mail) => mail.subject)).toEqual([confirmation.subject, circular.subject]);

  for (const id of [notice.id, later.id])
    await request.delete(`/api/notices/${id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
});

test('a parent acknowledges a circular from the mail, and staff see its mails, pushes and acknowledgements @mobile', async ({
  adminPage: page,
  request,
  adminToken,
}, testInfo) => {
  const address = `reader-${testInfo.project.name}-${Date.now()}@example.com`;
  const title = `Uniform circular ${testInfo.project.name} ${Date.now()}`;
  expect(
    (
      await request.post('/api/subscriptions', {
        data: { email: address, audiences: ['pre-primary'], mode: 'immediate' },
        // As from an address of its own (the server trusts the proxy on loopback): the form
        // allows 5 subscriptions per address, and the other test's browser uses 127.0.0.1.
        headers: {
          'x-forwarded-for': `198.51.100.${testInfo.project.name === 'mobile' ? 11 : 10}`,
        },
      })
    ).status(),
  ).toBe(202);
  const confirmToken = /\/subscriptions\/confirm\?token=([\w-]{43})/.exec(
    decoded(await mailTo(request, address, /^Confirm your subscription/)),
  )![1];
  expect(
    (await request.post('/api/subscriptions/confirm', { data: { token: confirmToken } })).status(),
  ).toBe(200);
  const notice = await publishNotice(request, adminToken, {
    title,
    date: new Date().toISOString().slice(0, 10),
    audiences: 'pre-primary',
    acknowledgementRequested: 'true',
  });

  await page.goto(
    linkIn(
      await mailTo(request, address, new RegExp(title)),
      /https?:\/\/\S+\/subscriptions\/acknowledge\?token=[\w-]{43}/,
    )!,
  );
  await page.getByRole('button', { name: 'I have read this' }).click();
  await expect(page.getByText('the school can see that you have read this circular')).toBeVisible();

  await page.goto('/admin');
  await openAdminScreen(page, 'Circulars');
  const delivery = page.getByRole('region', { name: 'Delivery by e-mail and push' });
  const table = delivery.getByRole('region', { name: 'E-mails and pushes of each circular' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('rowheader')).toHaveText(`${notice.circularNumber} ${title}`);
  // Subscribers for everyone get it too (other tests add some): at least this one mail, the
  // others perhaps still going out until a Refresh shows them sent.
  await expect(async () => {
    await delivery.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^[1-9]\d* sent, 0 queued, 0 failed$/, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText('0 sent, 0 queued, 0 failed');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  // The Circulars tab counts the subscribers; their addresses are in the Subscribers tab, for
  // administrators and office only (decision 0011).
  await expect(page.getByText(/\d+ confirmed \(\d+ each circular/)).toBeVisible();
  await expect(page.getByText(address)).toHaveCount(0);
  await noHorizontalScroll(page);
  await expectAccessible(page);
  await openAdminScreen(page, 'Subscribers');
  await expect(page.getByRole('rowheader', { name: address })).toBeVisible();
  await noHorizontalScroll(page);
  await expectAccessible(page);

  await request.delete(`/api/notices/${notice.id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
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

  test('the circulars list filters by audience and keeps earlier academic years as an archive', async ({
    page,
  }) => {
    const label = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    const yearOf = (date: Date) => {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
      const [year, month] = day.split('-').map(Number) as [number, number];
      return month >= 4 ? year : year - 1;
    };
    const current = yearOf(new Date());
    // The demo's staff circular is of the last academic year (server/demo/demo-content.ts).
    const staffYear = current - 1;

    await page.goto('/news-events?show=notices');
    const notices = page.locator('#notices-title + ul');
    await expect(notices).toContainText(`VVIS/${label(current)}/`);
    await expect(notices).toContainText('Fee notice: ');
    await expect(notices).not.toContainText('Staff meeting on the new session');

    await page.getByLabel('For').selectOption('staff');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/audience=staff/);
    await expect(notices).toContainText('Bus route changes');
    await expect(notices).not.toContainText('Fee notice: ');

    await page
      .getByRole('navigation', { name: 'Archive of circulars' })
      .getByRole('link', { name: label(staffYear) })
      .click();
    await expect(
      page.getByRole('heading', { name: `Notices of ${label(staffYear)}` }),
    ).toBeVisible();
    await expect(notices).toContainText('Staff meeting on the new session');
    await expect(notices).toContainText(`VVIS/${label(staffYear)}/`);
    await expect(notices).not.toContainText('Pre-primary orientation');
  });
});

// One alert at a time: the banner shows the newest, so these two must not overlap.
test.describe('emergency alerts', () => {
  test.describe.configure({ mode: 'serial' });

  test('an emergency alert is on top of every public page in the first HTML until it is withdrawn', async ({
    request,
    adminToken,
  }) => {
    const message = `Test alert ${Date.now()}: school closed today.`;
    const posted = await request.post('/api/alerts', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: {
        message,
        severity: 'warning',
        expiresAt: new Date(Date.now() + 120_000).toISOString(),
      },
    });
    expect(posted.status()).toBe(201);
    const { id } = ((await posted.json()) as { data: { id: string } }).data;
    try {
      const paths = [...publicPagePaths, ...(await sitemapItemPaths(request))];
      expect(paths.length).toBeGreaterThan(50);
      for (const path of paths) {
        const html = await (await request.get(path)).text();
        const main = html.indexOf('<main');
        const banner = html.indexOf(`data-alert-id="${id}"`);
        expect(banner, `${path}: the banner in the first HTML`).toBeGreaterThan(-1);
        expect(banner, `${path}: the banner before the content`).toBeLessThan(main);
        expect(html).toContain(message);
      }
    } finally {
      await request.delete(`/api/alerts/${id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
    }
    expect(await (await request.get('/')).text()).not.toContain(message);
  });

  test('an administrator posts an alert from the admin, sees it on the site and withdraws it', async ({
    adminPage: page,
  }) => {
    const message = `Admin alert ${Date.now()}: buses leave at noon.`;
    const messageHi = 'बसें दोपहर में छूटेंगी।';
    // Two hours from now on the school's clock (India time), typed day first.
    const until = new Date(Date.now() + 2 * 3_600_000 + 330 * 60_000).toISOString();
    const [year, month, day] = until.slice(0, 10).split('-');

    await page.goto('/admin');
    await openAdminScreen(page, 'Emergency alert');
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByLabel('Message in Hindi (optional)').fill(messageHi);
    await page.getByLabel('Severity').selectOption('critical');
    const shownUntil = page.getByRole('group', { name: /^Shown until \(India time\)/ });
    await shownUntil.getByLabel('Day', { exact: true }).fill(`${day}/${month}/${year}`);
    await shownUntil.getByLabel('Time', { exact: true }).fill(until.slice(11, 16));
    await page.getByRole('button', { name: 'Post the alert' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert posted' })).toBeVisible();

    await page.goto('/news');
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    // A Hindi page shows the Hindi staff wrote, under its label in Hindi.
    await page.goto('/hi/news');
    await expect(page.getByRole('alert')).toContainText(`अत्यावश्यक: ${messageHi}`);

    await page.goto('/admin');
    await openAdminScreen(page, 'Emergency alert');
    const row = page.getByRole('row').filter({ hasText: message });
    // Its mail to every confirmed subscriber, counted (the pushes too: no phone here).
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d+ sent, \d+ queued, 0 failed$/);
    await expect(row.getByRole('cell').nth(4)).toHaveText('0 sent, 0 queued, 0 failed');
    await row.getByRole('button', { name: 'Withdraw' }).click();
    await expect(row).toContainText('Withdrawn');
    await page.goto('/news');
    await expect(page.getByText(message)).toHaveCount(0);
  });
});
