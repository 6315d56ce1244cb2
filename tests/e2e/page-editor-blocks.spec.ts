import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './expect-accessible.ts';
import { expect, openAdminScreen, test } from './fixtures.ts';

async function openEditor(page: Page, search: string, title: string) {
  await page.goto('/admin');
  await openAdminScreen(page, 'Pages');
  await page.getByLabel('Search pages').fill(search);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: `Editing: ${title}` })).toBeVisible();
}

/** The entries of a list editor (blocks, pictures), not those of the lists inside them. */
const entriesOf = (group: Locator) => group.locator(':scope > ol > li');

/** Drags by the mouse from an entry's handle to just inside the top edge of another entry. */
async function dragAbove(page: Page, entry: Locator, target: Locator) {
  const handle = entry.locator(':scope > [draggable="true"]');
  // Both in view, clear of the sticky Save bar: the target's top near the top of the window.
  await target.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // The first move starts the drag (the browser's drag start), the second is over the target.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10);
  // The line shows where it will land before the button is let go. A browser repeats dragover
  // while the pointer rests; Playwright sends one per move, so the pointer moves until it shows.
  let nudge = 0;
  await expect(async () => {
    nudge = (nudge + 1) % 4;
    await page.mouse.move(to.x + to.width / 2, to.y + 4 + nudge);
    await expect(target).toHaveAttribute('data-drop', 'before', { timeout: 250 });
  }).toPass({ timeout: 5_000 });
  await page.mouse.up();
}

test('staff drag a block above another with the mouse; the saved draft and its preview keep the order', async ({
  adminPage: page,
}) => {
  await openEditor(page, 'timing', 'School Timing');
  await page.getByText('Section 3: Please remember').click();
  const section = page.getByRole('group', { name: 'Blocks of section 3' });
  const blocks = entriesOf(section);
  await expect(blocks.locator(':scope summary')).toHaveText([/^1\. List/, /^2\. Buttons/]);
  await expectAccessible(page);

  await dragAbove(page, blocks.nth(1), blocks.nth(0));
  await expect(section.getByRole('status')).toHaveText(
    'Moved block 2 (Buttons) to position 1 of 2.',
  );
  await expect(blocks.locator(':scope summary')).toHaveText([/^1\. Buttons/, /^2\. List/]);
  await expect(blocks.locator('[data-drop], [data-dragging]')).toHaveCount(0);

  // A list inside a block takes its own drags and leaves the blocks as they are.
  await blocks.nth(0).locator(':scope summary').click();
  const actions = section.getByRole('group', { name: 'Buttons' });
  const buttons = entriesOf(actions);
  await dragAbove(page, buttons.nth(1), buttons.nth(0));
  await expect(actions.getByRole('status')).toHaveText('Moved button 2 to position 1 of 2.');
  const label = (index: number) => buttons.nth(index).getByRole('textbox', { name: 'Label' });
  await expect(label(0)).toHaveValue('School transport');
  await expect(label(1)).toHaveValue('Attendance policy');
  await expect(blocks.locator(':scope summary')).toHaveText([/^1\. Buttons/, /^2\. List/]);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  await openEditor(page, 'timing', 'School Timing');
  await page.getByText('Section 3: Please remember').click();
  await expect(blocks.locator(':scope summary')).toHaveText([/^1\. Buttons/, /^2\. List/]);

  await page.goto('/admin/page-preview/school-timing');
  const shown = await page.locator('#please-remember').innerText();
  expect(shown.indexOf('School transport')).toBeGreaterThan(-1);
  expect(shown.indexOf('School transport')).toBeLessThan(shown.indexOf('Attendance policy'));
  expect(shown.indexOf('Attendance policy')).toBeLessThan(shown.indexOf('The gates close'));
});

const picture = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

