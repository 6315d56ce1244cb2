import type { FastifyBaseLogger } from 'fastify';
import { schoolInformationDefaults } from '#contracts/content/school-information.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import type { ContentServices } from '../modules/content/content-services.ts';
import type { Actor } from '../modules/content/content-writer.ts';
import { validateUpload } from '../modules/uploads/validate-upload.ts';
import { academicYearOf } from '#contracts/academic-year.ts';
import { addDays, inAcademicYear, todayInKolkata } from '../lib/school-dates.ts';
import {
  demoAnnualReportFile,
  demoAnnualReportYears,
  demoAttestations,
  demoDisclosures,
  demoDocumentLinks,
  demoEvents,
  demoInspectionVideo,
  demoHolidays,
  demoNews,
  demoNotices,
  demoPosts,
  demoResults,
  sceneAt,
  type DemoDate,
} from './demo-content.ts';
import { minimalPdf } from './minimal-pdf.ts';
import { sceneJpeg } from './scene-image.ts';

const demoActor: Actor = { username: 'demo' };

async function isEmpty(services: ContentServices): Promise<boolean> {
  const lists = await Promise.all([
    services.events.list(),
    services.leaves.list(),
    services.notices.list(),
    services.news.list(),
    services.posts.list(1),
    services.disclosures.list(),
  ]);
  return lists.every((list) => list.length === 0);
}

const photo = async (index: number, name: string) =>
  validateUpload({ bytes: await sceneJpeg(sceneAt(index)), fileName: name }, 'image', 'image');
const pdf = (text: string, name: string) =>
  validateUpload({ bytes: minimalPdf(text), fileName: name }, 'document', 'file');

/**
 * Fills the structured disclosure (documents with their attestation and validity, results, the
 * annual reports of the past academic years) through the admin route's service.
 */
async function fillDisclosure(services: ContentServices, ids: Map<string, string>, today: string) {
  const linked = (section: keyof typeof demoDocumentLinks) =>
    Object.fromEntries(
      Object.entries(demoDocumentLinks[section]).map(([item, fileName]) => [
        item,
        ids.get(fileName) ?? null,
      ]),
    );
  const attestations = Object.fromEntries(
    Object.entries(demoAttestations).flatMap(([key, { by, daysAgo, validForDays }]) => [
      [`${key}AttestedBy`, by],
      [`${key}AttestedOn`, addDays(today, -daysAgo)],
      ...(validForDays === undefined ? [] : [[`${key}ValidUntil`, addDays(today, validForDays)]]),
    ]),
  );
  await services.schoolInformation.update(demoActor, 'documents', {
    ...schoolInformationDefaults.documents,
    ...linked('documents'),
    ...attestations,
  });
  await services.schoolInformation.update(demoActor, 'academics', {
    ...schoolInformationDefaults.academics,
    ...linked('academics'),
    ...demoResults(academicYearOf(today)),
    annualReports: Object.fromEntries(
      demoAnnualReportYears(academicYearOf(today)).flatMap((year) => {
        const id = ids.get(demoAnnualReportFile(year));
        return id ? [[year, id]] : [];
      }),
    ),
  });
  await services.schoolInformation.update(demoActor, 'infrastructure', {
    ...schoolInformationDefaults.infrastructure,
    inspectionVideo: demoInspectionVideo,
  });
  await services.schoolInformation.update(demoActor, 'staff', {
    ...schoolInformationDefaults.staff,
    ...linked('staff'),
  });
}

/**
 * The Why Choose Us page's Download Brochure button, to a stored PDF: the seed page has none,
 * so a school's own site never links to a file it does not have.
 */
async function addBrochure(services: ContentServices): Promise<void> {
  const slug = schoolIdentity.slugs.whyChooseUs;
  const brochure = await services.media.create(
    demoActor,
    'School brochure',
    await pdf(`${schoolIdentity.name}: school brochure`, 'school-brochure.pdf'),
  );
  const { draft } = await services.pages.get(slug);
  const { updatedAt: _at, updatedBy: _by, cta, ...page } = draft;
  if (!cta) return;
  const button = { label: 'Download Brochure', to: brochure.url };
  await services.pages.saveDraft(demoActor, slug, {
    ...page,
    cta: { ...cta, actions: [...cta.actions, button] },
  });
  await services.pages.publish(demoActor, slug, { summary: 'Download Brochure button' });
}

