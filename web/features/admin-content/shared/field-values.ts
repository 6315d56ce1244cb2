import type { KindField } from './content-kind.ts';
import { choicesOf, flagOf, textOf } from './form-data.ts';

/**
 * A datetime-local field has no time zone: the school's clock is India time (Asia/Kolkata, no
 * daylight saving), so the form sends what was typed with +05:30, as the page editor does, and
 * shows a saved instant in India time.
 */
const indiaOffsetMs = 330 * 60_000;
const instantOf = (typed: string) => (typed ? `${typed}:00+05:30` : '');
const indiaTimeOf = (iso: string) =>
  new Date(Date.parse(iso) + indiaOffsetMs).toISOString().slice(0, 16);

/** What one field adds to the input the API takes, by name. */
function entriesOf(field: KindField, data: FormData): Array<[string, string | null]> {
  switch (field.kind) {
    // The file travels as its own part (kind-client.ts); only the removal flag is text.
    case 'image':
    case 'file':
      return field.removeFlag ? [[field.removeFlag, flagOf(data, field.removeFlag)]] : [];
    case 'checkboxes':
      return [[field.key, field.flag ? flagOf(data, field.key) : choicesOf(data, field.key)]];
    case 'datetime':
      return [[field.key, instantOf(textOf(data, field.key))]];
    case 'date':
      return [[field.key, textOf(data, field.key) || (field.emptyAsNull ? null : '')]];
  }
  // Text of every other kind, the album's plan (album-field.tsx) too.
  return [[field.key, textOf(data, field.key)]];
}

/**
 * A kind's submitted form as its API input (the contracts' NewsInput and so on), read from its
 * field descriptions. kind-forms.test.ts pins each kind's input to what the API takes.
 */
export function formInputOf<Input>(fields: ReadonlyArray<KindField>): (data: FormData) => Input {
  return (data) =>
    // The one place types cannot follow: which names a field list yields is known only at run time.
    Object.fromEntries(fields.flatMap((field) => entriesOf(field, data))) as Input;
}

/** A saved value as its field shows it; nothing saved shows the field's own default. */
function textFor(field: KindField, value: unknown): string {
  if (value === null || value === undefined)
    return ('defaultValue' in field && field.defaultValue) || '';
  if (field.kind === 'datetime') return indiaTimeOf(String(value));
  // A list (a notice's audiences) is shown as its checkboxes read it, comma-separated.
  if (Array.isArray(value)) return value.join(',');
  // A yes-or-no (an acknowledgement asked for) as its one box's value, 'true' or 'false'.
  return String(value);
}

/**
 * The edit form's text values of a saved item, by field name. A file, picture or album is not
 * text: the form shows it from the kind's `currentFile` or `currentAlbum`.
 */
export function formValuesOf(
  fields: ReadonlyArray<KindField>,
  item: object,
): Record<string, string> {
  // Read by the fields' names, as the form is: a kind's record type has no index to follow.
  const saved = item as Record<string, unknown>;
  return Object.fromEntries(
    fields.flatMap((field) =>
      ['image', 'file', 'album'].includes(field.kind)
        ? []
        : [[field.key, textFor(field, saved[field.key])]],
    ),
  );
}
