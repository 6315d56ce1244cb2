import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
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

async function openEditor(page: Page, search: string, title: string) {
  await page.goto('/admin');
  await openAdminScreen(page, 'Pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await page.getByLabel('Search pages').fill(search);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: `Editing: ${title}` })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('staff change a fee, preview the draft, publish, and /fee-structure shows it', async ({
  adminPage: page,
  context,
  request,
}) => {
  await openEditor(page, 'fee', 'Fee Structure');
  await expectAccessible(page);

  // The fee table is open from the start, a row per stage, each cell named by row and column.
  await page
    .getByRole('spinbutton', { name: 'Primary, Tuition per quarter', exact: true })
    .fill('11000');
  // The yearly total follows, as parents will see it: four quarters and the annual charges.
  await expect(page.getByText('Yearly total: ₹51,500')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page.getByText('Status: draft changes')).toBeVisible();

  // Saved, not published: the public page still has the old fee (₹10,500 a quarter, ₹49,500 a year).
  const before = await (await request.get('/fee-structure')).text();
  expect(before).toContain('₹10,500');
  expect(before).not.toContain('₹11,000');

  const preview = await context.newPage();
  await preview.goto('/admin/page-preview/fee-structure');
  await expect(preview.getByText('Draft preview')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: 'Fee Structure' })).toBeVisible();
  await expect(preview.getByRole('row', { name: /^Primary/ })).toContainText('₹11,000');
  await preview.close();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Page published.')).toBeVisible();
  await expect(page.getByText('Status: published')).toBeVisible();
  const revisions = page.getByRole('region', { name: 'Revisions' }).getByRole('listitem');
  // This one and the shipped text, and any fee office-jobs.spec.ts published on the shared server.
  await expect(revisions.nth(1)).toBeVisible();
  await expect(revisions.first()).toContainText('1 section edited');
  await expect(revisions.first()).toContainText('Changed: School fees by stage');
  // The shipped text says who kept it in words, not the site's internal name.
  await expect(revisions.last()).toContainText('set up with the site: First version');
  await expect(revisions.last()).not.toContainText('school-site');

  // The public page shows it, with the yearly total computed from it, and loads none of the editor's code.
  const scripts: string[] = [];
  page.on('request', (sent) => scripts.push(sent.url()));
  await page.goto('/fee-structure', { waitUntil: 'networkidle' });
  const row = page.getByRole('row', { name: /^Primary/ });
  await expect(row).toContainText('₹11,000');
  await expect(row).toContainText('₹51,500');
  await expect(page.getByText(/Last updated/)).toBeVisible();
  expect(scripts.filter((url) => /page-editor|rich-text-editor|tiptap/.test(url))).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the fee table opens with the page, a row per stage, named for a screen reader`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openEditor(page, 'fee', 'Fee Structure');
    // No section or block to open first (table-blocks.ts); by keyboard, along the Secondary row.
    const cell = (name: string) => page.getByRole('spinbutton', { name, exact: true });
    await page.getByRole('textbox', { name: 'Row 4, Stage', exact: true }).focus();
    await expect(page.getByRole('textbox', { name: 'Row 4, Stage', exact: true })).toHaveValue(
      'Secondary',
    );
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('textbox', { name: 'Secondary, Classes', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cell('Secondary, Admission fee (once)')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cell('Secondary, Tuition per quarter')).toBeFocused();
    await expect(cell('Secondary, Tuition per quarter')).toHaveValue('13500');
    // The other tables of the page are open too: transport by distance, the payment schedule.
    await expect(cell('Up to 3 km, Fee per quarter')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Quarter 1, Due by', exact: true })).toHaveValue(
      '10 April',
    );
    // A table on a laptop, a card per stage on a phone; the page no wider than the screen.
    const stacked = await cell('Secondary, Tuition per quarter').evaluate(
      (input) => getComputedStyle(input.closest('tr')!).display !== 'table-row',
    );
    expect(stacked).toBe(width < 900);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectAccessible(page);
  });
}

test('the shipped text is an earlier revision: restoring it makes a draft with the old fee', async ({
  adminPage: page,
}) => {
  await openEditor(page, 'fee', 'Fee Structure');
  await page
    .getByRole('region', { name: 'Revisions' })
    .getByRole('listitem')
    .filter({ hasText: 'The text the site shipped with' })
    .getByRole('button', { name: /Restore as draft/ })
    .click();
  await expect(page.getByText('Revision restored as a draft.')).toBeVisible();
  await expect(page.getByText('Status: draft changes')).toBeVisible();
  await expect(
    page.getByRole('spinbutton', { name: 'Primary, Tuition per quarter', exact: true }),
  ).toHaveValue('10500');
});

test('the block editor works by keyboard alone, and its rich text keeps bold', async ({
  adminPage: page,
}) => {
  await openEditor(page, 'primary', 'Primary School');
  // Open the first section by keyboard.
  await page.getByText('Section 1: An Inquiry-Based Approach').focus();
  await page.keyboard.press('Enter');
  const section = page.getByRole('group', { name: 'Blocks of section 1' });
  const blocks = await section.getByRole('button', { name: /^Remove block/ }).count();

  // Add a heading: choose the type with the arrow keys and press the button.
  const newBlock = section.getByLabel('New block');
  await newBlock.focus();
  await page.keyboard.press('Home');
  await expect(newBlock).toHaveValue('heading');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await section.getByRole('textbox', { name: 'Heading' }).last().focus();
  await page.keyboard.type('Reading together');

  // Move it to the top, one press at a time.
  for (let position = blocks + 1; position > 1; position -= 1) {
    await section.getByRole('button', { name: `Move up block ${position} (Heading)` }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(section.getByRole('button', { name: 'Move down block 1 (Heading)' })).toBeVisible();

  // Add a text block and write in it with a bold part.
  await newBlock.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect(newBlock).toHaveValue('richText');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const textbox = section.getByRole('textbox', { name: 'Text' }).last();
  await textbox.focus();
  await page.keyboard.type('Every child reads ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('every day');
  await expect(section.getByRole('button', { name: 'Bold' }).last()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(textbox.locator('strong')).toHaveText('every day');

  await page.getByRole('button', { name: 'Save draft' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/page-preview/academics-primary');
  await expect(page.getByRole('heading', { name: 'Reading together' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'every day' })).toBeVisible();
});

// What Word and Google Docs put on the clipboard (trimmed): Word's lists are styled paragraphs
// with the bullet as text; Docs wraps everything in a <b> that is not bold.
const fromWord = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>
<h1 style="mso-style-name:'Heading 1'"><span style="font-family:Calibri">Annual Day</span></h1>
<p class="MsoNormal"><span style="color:#C00000;font-size:14pt">Parents are <b>warmly</b> invited.
See <a href="https://example.org/annual-day">the programme</a>.</span></p>
<p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>&nbsp;&nbsp;</span></span>Arrive by 9:00</p>
<p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>&nbsp;&nbsp;</span></span>Bring the invitation</p>
<p class="MsoNormal" style="mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">1.<span>&nbsp;</span></span>Assembly</p>
<p class="MsoNormal" style="mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">2.<span>&nbsp;</span></span>Prizes</p>
<img src="file:///C:/Users/office/clip_image001.png">
</body></html>`;
const fromGoogleDocs = `<meta charset="utf-8"><b style="font-weight:normal" id="docs-internal-guid-1">
<h2 dir="ltr"><span style="font-size:16pt">Sports Week</span></h2>
<ul><li dir="ltr"><p dir="ltr"><span style="font-weight:700">Monday</span><span>: athletics</span></p></li></ul>
<p dir="ltr"><span style="color:#1155cc;text-decoration:underline">plain words</span></p></b>`;

