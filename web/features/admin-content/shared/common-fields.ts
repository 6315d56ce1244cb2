import { textMaxLength, titleMaxLength } from '#contracts/content/fields.ts';
import type { TextFieldConfig } from './content-kind.ts';

export const titleField: TextFieldConfig = {
  name: 'title',
  label: 'Title',
  type: 'text',
  required: true,
  maxLength: titleMaxLength,
};

export const descriptionField: TextFieldConfig = {
  name: 'description',
  label: 'Description',
  type: 'textarea',
  required: true,
  maxLength: textMaxLength,
};

export const dateField: TextFieldConfig = {
  name: 'date',
  label: 'Date',
  type: 'date',
  required: true,
};
