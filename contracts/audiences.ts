/**
 * Who a notice or event is for, and what a subscriber asks to receive. Their validation is in
 * audience-schemas.ts: public pages import this file and must not bring zod with it.
 */
export const audiences = [
  'all',
  'parents',
  'staff',
  'pre-primary',
  'primary',
  'middle',
  'secondary',
  'senior-secondary',
] as const;
export type Audience = (typeof audiences)[number];

export const audienceLabels: Record<Audience, string> = {
  all: 'Everyone',
  parents: 'Parents',
  staff: 'Staff',
  'pre-primary': 'Pre-primary',
  primary: 'Primary (Classes I–V)',
  middle: 'Middle (Classes VI–VIII)',
  secondary: 'Secondary (Classes IX–X)',
  'senior-secondary': 'Senior secondary (Classes XI–XII)',
};

/** A subscriber who asked for `wanted` receives an item for `addressed`. */
export function audiencesMatch(
  wanted: readonly Audience[],
  addressed: readonly Audience[],
): boolean {
  if (wanted.includes('all') || addressed.includes('all')) return true;
  return addressed.some((audience) => wanted.includes(audience));
}
