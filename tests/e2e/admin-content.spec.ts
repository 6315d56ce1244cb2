import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from './expect-accessible.ts';
import { expect, openAdminScreen, test } from './fixtures.ts';

/** A 1x1 PNG and a minimal PDF, made here so the test needs no fixture files. */
const png = {
  name: 'tiny.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const pdf = {
  name: 'circular.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
};

type Kind = {
  /** Sidebar tab label. */
  tab: string;
  /** The create form's heading (the spec's text). */
  heading: string;
  submit: string;
  created: string;
  /** Noun in the update, delete and confirm texts. */
  singular: string;
  /** Public list the item must appear on. */
  publicList: string;
  /** Fills the create form (title is filled by the test). */
  fill: (form: Locator) => Promise<void>;
};

const kinds: Kind[] = [
  {
    tab: 'Calendar',
    heading: 'Create Event',
    submit: 'Create Event',
    created: 'Event created successfully',
    singular: 'event',
    publicList: '/api/events',
    fill: async (form) => {
      await form
        .getByLabel('Description', { exact: true })
        .fill('Annual sports day on the main ground.');
      await form.getByLabel('Date').fill('14/02/2026');
    },
  },
  {
    tab: 'Circulars',
    heading: 'New circular',
    submit: 'Add circular',
    created: 'Circular added successfully!',
    singular: 'circular',
    publicList: '/api/notices',
    fill: async (form) => {
      await form.getByLabel('Description', { exact: true }).fill('Fees for the next term are due.');
      await form.getByLabel('Date').fill('10/01/2026');
      await form.getByLabel('Attachment').setInputFiles(pdf);
    },
  },
  {
    tab: 'Calendar',
    heading: 'Add A Holiday',
    submit: 'Add Holiday',
    created: 'Holiday added successfully!',
    singular: 'holiday',
    publicList: '/api/leaves',
    fill: async (form) => {
      await form.getByLabel('Description', { exact: true }).fill('The school is closed.');
      await form.getByLabel('Date').fill('4/3/2026');
    },
  },
  {
    tab: 'Disclosure documents',
    heading: 'Add a disclosure document',
    submit: 'Add Disclosure',
    created: 'Disclosure added successfully!',
    singular: 'disclosure',
    publicList: '/api/disclosure',
    fill: async (form) => {
      await form.getByLabel('Type').selectOption('results');
      await form.getByLabel('Description', { exact: true }).fill('Class X board results.');
      await form.getByLabel('Document').setInputFiles(pdf);
    },
  },
  {
    tab: 'News',
    heading: 'Add News',
    submit: 'Add News',
    created: 'News added successfully!',
    singular: 'news item',
    publicList: '/api/latestnews/',
    fill: async (form) => {
      await form.getByLabel('Date').fill('20-01-2026');
      await form.getByLabel('Picture').setInputFiles(png);
    },
  },
];

async function publicTitles(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as
    Array<{ title: string }> | { data: Array<{ title: string }> };
  return (Array.isArray(body) ? body : body.data).map((item) => item.title);
}

function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** Accepts the next window.confirm after checking its question. */
function acceptConfirm(page: Page, question: string) {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(question);
    await dialog.accept();
  });
}

async function editTitle(page: Page, title: string, newTitle: string, singular: string) {
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${singular}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill(newTitle);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const capitalized = singular.charAt(0).toUpperCase() + singular.slice(1);
  await expect(toast(page, `${capitalized} updated successfully!`)).toBeVisible();
}