/**
 * Fills an empty site with a believable school year, through the same services (and upload
 * checks) the admin routes use. Returns how many items it created; 0 when content already exists.
 */
export async function seedDemoContent(
  services: ContentServices,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  if (!(await isEmpty(services))) {
    log.info('demo content skipped: the site already has content');
    return 0;
  }
  const today = todayInKolkata(now);
  const startYear = academicYearOf(today);
  const dateOf = (when: DemoDate) =>
    'fromToday' in when
      ? addDays(today, when.fromToday)
      : inAcademicYear(startYear, when.month, when.day);
  // An item dated from today moves to the next day the other kind leaves free: the school is not
  // closed on the day of its own Sports Day, whichever day the demo is loaded on.
  const freeDayOf = (when: DemoDate, taken: Set<string>) => {
    let date = dateOf(when);
    if ('fromToday' in when) while (taken.has(date)) date = addDays(date, 1);
    return date;
  };
  const fixedHolidays = new Set(
    demoHolidays.filter(({ when }) => !('fromToday' in when)).map(({ when }) => dateOf(when)),
  );
  const eventDates = new Set<string>();
  let created = 0;
  const count = async (work: Promise<unknown>) => {
    await work;
    created += 1;
  };

  for (const event of demoEvents) {
    const date = freeDayOf(event.when, fixedHolidays);
    eventDates.add(date);
    await count(
      services.events.create(demoActor, {
        title: event.title,
        description: event.description,
        titleHi: event.titleHi,
        descriptionHi: event.descriptionHi,
        date,
        audiences: event.audiences ?? ['all'],
      }),
    );
  }
  for (const holiday of demoHolidays)
    await count(
      services.leaves.create(demoActor, {
        title: holiday.title,
        description: holiday.description,
        titleHi: holiday.titleHi,
        descriptionHi: holiday.descriptionHi,
        date: freeDayOf(holiday.when, eventDates),
      }),
    );
  for (const [index, item] of demoNews.entries()) {
    const fields = {
      title: item.title,
      description: item.description,
      titleHi: item.titleHi,
      descriptionHi: item.descriptionHi,
      date: addDays(today, -item.daysAgo),
    };
    await count(
      services.news.create(demoActor, fields, await photo(index, `news-${index + 1}.jpg`)),
    );
  }
  // Oldest first, so the gallery lists them in the order written above.
  for (const [index, post] of [...demoPosts.entries()].reverse()) {
    await count(
      services.posts.create(
        demoActor,
        { ...post, removeImage: 'false' },
        await photo(index, `gallery-${index + 1}.jpg`),
      ),
    );
  }
  // Oldest first: circular numbers then follow the dates within each academic year.
  for (const notice of [...demoNotices].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const fields = {
      title: notice.title,
      description: notice.description,
      titleHi: notice.titleHi,
      descriptionHi: notice.descriptionHi,
      date: addDays(today, -notice.daysAgo),
      removeFile: 'false' as const,
      audiences: notice.audiences,
      acknowledgementRequested: notice.acknowledgementRequested
        ? ('true' as const)
        : ('false' as const),
    };
    const attachment = notice.pdf
      ? await pdf(notice.pdf, `${notice.pdf.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`)
      : undefined;
    await count(services.notices.create(demoActor, fields, attachment));
  }
  const disclosureIds = new Map<string, string>();
  for (const disclosure of demoDisclosures(academicYearOf(today))) {
    const { fileName, ...fields } = disclosure;
    const row = await services.disclosures.create(
      demoActor,
      fields,
      await pdf(disclosure.title, fileName),
    );
    disclosureIds.set(fileName, row.id);
    created += 1;
  }
  await fillDisclosure(services, disclosureIds, today);
  await addBrochure(services);
  log.info({ created }, 'demo content created');
  return created;
}
