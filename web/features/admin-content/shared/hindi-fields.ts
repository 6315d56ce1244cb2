import { textMaxLength, titleMaxLength } from '#contracts/content/fields.ts';
import type { TextField } from '#web/components/forms/field-spec.ts';

/** The English field an item's Hindi text sits beside: news and notices have a description, posts content. */
export type Body = 'description' | 'content';

/** An item with its English and Hindi texts. */
export type TranslatedItem = { title: string; titleHi: string | null } & Partial<
  Record<Body, string | null> & Record<`${Body}Hi`, string | null>
>;

/** A kind's further texts and their Hindi (an achievement's pupils or team). */
export type OtherTexts = ReadonlyArray<
  readonly [english: string, hindi: string | null | undefined]
>;

/**
 * An item's Hindi, beside its English in the form (decision 0025). Optional: where it is empty
 * the Hindi pages show the English; sent empty, it clears the saved Hindi.
 */
export function hindiFields(body: Body, bodyLabel: string): TextField[] {
  return [
    {
      key: 'titleHi',
      label: 'Title in Hindi',
      kind: 'text',
      lang: 'hi',
      optional: true,
      maxLength: titleMaxLength,
      hint: 'Optional. Shown on the Hindi pages (/hi/…); without it they show the English title.',
    },
    {
      key: `${body}Hi`,
      label: `${bodyLabel} in Hindi`,
      kind: 'textarea',
      lang: 'hi',
      optional: true,
      maxLength: textMaxLength,
    },
  ];
}

/**
 * What the list says of an item's Hindi (staff see what is left to translate): nothing
 * when each English text has its Hindi, else "No Hindi" or "Hindi incomplete". A Hindi page shows
 * the English of whatever is missing.
 */
export function hindiNote(
  item: TranslatedItem,
  body: Body,
  others: OtherTexts = [],
): string | undefined {
  const pairs = [[item.title, item.titleHi], [item[body], item[`${body}Hi`]], ...others].filter(
    ([english]) => english?.trim(),
  );
  const missing = pairs.filter(([, hindi]) => !hindi?.trim()).length;
  if (missing === 0) return undefined;
  return missing === pairs.length ? 'No Hindi' : 'Hindi incomplete';
}
