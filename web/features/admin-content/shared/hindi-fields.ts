import { textMaxLength, titleMaxLength } from '#contracts/content/fields.ts';
import type { TextField } from '#web/components/forms/field-spec.ts';
import { textOf } from './form-data.ts';

/** The English field an item's Hindi text sits beside: news and notices have a description, posts content. */
type Body = 'description' | 'content';

/**
 * An item's Hindi, beside its English in the form (decision 0025). Optional: where it is empty
 * the Hindi pages show the English.
 */
export function hindiFields(body: Body, bodyLabel: string): TextField[] {
  return [
    {
      key: 'titleHi',
      label: 'Title in Hindi',
      kind: 'text',
      optional: true,
      maxLength: titleMaxLength,
      hint: 'Optional. Shown on the Hindi pages (/hi/…); without it they show the English title.',
    },
    {
      key: `${body}Hi`,
      label: `${bodyLabel} in Hindi`,
      kind: 'textarea',
      optional: true,
      maxLength: textMaxLength,
    },
  ];
}

/** The Hindi fields as the API takes them: sent empty clears them. */
export function hindiInputOf(data: FormData, body: Body): Record<string, string> {
  return { titleHi: textOf(data, 'titleHi'), [`${body}Hi`]: textOf(data, `${body}Hi`) };
}

export function hindiValues(
  item: { titleHi: string | null } & Partial<Record<`${Body}Hi`, string | null>>,
  body: Body,
): Record<string, string> {
  return { titleHi: item.titleHi ?? '', [`${body}Hi`]: item[`${body}Hi`] ?? '' };
}

/**
 * What the list says of an item's Hindi (staff see what is left to translate): nothing
 * when each English text has its Hindi, else "No Hindi" or "Hindi incomplete". A Hindi page shows
 * the English of whatever is missing. `others` are a kind's further texts and their Hindi (an
 * achievement's pupils or team).
 */
export function hindiNote(
  item: { title: string; titleHi: string | null } & Partial<
    Record<Body, string | null> & Record<`${Body}Hi`, string | null>
  >,
  body: Body,
  others: ReadonlyArray<readonly [english: string, hindi: string | null | undefined]> = [],
): string | undefined {
  const pairs = [[item.title, item.titleHi], [item[body], item[`${body}Hi`]], ...others].filter(
    ([english]) => english?.trim(),
  );
  const missing = pairs.filter(([, hindi]) => !hindi?.trim()).length;
  if (missing === 0) return undefined;
  return missing === pairs.length ? 'No Hindi' : 'Hindi incomplete';
}
