/**
 * What every description of a field says of itself, whoever draws it: the School information
 * sections (content/school-information.ts, whose `kind` picks the zod schema) and the admin's
 * forms (web/components/forms/field-spec.ts, whose `kind` picks the control).
 */
export type FieldAbout = {
  /** Where its value goes: the form field's name, or the property of a section or block. */
  readonly key: string;
  readonly label: string;
  readonly hint?: string;
  /** May be left empty ("(optional)" beside the label); without it the field must be filled. */
  readonly optional?: boolean;
};