test('staff build a gallery from the library: add several, remove one, reorder, and mark the one without alt text decorative', async ({
  adminPage: page,
  adminToken,
  context,
  request,
}) => {
  // Three uploads, two accessibility scans and a preview: 18 s alone, over 30 s beside another worker.
  test.setTimeout(60_000);
  const stamp = Date.now();
  const described = `Pupils in the new school uniform ${stamp}`;
  // A picture already in the library, with its alt text.
  const stored = await request.post('/api/media', {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: {
      altText: described,
      file: {
        name: `uniform-${stamp}.png`,
        mimeType: 'image/png',
        buffer: await picture('#1d4ed8'),
      },
    },
  });
  expect(stored.ok(), await stored.text()).toBe(true);

  await openEditor(page, 'uniform', 'School Uniform');
  await page.getByText(/^Section 1: /).click();
  const section = page.getByRole('group', { name: 'Blocks of section 1' });
  // The section's own chooser comes after those of the blocks inside it.
  await section.getByLabel('New block').last().selectOption('gallery');
  await section.getByRole('button', { name: 'Add block to Blocks of section 1' }).click();
  await section
    .getByRole('textbox', { name: 'Gallery name (for screen readers)' })
    .fill('Uniforms');
  const gallery = section.getByRole('group', { name: 'Pictures' });
  await expect(gallery.getByText('No pictures yet.')).toBeVisible();

  // One chosen from the library, two uploaded into it from the picker (one without alt text):
  // each added once, the dialog open until Done.
  await gallery.getByRole('button', { name: 'Add from library for Pictures' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add pictures' });
  await dialog.getByLabel('Search by name or alt text').fill(`uniform-${stamp}`);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: `Add uniform-${stamp}.webp` }).click();
  await expect(dialog.getByRole('button', { name: `Added uniform-${stamp}.webp` })).toBeDisabled();
  await expect(dialog.getByText('1 file added.')).toBeVisible();
  const upload = async (name: string, colour: string, alt: string) => {
    await dialog
      .getByLabel('New picture')
      .setInputFiles({ name, mimeType: 'image/png', buffer: await picture(colour) });
    await dialog.getByLabel(/^Alt text/).fill(alt);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  };
  await upload(`ribbons-${stamp}.png`, '#b42318', '');
  await expect(dialog.getByText('2 files added.')).toBeVisible();
  await upload(`spare-${stamp}.png`, '#067647', 'A spare picture');
  await expect(dialog.getByText('3 files added.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // Uploading inside the picker is not saving the page.
  await expect(page.getByText(/^Not saved/)).toHaveCount(0);

  const pictures = entriesOf(gallery);
  await expect(pictures).toHaveCount(3);
  await expect(pictures.nth(0).getByRole('textbox', { name: /^Alt text/ })).toHaveValue(described);
  await expect(pictures.nth(1).getByRole('textbox', { name: /^Alt text/ })).toHaveValue('');
  await expect(pictures.nth(1).getByText('No alt text:')).toBeVisible();
  await gallery.getByRole('button', { name: 'Remove picture 3' }).click();
  await expect(pictures).toHaveCount(2);
  await gallery.getByRole('button', { name: 'Move up picture 2' }).click();
  await expect(gallery.getByRole('status')).toHaveText('Moved picture 2 to position 1 of 2.');
  const ribbons = pictures.nth(0);
  await expect(ribbons.getByRole('textbox', { name: /^Alt text/ })).toHaveValue('');
  await expect(pictures.nth(1).getByRole('textbox', { name: /^Alt text/ })).toHaveValue(described);

  // Without alt text and not marked decorative, the server refuses it and names the field.
  await page.getByRole('button', { name: 'Save draft' }).click();
  const alt = ribbons.getByRole('textbox', { name: /^Alt text/ });
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(
    ribbons.getByText(/alt text is required unless the image is marked decorative/),
  ).toBeVisible();
  await ribbons.getByRole('checkbox', { name: /^Decorative/ }).check();
  await expect(ribbons.getByText('No alt text:')).toBeHidden();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  // The section closes with its error gone; opened again, the gallery is as it was saved.
  await page.getByText(/^Section 1: /).click();
  await expect(pictures).toHaveCount(2);
  await expectAccessible(page);

  const preview = await context.newPage();
  await preview.goto('/admin/page-preview/school-uniform');
  const shown = preview.getByRole('list', { name: 'Uniforms' }).locator('img');
  await expect(shown).toHaveCount(2);
  await expect(shown.nth(0)).toHaveAttribute('alt', '');
  await expect(shown.nth(0)).toHaveAttribute('src', /^\/uploads\//);
  await expect(shown.nth(1)).toHaveAttribute('alt', described);
  await expect(shown.nth(1)).toHaveAttribute('width', '640');
});
