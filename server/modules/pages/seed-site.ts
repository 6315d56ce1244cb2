import { defaultMenus } from '#contracts/default-menus.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { MenusService } from '#server/modules/menus/index.ts';
import type { RetentionPolicy } from '#server/modules/inbox/index.ts';
import type { PagesService } from './pages-service.ts';
import { seedPages } from './seed/seed-pages.ts';

/**
 * What a set-up site starts with, for its school (decision 0027): the information pages that are
 * missing, the Hindi the shipped text gained for pages staff never changed, and the menus until
 * staff change them. Every start of a set-up site runs it, and the setup screen once it is done.
 */
export async function seedSite(
  services: { pages: PagesService; menus: MenusService },
  school: SchoolSettings,
  context: { today: string; retention: RetentionPolicy },
): Promise<void> {
  const shippedPages = seedPages({ ...context, school });
  // Every start, production too: a missing information page is created from today's text.
  await services.pages.seed(shippedPages);
  // A page staff never changed gets the Hindi the site's text gained since it was installed.
  await services.pages.addSeedHindi(shippedPages);
  // Likewise the menus: the school's navigation until staff change them.
  await services.menus.seed(defaultMenus(school));
}