test('text pasted from Word or Google Docs keeps its headings, lists, bold and links, and nothing else', async ({
  adminPage: page,
}) => {
  await openEditor(page, 'primary', 'Primary School');
  await page.getByText('Section 1: An Inquiry-Based Approach').click();
  const section = page.getByRole('group', { name: 'Blocks of section 1' });
  await section.getByLabel('New block').selectOption('richText');
  await section.getByRole('button', { name: /^Add block/ }).click();
  const textbox = section.getByRole('textbox', { name: 'Text' }).last();
  const paste = (html: string) =>
    textbox.evaluate((element, pasted) => {
      const data = new DataTransfer();
      data.setData('text/html', pasted);
      data.setData('text/plain', 'plain text');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, html);

  await textbox.click();
  await paste(fromWord);
  await expect(textbox.locator('h3')).toHaveText('Annual Day');
  await expect(textbox.locator('strong')).toHaveText('warmly');
  await expect(textbox.getByRole('link', { name: 'the programme' })).toHaveAttribute(
    'href',
    'https://example.org/annual-day',
  );
  await expect(textbox.locator('ul > li')).toHaveText(['Arrive by 9:00', 'Bring the invitation']);
  await expect(textbox.locator('ol > li')).toHaveText(['Assembly', 'Prizes']);
  await expect(textbox.locator('img, span[style], font, [class^="Mso"]')).toHaveCount(0);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await paste(fromGoogleDocs);
  await expect(textbox.locator('h3')).toHaveText('Sports Week');
  await expect(textbox.locator('ul > li')).toHaveText('Monday: athletics');
  await expect(textbox.locator('strong')).toHaveText('Monday');
  await expect(textbox.getByText('plain words')).toBeVisible();
  await expect(textbox.locator('strong', { hasText: 'plain words' })).toHaveCount(0);
});

test('a publishing time is typed as a day and a time, confirmed in words before it is scheduled', async ({
  adminPage: page,
}) => {
  await openEditor(page, 'fee', 'Fee Structure');
  const publishAt = page.getByRole('group', {
    name: 'Publish at (India time) (optional)',
    exact: true,
  });
  const schedule = page.getByRole('button', { name: 'Schedule publishing' });
  await expect(schedule).toBeDisabled();
  await publishAt.getByLabel('Day', { exact: true }).fill('27/11/2030');
  await publishAt.getByLabel('Time', { exact: true }).fill('25:00');
  await publishAt.getByLabel('Time', { exact: true }).blur();
  await expect(
    publishAt.getByText('25:00 is not a time: write it as 14:30 or 2:30 pm'),
  ).toBeVisible();
  await expect(schedule).toBeDisabled();
  await publishAt.getByLabel('Time', { exact: true }).fill('2:30 pm');
  await expect(publishAt.getByText(/^Wednesday, 27 November 2030 at 2:30\s?pm$/)).toBeVisible();
  await expect(schedule).toBeEnabled();
  await expectAccessible(page);
});
