import { contentKinds } from '#contracts/content/content-kinds.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import type { PublicForms } from '#contracts/public-forms.ts';
import { admissionSettingsEntity } from '#server/modules/admissions/index.ts';
import { positionsEntity } from '#server/modules/careers/index.ts';
import { itemPageDependency } from '#server/cache/item-page-dependency.ts';
import { schoolSettingsEntity } from '#server/modules/settings/index.ts';

/**
 * The writes each public read depends on, by the entity names the content writer invalidates
 * with (server/modules/content-writer/content-writer.ts): a page cached after reading the news stays
 * cached when an event is saved. The School information lists the disclosure documents it links
 * and, until staff save its General section, the school's settings; a verified TC names the school.
 */
export const readDependencies: {
  [Name in keyof PublicContentReader]: (...args: Parameters<PublicContentReader[Name]>) => string[];
} = {
  today: () => [],
  school: () => [schoolSettingsEntity],
  isSetUp: () => [schoolSettingsEntity],
  items: (kind) => [contentKinds[kind].entity],
  monthSummary: () => ['events', 'leaves'],
  dayDetails: () => ['events', 'leaves'],
  disclosures: () => ['disclosures'],
  schoolInformation: () => ['school_information', 'disclosures', schoolSettingsEntity],
  verifyTransferCertificate: () => ['transfer-certificates', schoolSettingsEntity],
  publishedTransferCertificates: () => ['transfer-certificates'],
  // Its page is never cached (web/routes/public/search.tsx): it answers one visitor's question.
  search: () => [],
  // Their admission links follow the admission settings and the school's form (admission-links.ts).
  page: () => ['pages', admissionSettingsEntity, schoolSettingsEntity],
  publishedPageSlugs: () => ['pages'],
  menus: () => ['menus', admissionSettingsEntity, schoolSettingsEntity],
  currentAlert: () => ['alerts'],
  openPositions: () => [positionsEntity],
  admissionsOnSite: () => [admissionSettingsEntity],
  itemPage: (kind, slug) => [itemPageDependency(contentKinds[kind].entity, slug)],
  movedSlug: (kind) => [contentKinds[kind].entity],
};

/**
 * The reads among the public forms' calls (contracts/public-forms.ts): the admission form's
 * years and classes follow the admission settings, so its page is cached like the others.
 */
const formReadDependencies = {
  admissionRounds: () => [admissionSettingsEntity],
} satisfies { [Name in keyof PublicForms]?: () => string[] };

/** The names a call of `name` with `args` depends on. */
export function dependenciesOf(name: keyof PublicContentReader, args: unknown[]): string[] {
  return (readDependencies[name] as (...args: unknown[]) => string[])(...args);
}

/**
 * `reader` and the forms' reads for one render, noting what each read depends on: the page is
 * cached with that list and dropped only by a write that changes something in it (decision 0008).
 */
export function trackedReads(
  reader: PublicContentReader,
  forms: PublicForms,
): {
  reader: PublicContentReader;
  forms: PublicForms;
  dependsOn: () => string[];
} {
  const names = new Set<string>();
  type Dependencies = Record<string, (...args: unknown[]) => string[]>;
  const noting = <T extends object>(source: T, dependencies: Dependencies) => {
    const tracked = { ...source };
    for (const name of Object.keys(dependencies)) {
      const read = source[name as keyof T] as (...args: unknown[]) => unknown;
      Object.assign(tracked, {
        [name]: (...args: unknown[]) => {
          for (const dependency of dependencies[name]!(...args)) names.add(dependency);
          return read.apply(source, args);
        },
      });
    }
    return tracked;
  };
  return {
    reader: noting(reader, readDependencies as Dependencies),
    forms: noting(forms, formReadDependencies),
    dependsOn: () => [...names],
  };
}
