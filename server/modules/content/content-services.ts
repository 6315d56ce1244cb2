import type { SchoolSettings } from '#contracts/school-settings.ts';
import {
  createContentWriter,
  type ContentWriterDeps,
} from '#server/modules/content-writer/index.ts';
import { createCalendarQueries } from './calendar-queries.ts';
import { createItemPaths } from './item-paths/item-paths.ts';
import { createDisclosuresService } from './disclosures/disclosures-service.ts';
import { fileHoldings, makeKindServices } from './kind-entries.ts';
import type { CircularOptions } from './notices/notices-service.ts';
import { createMenusService } from '#server/modules/menus/index.ts';
import { createPagesService } from '#server/modules/pages/index.ts';
import { createMediaService } from '#server/modules/media/index.ts';
import type { SearchIndex } from '#server/modules/search/index.ts';
import { createSchoolInformationService } from './school-information/school-information-service.ts';

/** The services both the admin routes and the demo seeder write through. */
export function createContentServices(
  deps: ContentWriterDeps & {
    circulars: CircularOptions;
    /** The school's date (YYYY-MM-DD, Asia/Kolkata). */
    today: () => string;
    /** Whether a page of the site other than an information page answers at `/<slug>`. */
    isSiteAddress?: (slug: string) => boolean;
    /** The school's settings in force; undefined while it is not set up. */
    school: () => Promise<SchoolSettings | undefined>;
    /** Site search's index, kept by every write (server/modules/search/search-index.ts). */
    search?: SearchIndex;
  },
) {
  const { db } = deps;
  const write = createContentWriter(deps);
  const disclosures = createDisclosuresService(db, write);
  const paths = createItemPaths(db);
  // Each content kind's service, by its entity (kind-entries.ts).
  const kinds = makeKindServices({ db, write, paths, circulars: deps.circulars });
  return {
    /** The one write path, for services outside content that write through it (settings). */
    write,
    paths,
    ...kinds,
    calendar: createCalendarQueries(kinds.events, kinds.leaves),
    disclosures,
    schoolInformation: createSchoolInformationService(
      db,
      write,
      disclosures,
      deps.today,
      deps.school,
    ),
    pages: createPagesService(db, write, deps.isSiteAddress),
    media: createMediaService(db, write, fileHoldings),
    menus: createMenusService(db, write, deps.cache),
  };
}

export type ContentServices = ReturnType<typeof createContentServices>;
