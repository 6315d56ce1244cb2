import type { Alert } from '#contracts/alerts.ts';
import type { OpenPosition } from '#contracts/career-positions.ts';
import { withAdmissionsOnSite } from '#contracts/admission-links.ts';
import { itemNeighbours } from '#contracts/content/item-neighbours.ts';
import { visibleMenus } from '#contracts/menus.ts';
import { contentKinds } from '#contracts/content/content-kinds.ts';
import type { ItemOf, PublicContentReader } from '#contracts/public-content.ts';
import { publicSchoolSettings } from '#contracts/school-settings.ts';
import type { SchoolSettingsService } from '#server/modules/settings/index.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';
import type { ContentServices } from '#server/modules/content/index.ts';
import type { Search } from '#server/modules/search/index.ts';
import type { LookUpTc, TcRepository } from '#server/modules/transfer-certificates/index.ts';

/** The public pages' reads, answered in-process by the same services the API uses. */
export function createPublicContentReader(
  services: ContentServices,
  school: Pick<SchoolSettingsService, 'current' | 'read'>,
  clock: () => Date = () => new Date(),
  tcs?: { published: TcRepository['published']; lookUp: LookUpTc },
  currentAlert: () => Promise<Alert | undefined> = async () => undefined,
  openPositions: (today: string) => Promise<OpenPosition[]> = async () => [],
  search?: Search,
  admissionsOnSite: (today: string) => Promise<boolean> = async () => false,
): PublicContentReader {
  /** Menus and pages as visitors see them: their admission links lead to the site's own form. */
  const admissionLinks = async <T>(value: T): Promise<T> => {
    if (!(await admissionsOnSite(todayInKolkata(clock())))) return value;
    return withAdmissionsOnSite(value, (await school.current()).admissionUrl);
  };
  const reader: PublicContentReader = {
    currentAlert,
    school: async () => publicSchoolSettings(await school.current()),
    isSetUp: async () => (await school.read()) !== undefined,
    today: () => todayInKolkata(clock()),
    // Each kind's service is named by its entity (content-services.ts).
    items: (kind, limit) =>
      services[contentKinds[kind].entity].list(limit) as Promise<ItemOf[typeof kind][]>,
    monthSummary: (month) => services.calendar.monthSummary(month),
    dayDetails: (date) => services.calendar.dayDetails(date),
    disclosures: () => services.disclosures.list(),
    schoolInformation: () => services.schoolInformation.get(),
    verifyTransferCertificate: async (lookup) =>
      tcs ? tcs.lookUp(lookup) : { outcome: 'not-found' },
    search: async (request) => {
      if (search) return search(request);
      return { outcome: 'refused', retryAfterSeconds: 60 };
    },
    publishedTransferCertificates: async () => (await tcs?.published()) ?? null,
    page: async (slug) => admissionLinks(await services.pages.published(slug)),
    publishedPageSlugs: async () =>
      (await services.pages.list())
        .filter((page) => page.status !== 'draft')
        .map((page) => page.slug),
    // A page in the trash leaves the menus until it is restored (its delete and restore change
    // the menus for the cache: server/modules/pages/page-trash.ts).
    menus: async () =>
      admissionLinks(
        visibleMenus(
          await services.menus.read(),
          (await services.pages.trashedSlugs()).map((slug) => `/${slug}`),
        ),
      ),
    openPositions: () => openPositions(todayInKolkata(clock())),
    admissionsOnSite: () => admissionsOnSite(todayInKolkata(clock())),
    async itemPage(kind, slug) {
      const items = await reader.items(kind);
      const index = items.findIndex((item) => item.slug === slug);
      return index === -1 ? undefined : itemNeighbours(items, index);
    },
    async movedSlug(kind, slug) {
      const resolved = await services.paths.resolve(kind, slug);
      return resolved && resolved.currentSlug !== slug ? resolved.currentSlug : undefined;
    },
  };
  return reader;
}