for (const kind of kinds) {
  test(`an admin creates, edits and deletes a ${kind.singular}`, async ({
    adminPage: page,
    request,
  }) => {
    const title = `E2E ${kind.singular} ${Date.now()}`;
    const newTitle = `${title} (edited)`;
    await page.goto('/admin');
    await openAdminScreen(page, kind.tab);

    const form = page.getByRole('region', { name: kind.heading });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await kind.fill(form);
    await form.getByRole('button', { name: kind.submit }).click();
    await expect(toast(page, kind.created)).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect.poll(() => publicTitles(request, kind.publicList)).toContain(title);

    await editTitle(page, title, newTitle, kind.singular);
    await expect(page.getByRole('heading', { name: newTitle, exact: true })).toBeVisible();
    await expect.poll(() => publicTitles(request, kind.publicList)).toContain(newTitle);
    expect(await publicTitles(request, kind.publicList)).not.toContain(title);

    acceptConfirm(
      page,
      `Move this ${kind.singular} to the trash? You can restore it from Trash for 30 days.`,
    );
    await page.getByRole('button', { name: `Delete ${newTitle}`, exact: true }).click();
    const capitalized = kind.singular.charAt(0).toUpperCase() + kind.singular.slice(1);
    await expect(toast(page, `${capitalized} moved to the trash.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: newTitle, exact: true })).toHaveCount(0);
    await expect.poll(() => publicTitles(request, kind.publicList)).not.toContain(newTitle);
  });
}

test('a clerk types a date day first, sees it in words, and an impossible one is refused', async ({
  adminPage: page,
  request,
}) => {
  const title = `E2E dated event ${Date.now()}`;
  let posted = false;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/events')) posted = true;
  });
  await page.goto('/admin');
  await openAdminScreen(page, 'Calendar');
  const form = page.getByRole('region', { name: 'Create Event' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Annual day in the hall.');
  const date = form.getByLabel('Date', { exact: true });
  await expect(date).toHaveAttribute('type', 'text');
  await expect(date).toHaveAccessibleDescription(/Day\/month\/year, e\.g\. 27\/11\/2026/);

  // An impossible day is said in words once the clerk moves on, keeps what was typed, and the
  // form is not sent.
  await date.fill('31/02/2026');
  await date.blur();
  const refused = '31/02/2026 is not a date: check the day and month';
  await expect(form.getByText(refused)).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription(new RegExp(refused));
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(date).toBeFocused();
  await expect(date).toHaveValue('31/02/2026');
  await expectAccessible(page);
  expect(posted).toBe(false);

  await date.fill('27/11/2026');
  await expect(form.getByText('Friday, 27 November 2026', { exact: true })).toBeVisible();
  await expect(date).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(toast(page, 'Event created successfully')).toBeVisible();

  // The API got the day in ISO; the list shows it as the site writes dates.
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(item).toContainText('27 November 2026');
  const events = (await (await request.get('/api/events')).json()) as
    Array<{ title: string; date: string }> | { data: Array<{ title: string; date: string }> };
  const listed = (Array.isArray(events) ? events : events.data).find((e) => e.title === title);
  expect(listed?.date.slice(0, 10)).toBe('2026-11-27');

  // Editing shows the saved day as typed, day first.
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue('27/11/2026');
  await expect(dialog.getByText('Friday, 27 November 2026', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  acceptConfirm(page, 'Move this event to the trash? You can restore it from Trash for 30 days.');
  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await expect(toast(page, 'Event moved to the trash.')).toBeVisible();
});

type AlbumAnswer = {
  data: Array<{
    title: string;
    image: unknown;
    coverId: string | null;
    images: Array<{ id: string; alt: string }>;
  }>;
};

/** A picture under another name: the album's photos are told apart by their names. */
const photoNamed = (name: string) => ({ ...png, name });

test('an admin creates an album of several photos, then reorders, edits and deletes it', async ({
  adminPage: page,
  request,
}) => {
  const title = `E2E album ${Date.now()}`;
  const newTitle = `${title} (edited)`;
  const albumOf = async (name: string) =>
    ((await (await request.get('/api/posts')).json()) as AlbumAnswer).data.find(
      (post) => post.title === name,
    );
  await page.goto('/admin');
  await openAdminScreen(page, 'Gallery');

  const form = page.getByRole('region', { name: 'Create New Post' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Content', { exact: true }).fill('Paintings by class 3.');
  // Two photos chosen at once, a third dropped onto the area.
  await form
    .getByLabel('Add photos')
    .setInputFiles([photoNamed('art-room_wall.png'), photoNamed('painting-prizes.png')]);
  const dropped = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    const data = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
    transfer.items.add(new File([data], 'class-3-easels.png', { type: 'image/png' }));
    return transfer;
  }, png.buffer.toString('base64'));
  const area = form.getByText('Choose several photos at once, or drag them here.');
  await area.dispatchEvent('dragover', { dataTransfer: dropped });
  await area.dispatchEvent('drop', { dataTransfer: dropped });

  // Each description starts from the file name.
  const description = (n: number) => form.getByLabel(`Description of photo ${n}`);
  await expect(description(1)).toHaveValue('art room wall');
  await expect(description(2)).toHaveValue('painting prizes');
  await expect(description(3)).toHaveValue('class 3 easels');
  await description(2).fill('Winners hold up their paintings');
  // The prizes first, by keyboard, and the easels the cover.
  await form.getByRole('button', { name: 'Move up photo 2' }).press('Enter');
  await expect(description(1)).toHaveValue('Winners hold up their paintings');
  await form.getByRole('button', { name: 'Use as cover (photo 3)' }).click();
  await expect(form.getByText('Cover photo')).toHaveCount(1);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Form submitted successfully!')).toBeVisible();
  await expect.poll(() => publicTitles(request, '/api/posts')).toContain(title);
  const created = (await albumOf(title))!;
  expect(created.images.map((photo) => photo.alt)).toEqual([
    'Winners hold up their paintings',
    'art room wall',
    'class 3 easels',
  ]);
  expect(created.coverId).toBe(created.images[2]!.id);

  await form.getByRole('link', { name: 'Go to Gallery Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/gallery-dashboard$/);
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(tile).toContainText('3 photos');
  const edit = tile.getByRole('button', { name: `Edit ${title}`, exact: true });

  // Escape closes the dialog and focus goes back to the Edit button.
  await edit.focus();
  await expect(edit).toHaveCSS('opacity', '1');
  await edit.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // Edit the title, take out the first photo and describe the one after it.
  await edit.click();
  await dialog.getByLabel('Title', { exact: true }).fill(newTitle);
  await expect(dialog.getByLabel('Description of photo 1')).toHaveValue(
    'Winners hold up their paintings',
  );
  await dialog.getByRole('button', { name: 'Remove photo 1' }).click();
  await dialog.getByLabel('Description of photo 1').fill('The art room wall');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Post updated successfully!')).toBeVisible();
  await expect.poll(() => publicTitles(request, '/api/posts')).toContain(newTitle);
  const edited = (await albumOf(newTitle))!;
  expect(edited.images.map((photo) => photo.alt)).toEqual(['The art room wall', 'class 3 easels']);
  expect(edited.coverId).toBe(created.images[2]!.id);

  acceptConfirm(page, 'Move this post to the trash? You can restore it from Trash for 30 days.');
  await page.getByRole('button', { name: `Delete ${newTitle}`, exact: true }).click();
  await expect(toast(page, 'Post moved to the trash.')).toBeVisible();
  await expect(page.getByRole('heading', { name: newTitle, exact: true })).toHaveCount(0);
  await expect.poll(() => publicTitles(request, '/api/posts')).not.toContain(newTitle);

  await page.getByRole('link', { name: /Back to the Gallery/ }).click();
  await expect(page).toHaveURL(/\/admin\/gallery$/);
});

test('a file that is not a picture is refused in the browser for an album', async ({
  adminPage: page,
}) => {
  await page.goto('/admin');
  await openAdminScreen(page, 'Gallery');
  const form = page.getByRole('region', { name: 'Create New Post' });
  const input = form.getByLabel('Add photos');
  await expect(input).toHaveAttribute('accept', /image\/png/);
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/posts')) posted = true;
  });
  await input.setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    photoNamed('good-one.png'),
  ]);
  await expect(form.getByRole('alert')).toContainText(
    'notes.txt: This file type is not accepted. Please upload JPEG, PNG, WebP, GIF or AVIF.',
  );
  await expect(form.getByLabel('Description of photo 1')).toHaveValue('good one');
  await expect(form.getByLabel('Description of photo 2')).toHaveCount(0);
  await expect(input).toHaveJSProperty('value', '');
  expect(posted).toBe(false);
});

test('the audit tab lists who changed what', async ({ adminPage: page, adminToken, request }) => {
  const title = `E2E audit ${Date.now()}`;
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { title, description: 'For the audit log.', date: '2026-05-01' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/admin');
  await openAdminScreen(page, 'Audit');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Created event');
  await expect(row).toContainText('e2e-admin');
});
