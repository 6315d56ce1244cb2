import { expect, type Locator, type Page } from '@playwright/test';

/** What one office job took, by kind of action. */
export type JobCount = {
  job: string;
  actions: number;
  /**
   * How far down the page the lowest control the job used sits, in screen heights from the top
   * of the page (0 = on the first screen): the scrolling a clerk does, which is not counted.
   */
  furthestScreens: number;
  taps: number;
  fields: number;
  files: number;
  keys: number;
};

type FileChoice = { name: string; mimeType: string; buffer: Buffer };

/**
 * A clerk's hands on the admin, counting what they do (office-jobs.spec.ts): a tap or click, a
 * field filled or a choice made from a list, files chosen, a key pressed. Scrolling and reading
 * are not counted; Playwright scrolls to each control by itself. Choosing from a list counts as
 * one action, as a checkbox does; choosing files counts one however many are picked.
 */
export class OfficeClerk {
  private counts = { taps: 0, fields: 0, files: 0, keys: 0 };
  private furthest = 0;

  constructor(private readonly page: Page) {}

  async tap(target: Locator): Promise<void> {
    await this.reach(target);
    this.counts.taps += 1;
    await target.click();
  }

  async fill(target: Locator, value: string): Promise<void> {
    await this.reach(target);
    this.counts.fields += 1;
    await target.fill(value);
  }

  async pick(target: Locator, option: { label: string }): Promise<void> {
    await this.reach(target);
    this.counts.fields += 1;
    await target.selectOption(option);
  }

  async choose(target: Locator, files: FileChoice | FileChoice[]): Promise<void> {
    await this.reach(target);
    this.counts.files += 1;
    await target.setInputFiles(files);
  }

  async press(target: Locator, key: string): Promise<void> {
    await this.reach(target);
    this.counts.keys += 1;
    await target.press(key);
  }

  /** Notes how far down the page the control is (a file input may be hidden: its label shows). */
  private async reach(target: Locator): Promise<void> {
    const top = await target.evaluate((element) => {
      const shown = element.getBoundingClientRect().height ? element : element.parentElement!;
      return shown.getBoundingClientRect().top + window.scrollY;
    });
    const screen = this.page.viewportSize()?.height ?? 800;
    this.furthest = Math.max(this.furthest, top / screen);
  }

  /**
   * Opens a screen of the admin as the clerk does: on a phone the "Menu" button first
   * (web/components/layout/admin-shell.tsx), then the screen's link; both counted.
   */
  async openSection(name: string | RegExp): Promise<void> {
    const navigation = this.page.getByRole('navigation', {
      name: 'Admin screens',
      includeHidden: true,
    });
    await navigation.waitFor({ state: 'attached' });
    const menu = this.page.getByRole('button', { name: /^Menu/ });
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true')
      await this.tap(menu);
    // The menu closes once a screen is chosen: the link is then out of the accessibility tree.
    const link = navigation.getByRole('link', {
      name,
      exact: typeof name === 'string',
      includeHidden: true,
    });
    await this.tap(link);
    await expect(link).toHaveAttribute('aria-current', 'page');
  }

  /** The count so far under the job's name, and a fresh count for the next job. */
  finish(job: string): JobCount {
    const { taps, fields, files, keys } = this.counts;
    const furthestScreens = Math.round(this.furthest * 10) / 10;
    this.counts = { taps: 0, fields: 0, files: 0, keys: 0 };
    this.furthest = 0;
    return {
      job,
      actions: taps + fields + files + keys,
      furthestScreens,
      taps,
      fields,
      files,
      keys,
    };
  }
}
