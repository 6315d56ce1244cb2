import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// Site search (docs/decisions/0028) as a parent uses it: a word typed in the header's search, the
// results page, one result opened; with scripts and without, at desktop width and at 375 px, in
// English and in Hindi. The demo's content is the index.

/**
 * Opens the header's search (a <details>), types `words` and sends the form with Enter. The form
 * is a plain GET (web/components/layout/header-search.tsx), so the results arrive as a new
 * document; with scripts this waits for it to hydrate, as a result clicked while React is still
 * taking over the page may be lost.
 */
async function searchFromHeader(page: Page, words: string, button: string, scripts: boolean) {
  await page.locator('header summary', { hasText: button }).click();
  const field = page.getByRole('searchbox', { name: /search|खोजें/i }).first();
  await field.fill(words);
  await Promise.all([page.waitForURL(/\/search\?/), field.press('Enter')]);
  if (scripts) await waitForHydration(page);
}

for (const scripts of [true, false]) {
  test.describe(scripts ? 'with scripts' : 'without scripts', () => {
    test.use({ javaScriptEnabled: scripts });

    test('a word typed in the header finds a news item, which opens @mobile', async ({ page }) => {
      await page.goto('/');
      if (scripts) await waitForHydration(page);
      await searchFromHeader(page, 'tinkering', 'Search', scripts);
      await expect(page).toHaveURL(/\/search\?q=tinkering$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
      const result = page.getByRole('link', { name: 'New robotics lab inaugurated' });
      await expect(result).toBeVisible();
      const item = page.getByRole('listitem').filter({ has: result });
      await expect(item).toContainText('News');
      await expect(item.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      await expect(item.locator('mark').first()).toHaveText(/tinkering/i);
      await result.click();
      await expect(page).toHaveURL(/\/news\/new-robotics-lab-inaugurated$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'New robotics lab inaugurated',
      );
    });

    test('a word only in a circular’s PDF finds the circular @mobile', async ({ page }) => {
      await page.goto('/');
      if (scripts) await waitForHydration(page);
      // The season's uniform circular: "tailor" stands only in its attached PDF.
      await searchFromHeader(page, 'tailor', 'Search', scripts);
      const result = page.getByRole('link', { name: /^(Winter|Summer) uniform from 1 / });
      await expect(result).toBeVisible();
      await expect(page.getByRole('listitem').filter({ has: result })).toContainText('VVIS/');
      await result.click();
      await expect(page).toHaveURL(/\/notices\/(winter|summer)-uniform-from-1-/);
    });

    test('the Hindi site finds a Hindi word and opens the Hindi page @mobile', async ({ page }) => {
      await page.goto('/hi');
      if (scripts) await waitForHydration(page);
      await searchFromHeader(page, 'टिंकरिंग', 'खोजें', scripts);
      await expect(page).toHaveURL(/\/hi\/search\?q=/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('खोज');
      const result = page.getByRole('link', { name: 'नई रोबोटिक्स प्रयोगशाला का उद्घाटन' });
      await expect(result).toBeVisible();
      const item = page.getByRole('listitem').filter({ has: result });
      await expect(item).toContainText('समाचार');
      await expect(item.locator('mark').first()).toHaveText('टिंकरिंग');
      await result.click();
      await expect(page).toHaveURL(/\/hi\/news\/new-robotics-lab-inaugurated$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'नई रोबोटिक्स प्रयोगशाला का उद्घाटन',
      );
    });
  });
}

test('a misspelt word shows the closest spelling; nothing found points to the main sections', async ({
  page,
}) => {
  await page.goto('/search?q=robotcs');
  await expect(
    page.getByText('Nothing matched “robotcs”. Showing results for “robotics”.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'New robotics lab inaugurated' })).toBeVisible();

  await page.goto('/search?q=xylophonezz');
  await expect(page.getByText('No results for “xylophonezz”.')).toBeVisible();
  for (const section of ['Notices and circulars', 'News', 'School calendar', 'Contact the school'])
    await expect(page.getByRole('link', { name: section, exact: true }).last()).toBeVisible();

  // Filters are plain links that keep the question.
  await page.goto('/search?q=van');
  await page
    .getByRole('navigation', { name: 'Filters' })
    .getByRole('link', { name: 'Events' })
    .click();
  await expect(page).toHaveURL(/\/search\?q=van&kind=event$/);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Van Mahotsav' }).first(),
  ).toBeVisible();
});
