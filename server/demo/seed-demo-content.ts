import type { FastifyBaseLogger } from 'fastify';
import { schoolInformationDefaults } from '#contracts/content/school-information.ts';
import { postImagesField } from '#contracts/content/posts.ts';
import { demoSchool } from '#contracts/demo-school.ts';
import { schoolPageSlugs } from '#contracts/school-profile.ts';
import { type ContentServices, datesWithin } from '#server/modules/content/index.ts';
import type { Actor } from '#server/modules/content-writer/index.ts';
import { validateUpload } from '#server/files/validate-upload.ts';
import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';
import { addDays, inAcademicYear, todayInKolkata } from '#server/lib/school-dates.ts';
import {
  breakText,
  demoAnnualReportFile,
  demoAnnualReportYears,
  demoAchievements,
  demoAttestations,
  demoDisclosures,
  demoDocumentLinks,
  demoEvents,
  demoHolidays,
  demoHousePoints,
  demoNews,
  demoNotices,
  demoPosts,
  demoResults,
  uniformDay,
  type DemoDate,
  type Posted,
} from './demo-content.ts';
import {
  inLastAcademicYear,
  inSummerVacation,
  inTermTime,
  lastOn,
  lastResultsYear,
  longDate,
  openOn,
  summerVacationDays,
  weekdayOf,
} from './demo-dates.ts';
import { demoSchoolInformation } from './demo-school-information.ts';
import { minimalPdf } from './minimal-pdf.ts';
import { sceneJpeg, type Scene } from './scene-image.ts';

const demoActor: Actor = { username: 'demo' };

async function isEmpty(services: ContentServices): Promise<boolean> {
  const lists = await Promise.all([
    services.events.list(),
    services.leaves.list(),
    services.notices.list(),
    services.news.list(),
    services.posts.list(1),
    services.achievements.list(),
    services.disclosures.list(),
  ]);
  return lists.every((list) => list.length === 0);
}

const photo = async (scene: Scene, name: string) =>
  validateUpload({ bytes: await sceneJpeg(scene), fileName: name }, 'image', 'image');
const pdf = (text: string, name: string) =>
  validateUpload({ bytes: minimalPdf(text), fileName: name }, 'document', 'file');

/**
 * Fills the structured disclosure (the Principal, documents with their attestation and validity,
 * results, the annual reports of the past academic years, the staff and the campus) through the
 * admin route's service: the demo school's own figures (demo-school-information.ts).
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
    ...demoResults(lastResultsYear(today)),
    annualReports: Object.fromEntries(
      demoAnnualReportYears(today).flatMap((yearStart) => {
        const year = academicYearLabel(yearStart);
        const id = ids.get(demoAnnualReportFile(year));
        return id ? [[year, id]] : [];
      }),
    ),
  });
  await services.schoolInformation.update(demoActor, 'general', demoSchoolInformation.general);
  await services.schoolInformation.update(demoActor, 'staff', {
    ...demoSchoolInformation.staff,
    ...linked('staff'),
  });
  // No inspection video: a made-up link would send visitors nowhere (the item stays hidden).
  await services.schoolInformation.update(
    demoActor,
    'infrastructure',
    demoSchoolInformation.infrastructure,
  );
}

/**
 * The Why Choose Us page's Download Brochure button, to a stored PDF: the seed page has none,
 * so a school's own site never links to a file it does not have.
 */
