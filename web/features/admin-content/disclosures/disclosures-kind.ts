import { disclosureScreens } from '#contracts/disclosure-screens.ts';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import {
  disclosureFileField,
  disclosureListSchema,
  disclosureSavedSchema,
  disclosureTypes,
  type Disclosure,
  type DisclosureInput,
} from '#contracts/content/disclosures.ts';
import type { ContentKind, KindField } from '#web/features/admin-content/shared/content-kind.ts';
import { formInputOf } from '#web/features/admin-content/shared/field-values.ts';
import { capitalize } from '#web/lib/capitalize.ts';
import { descriptionField, titleField } from '#web/features/admin-content/shared/common-fields.ts';
import { hindiFields } from '#web/features/admin-content/shared/hindi-fields.ts';
import { itemSummary } from '#web/features/admin-content/shared/item-summary.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { formatBytes, formatDay } from '#web/lib/format.ts';

const fields: KindField[] = [
  {
    key: 'type',
    label: 'Type',
    kind: 'select',
    options: disclosureTypes.map((type) => ({ value: type, label: capitalize(type) })),
    defaultValue: 'general',
  },
  titleField,
  descriptionField,
  ...hindiFields('description', 'Description'),
  {
    key: disclosureFileField,
    label: 'Document',
    kind: 'file',
  },
];

/** Exported for the School Information tab, whose items link to these documents. */
export const disclosuresClient = kindClient<Disclosure>({
  listPath: '/disclosure',
  listSchema: disclosureListSchema,
  createPath: '/disclosure/addDisclosure',
  itemPath: '/disclosure',
  savedSchema: disclosureSavedSchema,
  inputOf: formInputOf<DisclosureInput>(fields),
  upload: { field: disclosureFileField },
});

const downloadHref = (disclosure: Disclosure) =>
  `/api/disclosure/download?file=${encodeURIComponent(disclosure.fileName)}`;

export const disclosuresKind: ContentKind<Disclosure> = {
  singular: 'disclosure',
  plural: 'disclosures',
  records: 'disclosures',
  form: {
    heading: 'Add a disclosure document',
    lead: disclosureScreens.disclosure.description,
    texts: {
      submit: 'Add Disclosure',
      submitting: 'Uploading…',
      success: 'Disclosure added successfully!',
      failure: (error) => `Failed to add disclosure: ${errorText(error)}`,
    },
  },
  fields,
  ...disclosuresClient,
  currentFile: (disclosure) => ({ name: disclosure.originalName, href: downloadHref(disclosure) }),
  summary: (disclosure) => ({
    ...itemSummary(disclosure, 'description'),
    // A document may go without a title: the list names it by its file.
    title: disclosure.title || disclosure.originalName,
    meta: `${capitalize(disclosure.type)} · ${formatDay(disclosure.uploadDate.slice(0, 10))} · ${formatBytes(disclosure.fileSize)}`,
    file: { name: disclosure.originalName, href: downloadHref(disclosure) },
  }),
  sortKey: (disclosure) => disclosure.uploadDate,
};
