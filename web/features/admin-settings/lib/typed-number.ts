/**
 * A number typed in a form, for the settings' PUT. What is not a number is sent as typed, so the
 * server refuses it with its own words next to the field ("Year founded must be a year.");
 * empty is `empty` (null for the map's point, which is optional).
 */
export function typedNumber<Empty>(text: string, empty: Empty): number | string | Empty {
  const value = text.trim();
  if (value === '') return empty;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}
