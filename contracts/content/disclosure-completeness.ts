import {
  schoolInformationSections,
  sectionIds,
  type FieldSpec,
  type SchoolInformation,
  type SectionId,
} from './school-information.ts';

/**
 * Which Appendix IX items are not filled in yet. Only the admin sees this list (the compliance
 * dashboard and the School Information tab); the public page leaves missing items out.
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

/** Documents, links, result tables, annual reports and dates that are empty; counts and texts always have a value. */
export function isMissing(info: SchoolInformation, section: SectionId, field: FieldSpec): boolean {
  const value = fieldValue(info, section, field.key);
  switch (field.kind) {
    case 'document':
      return !linkedDocument(info, section, field.key);
    case 'results':
      return !Array.isArray(value) || value.length === 0;
    case 'annualReports':
      return annualReportsOf(info).length === 0;
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
