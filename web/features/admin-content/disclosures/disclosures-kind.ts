import {
  disclosureFileField,
  disclosureTypes,
  type Disclosure,
  type DisclosureInput,
  type DisclosureType,
} from '#contracts/content/disclosures.ts';
import type { ContentKind } from '#web/features/admin-content/shared/content-kind.ts';
import { capitalize } from '#web/lib/capitalize.ts';
import { descriptionField, titleField } from '#web/features/admin-content/shared/common-fields.ts';
import {
  hindiFields,
  hindiInputOf,
  hindiNote,
  hindiValues,
} from '#web/features/admin-content/shared/hindi-fields.ts';
import { fileOf, textOf } from '#web/features/admin-content/shared/form-data.ts';
import { formatBytes, formatDay } from '#web/lib/format.ts';
import { createDisclosure } from './api/create-disclosure.ts';
import { deleteDisclosure } from './api/delete-disclosure.ts';
import { listDisclosures } from './api/list-disclosures.ts';
import { updateDisclosure } from './api/update-disclosure.ts';

const inputOf = (data: FormData): DisclosureInput => ({
  type: textOf(data, 'type') as DisclosureType,
  title: textOf(data, 'title'),
  description: textOf(data, 'description'),
  ...hindiInputOf(data, 'description'),
});

const downloadHref = (disclosure: Disclosure) =>
  `/api/disclosure/download?file=${encodeURIComponent(disclosure.fileName)}`;

export const disclosuresKind: ContentKind<Disclosure> = {
  singular: 'disclosure',
  plural: 'disclosures',
  records: 'disclosures',
  fields: [
    {
      name: 'type',
      label: 'Type',
      type: 'select',
      options: disclosureTypes.map((type) => ({ value: type, label: capitalize(type) })),
      defaultValue: 'general',
    },
    titleField,
    descriptionField,
    ...hindiFields('description', 'Description'),
    {
      name: disclosureFileField,
      label: 'Document',
      type: 'file',
      upload: 'document',
      requiredOnCreate: true,
    },
  ],
  list: listDisclosures,
  create: (data, onProgress) =>
    createDisclosure(inputOf(data), fileOf(data, disclosureFileField), onProgress),
  update: (id, data, onProgress) =>
    updateDisclosure(id, inputOf(data), fileOf(data, disclosureFileField), onProgress),
  remove: deleteDisclosure,
  values: (disclosure) => ({
    type: disclosure.type,
    title: disclosure.title,
    description: disclosure.description,
    ...hindiValues(disclosure, 'description'),
  }),
  currentFile: (disclosure) => ({ name: disclosure.originalName, href: downloadHref(disclosure) }),
  summary: (disclosure) => ({
    hindi: hindiNote(disclosure, 'description'),
    title: disclosure.title || disclosure.originalName,
    meta: `${capitalize(disclosure.type)} · ${formatDay(disclosure.uploadDate.slice(0, 10))} · ${formatBytes(disclosure.fileSize)}`,
    text: disclosure.description,
    file: { name: disclosure.originalName, href: downloadHref(disclosure) },
  }),
  sortKey: (disclosure) => disclosure.uploadDate,
};
