import {
  schoolInformationSections,
  sectionIds,
  type FieldSpec,
  type SchoolInformation,
  type SectionId,
} from './school-information.ts';

/**
 * Which Appendix IX items are not filled in yet. Only the admin sees this list (the compliance
 * dashboard and the School Information tab); the public page leaves a missing document, link or
 * table out and says a missing figure or text is not published yet (`isStatedFact`).
 */
export type MissingItem = { section: SectionId; key: string; label: string };

/** A field's value, whatever the section's shape. */
export function fieldValue(info: SchoolInformation, section: SectionId, key: string): unknown {
  return (info.sections[section] as Record<string, unknown>)[key];
}

/** The linked document, when the field links one that still exists. */
export function linkedDocument(info: SchoolInformation, section: SectionId, key: string) {
  const id = fieldValue(info, section, key);
  return info.documents.find((document) => document.id === id);
}

/** The annual reports whose documents still exist, newest year first. */
export function annualReportsOf(info: SchoolInformation) {
  return Object.entries(info.sections.academics.annualReports)
    .flatMap(([year, id]) => {
      const document = info.documents.find((each) => each.id === id);
      return document ? [{ year, document }] : [];
    })
    .sort((a, b) => b.year.localeCompare(a.year));
}

/**
 * A figure or text the school states itself (the Principal, the staff counts, the campus): the
 * public page lists it even while it is not given, saying so, as Appendix IX asks for each.
 */
export const isStatedFact = (field: FieldSpec) =>
  field.kind === 'text' || field.kind === 'email' || field.kind === 'number';

/**
 * Documents, links, result tables, annual reports, dates, figures and texts that are empty: a
 * new school's figures and texts are not given until its staff save their section.
 */
export function isMissing(info: SchoolInformation, section: SectionId, field: FieldSpec): boolean {
  const value = fieldValue(info, section, field.key);
  switch (field.kind) {
    case 'number':
      return value === null || value === undefined;
    case 'document':
      return !linkedDocument(info, section, field.key);
    case 'results':
      return !Array.isArray(value) || value.length === 0;
    case 'annualReports':
      return annualReportsOf(info).length === 0;
    case 'text':
    case 'email':
    case 'url':
    case 'attester':
    case 'optionalDate':
      return value === '' || value === undefined;
    default:
      return false;
  }
}

export function missingItems(info: SchoolInformation): MissingItem[] {
  return sectionIds.flatMap((section) =>
    schoolInformationSections[section].fields
      .filter((field: FieldSpec) => isMissing(info, section, field))
      .map((field) => ({ section, key: field.key, label: field.label })),
  );
}
