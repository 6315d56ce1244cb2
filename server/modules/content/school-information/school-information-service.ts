import { isDeepStrictEqual } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import {
  schoolInformationDefaultsOn,
  schoolInformationSections,
  sectionIds,
  sectionReadSchemas,
  sectionSchemas,
  type SavedSection,
  type SchoolInformation,
  type SectionData,
  type SectionId,
  type SectionUpdate,
  type DisclosureSchool,
} from '#contracts/content/school-information.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { HttpError, validationError } from '#server/lib/http-errors.ts';
import type { Actor, ContentWriter } from '#server/modules/content-writer/index.ts';
import type { DisclosuresService } from '#server/modules/content/disclosures/disclosures-service.ts';

type Row = { section: string; data: unknown; updatedAt: Date };

/**
 * Results and academics saved with the single annual-report slot (a document and its year) read
 * as that year's entry of the per-year reports.
 */
function withAnnualReports(data: Record<string, unknown>): Record<string, unknown> {
  const { annualReport, annualReportYear, ...rest } = data;
  if (rest.annualReports !== undefined || typeof annualReport !== 'string') return rest;
  return typeof annualReportYear === 'string' && annualReportYear
    ? { ...rest, annualReports: { [annualReportYear]: annualReport } }
    : rest;
}

/**
 * A stored section over its defaults: a field added to the contract after the row was saved
 * gets its default (not given yet), and a row the current contract refuses falls back to the
 * defaults whole.
 */
function sectionFrom<S extends SectionId>(
  section: S,
  row: Row | undefined,
  today: string,
  school: DisclosureSchool | undefined,
): SectionData[S] {
  const defaults = schoolInformationDefaultsOn(today, school)[section];
  if (!row) return defaults;
  const merged = { ...defaults, ...withAnnualReports(row.data as Record<string, unknown>) };
  const parsed = sectionReadSchemas[section].safeParse(merged);
  return parsed.success ? (parsed.data as SectionData[S]) : defaults;
}

/** Every linked document as [field, id]; an annual report's field is `annualReports.<year>`. */
function linkedIds(section: SectionId, data: SectionData[SectionId]): Array<[string, string]> {
  return schoolInformationSections[section].fields.flatMap((field): Array<[string, string]> => {
    const value = (data as Record<string, unknown>)[field.key];
    if (field.kind === 'annualReports')
      return Object.entries(value as Record<string, string>).map(([year, id]) => [
        `${field.key}.${year}`,
        id,
      ]);
    return field.kind === 'document' && typeof value === 'string' ? [[field.key, value]] : [];
  });
}

export function createSchoolInformationService(
  db: Database,
  write: ContentWriter,
  disclosures: DisclosuresService,
  /** The school's date (YYYY-MM-DD): the default important dates follow its academic year. */
  today: () => string,
  /** The school's settings: the General section shows them until staff save it. */
  school: () => Promise<DisclosureSchool | undefined>,
) {
  const { schoolInformation, disclosures: disclosureRows } = db.tables;

  /** A link to a deleted document would show as published: refuse it with the field named. */
  async function assertDocumentsExist(
    tx: Queryable,
    section: SectionId,
    data: SectionData[SectionId],
  ): Promise<void> {
    const links = linkedIds(section, data);
    if (links.length === 0) return;
    const found = await tx
      .select({ id: disclosureRows.id })
      .from(disclosureRows)
      .where(inArray(disclosureRows.id, [...new Set(links.map(([, id]) => id))]));
    const known = new Set(found.map((row) => row.id));
    const errors = links
      .filter(([, id]) => !known.has(id))
      .map(([field]) => ({ field, message: 'This document does not exist (any more).' }));
    const first = errors[0];
    if (first) throw new HttpError(400, `${first.field}: ${first.message}`, errors);
  }

  /**
   * The section as stored, and with `changes` over it, checked whole (a 400 naming the fields):
   * a section is saved with every text and count given. Changes that change nothing (`{}`, or
   * the values already there) give no `data`: no save, so no reason to refuse a section whose
   * figures are not given yet.
   */
  async function merge<S extends SectionId>(
    q: Queryable,
    section: S,
    changes: SectionUpdate[S],
  ): Promise<{ stored: SectionData[S]; data: SavedSection[S] | undefined }> {
    const [row] = await q
      .select()
      .from(schoolInformation)
      .where(eq(schoolInformation.section, section));
    const stored = sectionFrom(section, row, today(), await school());
    if (isDeepStrictEqual({ ...stored, ...changes }, stored)) return { stored, data: undefined };
    const merged = sectionSchemas[section].safeParse({ ...stored, ...changes });
    if (!merged.success) throw validationError(merged.error.issues);
    return { stored, data: merged.data as SavedSection[S] };
  }

  async function get(): Promise<SchoolInformation> {
    const [rows, settings]: [Row[], DisclosureSchool | undefined] = await Promise.all([
      db.read.select().from(schoolInformation),
      school(),
    ]);
    const rowOf = (section: SectionId) => rows.find((row) => row.section === section);
    const sections = Object.fromEntries(
      sectionIds.map((section) => [
        section,
        sectionFrom(section, rowOf(section), today(), settings),
      ]),
    ) as SectionData;
    const linked = new Set(
      sectionIds.flatMap((section) => linkedIds(section, sections[section]).map(([, id]) => id)),
    );
    const documents = (await disclosures.list()).filter((document) => linked.has(document.id));
    const latest = Math.max(...rows.map((row) => row.updatedAt.getTime()));
    return {
      sections,
      documents,
      updatedAt: rows.length ? new Date(latest).toISOString() : null,
    };
  }

  return {
    get,

    /**
     * Changes the fields given and keeps the others (sectionUpdateSchemas): the section as
     * stored, with `changes` over it, is checked whole and written with its audit entry, then the
     * public cache is dropped. When that changes nothing (`{}`, or the same values), nothing is
     * written: no audit entry, and the "last updated" date stays.
     */
    async update<S extends SectionId>(
      actor: Actor,
      section: S,
      changes: SectionUpdate[S],
    ): Promise<SchoolInformation> {
      const before = await merge(db.read, section, changes);
      if (!before.data || isDeepStrictEqual(before.data, before.stored)) return get();
      await write({
        actor,
        action: 'update',
        entity: 'school_information',
        work: async (tx) => {
          // Merged again in the write: a save of another field meanwhile is kept (and one of
          // these very values is written again).
          const { stored, data = stored } = await merge(tx, section, changes);
          await assertDocumentsExist(tx, section, data);
          const updatedAt = new Date();
          await tx
            .insert(schoolInformation)
            .values({ section, data, updatedAt })
            .onConflictDoUpdate({ target: schoolInformation.section, set: { data, updatedAt } });
          return {
            record: undefined,
            entityId: section,
            summary: schoolInformationSections[section].title,
          };
        },
      });
      return get();
    },
  };
}

export type SchoolInformationService = ReturnType<typeof createSchoolInformationService>;
