import type { Disclosure } from '#contracts/content/disclosures.ts';
import {
  schoolInformationSections,
  type FieldSpec,
  type SchoolInformation,
  type SectionId,
} from '#contracts/content/school-information.ts';
import type {
  SelectFieldConfig,
  TextFieldConfig,
} from '#web/features/admin-content/shared/content-kind.ts';
import { textOf } from '#web/features/admin-content/shared/form-data.ts';

const inputTypes = {
  text: 'text',
  email: 'email',
  url: 'url',
  count: 'number',
  date: 'date',
} as const;

/** The admin form's fields of one section: a document is chosen from the uploaded disclosures. */
export function sectionFieldConfigs(
  section: SectionId,
  documents: Disclosure[],
): Array<TextFieldConfig | SelectFieldConfig> {
  const options = [
    { value: '', label: 'Not yet published' },
    ...documents.map((document) => ({
      value: document.id,
      label: `${document.title || document.originalName} (${document.originalName})`,
    })),
  ];
  return schoolInformationSections[section].fields.map((field: FieldSpec) =>
    field.kind === 'document'
      ? {
          name: field.key,
          label: field.label,
          type: 'select',
          options,
          defaultValue: '',
          required: false,
        }
      : {
          name: field.key,
          label: field.label,
          type: inputTypes[field.kind],
          required: field.kind !== 'url',
          ...(field.kind === 'url' && { hint: 'A web address starting with https://' }),
        },
  );
}

/** Current values as the form shows them; a link to a document since deleted shows as none. */
export function sectionFormValues(
  info: SchoolInformation,
  section: SectionId,
  documents: Disclosure[],
): Record<string, string> {
  const data = info.sections[section] as Record<string, unknown>;
  return Object.fromEntries(
    schoolInformationSections[section].fields.map((field: FieldSpec) => {
      const value = data[field.key];
      const known = field.kind !== 'document' || documents.some((item) => item.id === value);
      return [field.key, value === null || !known ? '' : String(value)];
    }),
  );
}

/** The JSON body of PUT /api/school-information/{section}; the server checks every value. */
export function sectionBody(section: SectionId, data: FormData): Record<string, unknown> {
  return Object.fromEntries(
    schoolInformationSections[section].fields.map((field: FieldSpec) => {
      const text = textOf(data, field.key);
      if (field.kind === 'document') return [field.key, text || null];
      if (field.kind === 'count') return [field.key, text.trim() === '' ? null : Number(text)];
      return [field.key, text];
    }),
  );
}