async function addBrochure(services: ContentServices): Promise<void> {
  const slug = schoolPageSlugs(demoSchool).whyChooseUs;
  const brochure = await services.media.create(
    demoActor,
    'School brochure',
    await pdf(`${demoSchool.name}: school brochure`, 'school-brochure.pdf'),
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
 * The house standings with the year's points: a fresh site starts every house on 0 (the seed
 * page), which the demo would show as four houses sharing first place.
 */
async function addHousePoints(services: ContentServices): Promise<void> {
  const { draft } = await services.pages.get('house-system');
  const { updatedAt: _at, updatedBy: _by, ...page } = draft;
  const sections = page.sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) =>
      block.type !== 'standings'
        ? block
        : {
            ...block,
            entries: block.entries.map((entry) => ({
              ...entry,
              points: demoHousePoints[entry.name] ?? entry.points,
            })),
          },
    ),
  }));
  await services.pages.saveDraft(demoActor, 'house-system', { ...page, sections });
  await services.pages.publish(demoActor, 'house-system', { summary: 'House points' });
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
  const holidays = demoHolidays.map((holiday) => {
    const date = dateOf(holiday.when);
    if (!('reopens' in holiday)) return { holiday, date, endDate: null, text: holiday };
    const { month, day } = holiday.reopens;
    const reopensOn = openOn(inAcademicYear(academicYearOf(date), month, day));
    // A break is one holiday, from its first day to the day before the school opens again.
    return { holiday, date, endDate: addDays(reopensOn, -1), text: breakText(longDate(reopensOn)) };
  });
  const closedDays = new Set(
    holidays.flatMap(({ date, endDate }) =>
      datesWithin([{ date, endDate }], date, endDate ?? date),
    ),
  );
  // An event dated from today moves to the next day the school is open: not a holiday (nor a
  // day of a break), not a Sunday, whichever day the demo is loaded on; one in the summer
  // vacation moves past it by its length (20 May to 30 June), so the coming weeks' events keep
  // their spacing.
  const openDayOf = (when: DemoDate) => {
    let date = dateOf(when);
    if (!('fromToday' in when)) return date;
    if (inSummerVacation(date)) date = addDays(date, summerVacationDays);
    while (closedDays.has(date) || weekdayOf(date) === 0) date = addDays(date, 1);
    return date;
  };
  const eventDates = new Map<string, string>();
  let created = 0;
  const count = async (work: Promise<unknown>) => {
    await work;
    created += 1;
  };

  for (const event of demoEvents) {
    const date = openDayOf(event.when);
    eventDates.set(event.title, date);
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
  for (const { holiday, date, endDate, text } of holidays)
    await count(
      services.leaves.create(demoActor, {
        title: holiday.title,
        titleHi: holiday.titleHi,
        description: text.description,
        descriptionHi: text.descriptionHi,
        date,
        endDate,
      }),
    );
  /**
   * The day an item was posted, never after today; a circular about an event is posted some
   * days before it, in the last academic year when this year's is still too far ahead.
   */
  const postedOn = (posted: Posted | 'uniform'): { posted: string; event?: string } => {
    if (posted === 'uniform') return { posted: uniformDay(today) };
    if (!('event' in posted) && 'daysAgo' in posted)
      return { posted: inTermTime(addDays(today, -posted.daysAgo)) };
    if ('lastOn' in posted)
      return { posted: lastOn(today, posted.lastOn.month, posted.lastOn.day) };
    if ('lastYear' in posted)
      return { posted: inLastAcademicYear(today, posted.lastYear.month, posted.lastYear.day) };
    let event = eventDates.get(posted.event)!;
    if ('daysAgo' in posted) return { posted: addDays(today, -posted.daysAgo), event };
    if (addDays(event, -posted.daysBefore) > today) {
      const [, month, day] = event.split('-').map(Number) as [number, number, number];
      event = inAcademicYear(academicYearOf(event) - 1, month, day);
    }
    return { posted: addDays(event, -posted.daysBefore), event };
  };
  for (const [index, item] of demoNews.entries()) {
    const dates = postedOn(item.posted);
    await count(
      services.news.create(
        demoActor,
        { ...item.write(dates), date: dates.posted },
        await photo(item.scene, `news-${index + 1}.jpg`),
      ),
    );
  }
  for (const [index, { posted, scene, ...achievement }] of demoAchievements.entries()) {
    await count(
      services.achievements.create(
        demoActor,
        { ...achievement, date: postedOn(posted).posted, removeFile: 'false' },
        scene && (await photo(scene, `achievement-${index + 1}.jpg`)),
      ),
    );
  }
  // Oldest first, so the gallery lists them in the order written above.
  for (const [index, { scene, more = [], alt, ...post }] of [...demoPosts.entries()].reverse()) {
    const scenes = [{ scene, alt }, ...more];
    const uploads = await Promise.all(
      scenes.map(async (each, at) => ({
        ...(await photo(each.scene, `gallery-${index + 1}${at ? `-${at + 1}` : ''}.jpg`)),
        field: postImagesField,
      })),
    );
    const photos = scenes.map((each, upload) => ({ upload, ...(each.alt && { alt: each.alt }) }));
    await count(
      services.posts.create(
        demoActor,
        { ...post, removeImage: 'false', photos: JSON.stringify(photos) },
        undefined,
        uploads,
      ),
    );
  }
  // Oldest first: circular numbers then follow the dates within each academic year.
  const notices = demoNotices
    .map((notice) => ({ notice, dates: postedOn(notice.posted) }))
    .sort((a, b) => a.dates.posted.localeCompare(b.dates.posted));
  for (const { notice, dates } of notices) {
    const written = notice.write(dates);
    const fields = {
      ...written,
      date: dates.posted,
      removeFile: 'false' as const,
      audiences: notice.audiences,
      acknowledgementRequested: notice.acknowledgementRequested
        ? ('true' as const)
        : ('false' as const),
    };
    const attachment = notice.pdf
      ? await pdf(notice.pdf, `${written.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`)
      : undefined;
    await count(services.notices.create(demoActor, fields, attachment));
  }
  const disclosureIds = new Map<string, string>();
  for (const disclosure of demoDisclosures(startYear, lastResultsYear(today), today)) {
    const { fileName, on, ...fields } = disclosure;
    const row = await services.disclosures.create(
      demoActor,
      fields,
      await pdf(disclosure.title, fileName),
      // Uploaded that day in the school office's morning, not on the day the demo is loaded.
      new Date(`${on}T04:30:00Z`),
    );
    disclosureIds.set(fileName, row.id);
    created += 1;
  }
  await fillDisclosure(services, disclosureIds, today);
  await addBrochure(services);
  await addHousePoints(services);
  log.info({ created }, 'demo content created');
  return created;
}
