import type { ItemBody } from '#contracts/content/item-fields.ts';

/**
 * An item's Hindi from its form (decision 0025): a field sent empty clears it, a field not sent
 * keeps what is stored, so a client that knows nothing of Hindi (the original site's, decision
 * 0014) cannot erase it by saving.
 */
export function hindiColumns<Fields extends Record<string, unknown>>(
  fields: Fields,
  names: ReadonlyArray<keyof Fields & string>,
): Record<string, string | null> {
  const columns: Record<string, string | null> = {};
  for (const name of names) {
    const value = fields[name];
    if (value !== undefined) columns[name] = (value as string | null) ?? null;
  }
  return columns;
}

/**
 * An item's words from its form (itemTextInputFields, contracts/content/item-fields.ts): the
 * title and the text as sent, the Hindi as `hindiColumns` keeps it.
 */
export function itemTextColumns<Body extends ItemBody>(
  fields: { title: string } & Record<Body, string> & Record<string, unknown>,
  body: Body,
): Record<string, string | null> {
  return {
    title: fields.title,
    [body]: fields[body],
    ...hindiColumns(fields, ['titleHi', `${body}Hi`]),
  };
}
