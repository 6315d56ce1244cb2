import { z } from './zod.ts';

/** Who a notice or event is for, and what a subscriber asks to receive (issue 12). */
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

export const audienceSchema = z.enum(audiences);

/**
 * A list of audiences, as JSON sends it (an array) or as a multipart form does (the field
 * repeated, or one comma-separated value). Empty means everyone.
 */
export const audienceListSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .transform((values) => values.map((value) => value.trim()).filter(Boolean))
  .pipe(z.array(audienceSchema).max(audiences.length))
  .transform((values): Audience[] => (values.length ? [...new Set(values)] : ['all']));

/** A subscriber who asked for `wanted` receives an item for `addressed`. */
export function audiencesMatch(
  wanted: readonly Audience[],
  addressed: readonly Audience[],
): boolean {
  if (wanted.includes('all') || addressed.includes('all')) return true;
  return addressed.some((audience) => wanted.includes(audience));
}
