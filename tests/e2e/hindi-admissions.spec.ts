import type { Page } from '@playwright/test';
import { expectAccessible } from './expect-accessible.ts';
import { expect, test } from './fixtures.ts';

// A Hindi reader goes from home to admissions, the fee structure, a notice and contact
// in Hindi. The seed pages of the Admissions menu carry their Hindi (server/modules/pages/seed),
// the demo's events theirs (server/demo/demo-content.ts).

/** The page's content is drawn in Hindi as a whole: no part of it fell back to English. */
async function expectAllHindi(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('main div[lang="hi"]').first()).toBeAttached();
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
}

test('the admission guidelines read in Hindi, the age table included', async ({ page }) => {
  await page.goto('/hi/guidelines-procedures');
  await expect(
    page.getByRole('heading', { level: 1, name: 'प्रवेश के दिशानिर्देश और प्रक्रिया' }),
  ).toBeVisible();
  for (const heading of ['आयु-सीमा', 'प्रवेश प्रक्रिया', 'साथ लाने वाले दस्तावेज़'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'जन्मतिथि' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'जूनियर केजी', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ऑनलाइन पंजीकरण' })).toBeVisible();
  await expectAllHindi(page);
  await expect(page.getByText('Admission procedure')).toHaveCount(0);
  await expectAccessible(page);
});

test('the primary school page reads in Hindi', async ({ page }) => {
  await page.goto('/hi/academics-primary');
  await expect(page.getByRole('heading', { level: 1, name: 'प्राइमरी स्तर' })).toBeVisible();
  for (const heading of [
    'जिज्ञासा-आधारित पढ़ाई',
    'संतुलित पाठ्यक्रम',
    'आने वाले कार्यक्रम',
    'अभिभावक क्या कहते हैं',
  ])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText('अंग्रेज़ी, हिंदी और गणित रोज़')).toBeVisible();
  await expectAllHindi(page);
  await expect(page.getByText('An Inquiry-Based Approach')).toHaveCount(0);
});

test('the events list shows the demo events in Hindi', async ({ page }) => {
  await page.goto('/hi/news-events');
  // Two of the demo's events in the coming weeks (1 and 11 days from the seed date).
  for (const title of ['अग्नि सुरक्षा अभ्यास', 'अंतर-सदन प्रश्नोत्तरी प्रतियोगिता']) {
    const link = page.getByRole('link', { name: title });
    await expect(link).toBeVisible();
    await expect(link.locator('[lang="en"]')).toHaveCount(0);
  }
  await expect(page.getByText('Fire safety drill')).toHaveCount(0);
});
