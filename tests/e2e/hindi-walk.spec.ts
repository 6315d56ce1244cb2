import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { contentInEnglish, untranslatedText } from './latin-text.ts';

// A Hindi reader goes from the home page to admissions, the fee structure,
// a notice and contact entirely in Hindi, by the menus, on a phone and at desktop width. Every
// page of the walk says lang="hi", and nothing in it is marked English: the interface comes from
// the catalogues and the demo content has its Hindi (server/demo, server/modules/pages/seed).

/** Opens a main-menu group and follows one of its links, as a visitor on this screen would. */
async function followMenu(page: Page, group: string, link: string, phone: boolean) {
  // The walk's pages are of a context of its own, whose goto does not wait for the scripts; the
  // menus do nothing before them.
  await waitForHydration(page);
  if (phone) {
    await page.getByRole('button', { name: 'मेनू' }).click();
    const panel = page.locator('#mobile-menu');
    await panel.getByRole('button', { name: group, exact: true }).click();
    await panel.getByRole('link', { name: link, exact: true }).click();
    return;
  }
  const menu = page.getByRole('navigation', { name: 'मुख्य मेनू' });
  const item = menu.getByRole('listitem').filter({
    has: page.getByRole('button', { name: group, exact: true }),
  });
  // As a pointer opens it: on hover. (Enter on the focused button toggles it, which closes a group
  // the pointer left by the last click already opened.)
  await item.getByRole('button', { name: group, exact: true }).hover();
  await item.getByRole('link', { name: link, exact: true }).click();
}

/**
 * The page is Hindi throughout: its language, its heading, no interface text in Latin letters,
 * and no part of its content shown in English for want of Hindi. Names kept as written
 * (`translate="no"`, a person's name) are not English text.
 */
async function expectAllHindi(page: Page, path: RegExp, heading: RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(await untranslatedText(page), `${page.url()}: interface in English`).toEqual([]);
  const english = await contentInEnglish(page);
  expect(english, `${page.url()}: content shown in English`).toEqual([]);
}

for (const phone of [false, true]) {
  test(`a Hindi reader goes from home to admissions, fees, a notice and contact in Hindi${phone ? ' on a phone' : ''}`, async ({
    browser,
  }) => {
    const context = await browser.newContext(
      phone
        ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 900 } },
    );
    const page = await context.newPage();
    await page.goto('/hi');
    await expectAllHindi(page, /\/hi$/, /स्वागत/);

    await followMenu(page, 'प्रवेश', 'दिशानिर्देश और प्रक्रिया', phone);
    await expectAllHindi(page, /\/hi\/guidelines-procedures$/, /[\u0900-\u097F]/);

    await followMenu(page, 'प्रवेश', 'शुल्क संरचना', phone);
    await expectAllHindi(page, /\/hi\/fee-structure$/, /शुल्क/);

    await page.goto('/hi/news-events?show=notices');
    await expectAllHindi(page, /\/hi\/news-events/, /[\u0900-\u097F]/);
    await page
      .getByRole('link', { name: /अभिभावक-शिक्षक बैठक/ })
      .first()
      .click();
    await expectAllHindi(page, /\/hi\/notices\//, /अभिभावक-शिक्षक बैठक/);

    await followMenu(page, 'संपर्क', 'संपर्क करें', phone);
    await expectAllHindi(page, /\/hi\/contact$/, /संपर्क/);
    await context.close();
  });
}
