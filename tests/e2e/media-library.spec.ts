import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, openAdminScreen, test } from './fixtures.ts';

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, 'axe-core violations').toEqual([]);
}

const picture = () =>
  sharp({ create: { width: 960, height: 640, channels: 3, background: '#2a7ab0' } })
    .png()
    .toBuffer();

// The desktop and phone runs go at once on one server: each edits a page of its own.
const pages = {
  desktop: { slug: 'hi-tech-classes', title: 'Hi-Tech Classes: Smart Classrooms' },
  mobile: { slug: 'it-infrastructure', title: 'IT Infrastructure' },
} as const;

async function openMedia(page: Page) {
  await page.goto('/admin');
  await openAdminScreen(page, 'Media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
}

test('staff upload a picture, give it alt text, choose it in a page and the public page shows it @mobile', async ({
  adminPage: page,
}) => {
  const edited = pages[test.info().project.name as keyof typeof pages];
  const alt = `Pupils at the smart board ${Date.now()}`;
  const upload = `smart-board-${Date.now()}.png`;
  // Pictures are stored as WebP, under the name they were uploaded with.
  const name = upload.replace(/\.png$/, '.webp');
  await openMedia(page);
  await page
    .getByLabel('New file')
    .setInputFiles({ name: upload, mimeType: 'image/png', buffer: await picture() });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Not used anywhere.')).toBeVisible();
  await card.getByRole('textbox', { name: `Alt text of ${name}` }).fill(alt);
  await card.getByRole('button', { name: /^Save alt text/ }).click();
  await expect(page.getByText('Alt text saved.')).toBeVisible();
  await expect(card.getByRole('img', { name: alt })).toBeVisible();
  await expectAccessible(page);

  // The page editor: a new image block in the first section, its picture chosen from the library.
  await openAdminScreen(page, 'Pages');
  await page.getByLabel('Search pages').fill(edited.slug);
  await page.getByRole('button', { name: `Edit ${edited.title}` }).click();
  await page.getByText(/^Section 1: /).click();
  const section = page.getByRole('group', { name: 'Blocks of section 1' });
  await section.getByLabel('New block').selectOption('image');
  await section.getByRole('button', { name: /^Add block/ }).click();
  await section.getByRole('button', { name: 'Choose from library for Image' }).last().click();

  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.getByLabel('Search by name or alt text').fill(alt);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /^Choose / }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('textbox', { name: /^Alt text/ }).last()).toHaveValue(alt);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Page published.')).toBeVisible();

  // The library lists the new use; the public page shows the picture with its alt text.
  await openMedia(page);
  await page.getByLabel('Search by name or alt text').fill(alt);
  const use = page.getByRole('link', { name: `Page "${edited.title}" › `, exact: false });
  await expect(use.first()).toHaveText(/› Image$/);
  await page.goto(`/${edited.slug}`);
  const shown = page.getByRole('img', { name: alt });
  await expect(shown).toBeVisible();
  // The picture loads (it may be lazy: brought into view first).
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
});
