import type { Disclosure } from '#contracts/content/disclosures.ts';
import {
  defaultLastUpdated,
  schoolInformationSections,
  sectionIds,
  type FieldSpec,
  type SchoolInformation,
  type SectionId,
} from '#contracts/content/school-information.ts';

export type MissingItem = { section: SectionId; key: string; label: string };

/** A field's value, whatever the section's shape. */
export function fieldValue(info: SchoolInformation, section: SectionId, key: string): unknown {
  return (info.sections[section] as Record<string, unknown>)[key];
}

/** The linked document, when the field links one that still exists. */
export function linkedDocument(
  info: SchoolInformation,
  section: SectionId,
  key: string,
): Disclosure | undefined {
  const id = fieldValue(info, section, key);
  return info.documents.find((document) => document.id === id);
}

/** Documents and links CBSE requires to be public: a missing one is listed on the page. */
const isRequired = (field: FieldSpec) => field.kind === 'document' || field.kind === 'url';

export function isMissing(info: SchoolInformation, section: SectionId, field: FieldSpec): boolean {
  if (field.kind === 'document') return !linkedDocument(info, section, field.key);
  return field.kind === 'url' && !fieldValue(info, section, field.key);
}

export function missingItems(info: SchoolInformation): MissingItem[] {
  return sectionIds.flatMap((section) =>
    schoolInformationSections[section].fields
      .filter((field: FieldSpec) => isRequired(field) && isMissing(info, section, field))
      .map((field) => ({ section, key: field.key, label: field.label })),
  );
}

/** The RTI footnote's date: the latest save, else the original site's date. */
export function lastUpdated(info: SchoolInformation): string {
  return info.updatedAt ?? defaultLastUpdated;
}
