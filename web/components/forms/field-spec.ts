import type { UploadKind } from '#contracts/content/uploads.ts';
import type { FieldAbout } from '#contracts/field-about.ts';

export type FieldOption = { readonly value: string; readonly label: string };

export type TextField = FieldAbout & {
  kind: 'text' | 'textarea' | 'number' | 'email' | 'url';
  maxLength?: number;
  /**
   * The language typed in it where not the admin's English: screen readers read it in Hindi,
   * and the browser draws it with the site's Devanagari font (web/styles/global.css).
   */
  lang?: 'hi';
};

/** Typed day first and confirmed in words (day-field.tsx); `datetime` adds a time of day. */
export type DateField = FieldAbout & {
  kind: 'date' | 'datetime';
  /** A new item starts with today at the school (a circular or news is mostly of today). */
  startsToday?: boolean;
  /** Left empty, sent as null, which the API reads as none (an event's last day), rather than ''. */
  emptyAsNull?: boolean;
};

/**
 * One choice of several. An option whose value is empty is a choice like the others ("Not yet
 * published"), so such a select is not marked optional.
 */
export type SelectField = FieldAbout & {
  kind: 'select';
  options: ReadonlyArray<FieldOption>;
  defaultValue?: string;
};

/** Several choices at once (a notice's audiences); the value is the checked ones, comma-separated. */
export type CheckboxesField = FieldAbout & {
  kind: 'checkboxes';
  options: ReadonlyArray<FieldOption>;
  defaultValue: string;
  /** A choice that excludes the others ('all'): ticking it clears them, ticking another clears it. */
  alone?: string;
  /**
   * One box whose value is 'true': the form sends 'true' or 'false' (a notice's acknowledgement)
   * rather than the checked values.
   */
  flag?: boolean;
};

/**
 * A picture (`image`) or a document (`file`). Optional or not, one already saved is kept unless
 * replaced; `optional` says whether a new item may go without one.
 */
export type FileField = FieldAbout & {
  kind: 'image' | 'file';
  /** Form flag the API reads as 'true' to drop the current file on update (removeImage, removeFile). */
  removeFlag?: string;
};

/**
 * The one way the admin describes a field: the content kinds' forms
 * (web/features/admin-content/<kind>/<kind>-kind.ts), the School information sections (derived
 * from contracts/content/school-information.ts, whose fields use the same `key`, `label` and
 * `kind`) and the block editor (pages/block-forms.ts, whose structural kinds extend this union).
 * Drawn inside FormField (form-field.tsx); the words every field has are in
 * contracts/field-about.ts.
 */
export type Field = TextField | DateField | SelectField | CheckboxesField | FileField;

/** What the server accepts for a picture or a document field (contracts/content/uploads.ts). */
export const uploadOf = (field: FileField): UploadKind =>
  field.kind === 'image' ? 'image' : 'document';
