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
