import type { Page } from '@playwright/test';
import { demoSchool } from '../../contracts/demo-school.ts';
import { defaultMenus as defaultMenusOf } from '../../contracts/default-menus.ts';
import { pathInLanguage, type Language } from '../../contracts/languages.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/** The demo school's menus, which the e2e server starts with. */
const defaultMenus = defaultMenusOf(demoSchool);

// A visitor whose browser runs no scripts (or before they arrive) opens the main menu's groups and
// follows their links: each is a <details> in the server's HTML (web/components/layout/). Three
// pages deep by the menus, at desktop width and on a phone, in both languages. Groups the other
// specs leave alone (menus.spec.ts edits Parent Corner).
test.use({ javaScriptEnabled: false });

const walk = [
  ['About Us', '/our-school'],
  ['Facilities', '/our-campus'],
  ['Admissions', '/fee-structure'],
] as const;

/** A group's name and its link's, as a page in `language` shows them (contracts/default-menus.ts). */
function labels(groupLabel: string, path: string, language: Language) {
  const group = defaultMenus.header.find((candidate) => candidate.label === groupLabel)!;
  const item = group.items.find((candidate) => candidate.path === path)!;
  return language === 'hi'
    ? { group: group.labelHi!, link: item.labelHi! }
    : { group: group.label, link: item.label };
}

async function walkTheMenus(page: Page, language: Language, phone: boolean) {
  await page.goto(pathInLanguage('/', language));
  for (const [groupLabel, path] of walk) {
    const { group, link } = labels(groupLabel, path, language);
    let menu = page.locator('details[name="main-menu"]');
    if (phone) {
      await page.locator('details:has(> #mobile-menu) > summary').click();
      menu = page.locator('#mobile-menu details');
    }
    const details = menu.filter({ has: page.getByText(group, { exact: true }) });
    const target = details.getByRole('link', { name: link, exact: true });
    await expect(target).toBeHidden();
    await details.locator('summary').click();
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${pathInLanguage(path, language)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // No script ran: React never marked the page (web/lib/mark-hydrated.ts).
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
}

// At 1280 px in the desktop project, at 375 px (the phone's "Menu" button) in the mobile one.
for (const language of ['en', 'hi'] as const) {
  test(`without scripts the menus lead three pages deep (${language}) @mobile`, async ({
    page,
    isMobile,
  }) => {
    await walkTheMenus(page, language, isMobile);
  });
}

test.describe('when the scripts arrive late', () => {
  test.use({ javaScriptEnabled: true });

  test('a group opened before them stays open, as the scripted button', async ({ browser }) => {
    // A context of its own: the fixture's goto waits for the scripts this test holds back.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => (await held, route.continue()));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('details[name="main-menu"] > summary', { hasText: 'Facilities' }).click();
    release();
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Facilities', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Our Campus', exact: true })).toBeVisible();
    await context.close();
  });
});
