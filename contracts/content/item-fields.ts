import { z } from '../zod.ts';
import {
  hindiTextSchema,
  hindiTitleSchema,
  longTextSchema,
  recordIdsSchema,
  titleSchema,
} from './fields.ts';

/**
 * The field holding an item's text, with the label its error messages name: gallery posts say
 * `content`, the other kinds `description`.
 */
const bodyLabels = { description: 'Description', content: 'Content' } as const;
export type ItemBody = keyof typeof bodyLabels;

type BodyInput = z.ZodDefault<ReturnType<typeof longTextSchema>>;
type HindiBodyInput = ReturnType<typeof hindiTextSchema>;
type TextInputFields<Body extends ItemBody> = {
  title: typeof titleSchema;
  titleHi: typeof hindiTitleSchema;
} & { [Key in Body]: BodyInput } & { [Key in `${Body}Hi`]: HindiBodyInput };

/**
 * What every item's admin form sends of its words: the title and the text, in English and,
 * optionally, in Hindi (decision 0025). Each kind's input schema spreads these.
 */
export function itemTextInputFields<Body extends ItemBody>(body: Body): TextInputFields<Body> {
  const label = bodyLabels[body];
  const fields = {
    title: titleSchema,
    [body]: longTextSchema(label).default(''),
    titleHi: hindiTitleSchema,
    [`${body}Hi`]: hindiTextSchema(label),
  };
  return fields as TextInputFields<Body>;
}

/** A yes/no of the multipart form, which sends every value as text: no unless it says 'true'. */
export const formFlagSchema = z.enum(['true', 'false']).default('false');

type NullableString = z.ZodNullable<z.ZodString>;
type TextFields<Body extends ItemBody> = { titleHi: NullableString } & {
  [Key in Body]: z.ZodString;
} & { [Key in `${Body}Hi`]: NullableString };

/**
 * An item's words as it is sent: its text, the Hindi title and the Hindi text, null where not
 * written (the Hindi pages then show the English). They follow the title and address.
 */
export function itemTextFields<Body extends ItemBody>(body: Body): TextFields<Body> {
  const fields = {
    [body]: z.string(),
    titleHi: z.string().nullable(),
    [`${body}Hi`]: z.string().nullable(),
  };
  return fields as TextFields<Body>;
}

/** An item's words as `itemTextFields` sends them, for the code that makes them. */
export type ItemText<Body extends ItemBody> = { titleHi: string | null } & {
  [Key in Body]: string;
} & { [Key in `${Body}Hi`]: string | null };

/** What every item with a page is sent with first: its ids, its title and its address. */
export const itemRecordSchema = recordIdsSchema.extend({
  title: z.string(),
  /** The page's address is /<kind>/<slug> (contracts/content/content-kinds.ts). */
  slug: z.string(),
});
