import { z } from '../zod.ts';
import type { Translation } from './translation.ts';

const translationTextMax = 5_000;

/** The Hindi of a node as staff send it (translation.ts draws it; this checks it). */
export const translationSchema: z.ZodType<Translation> = z.lazy(() =>
  z.union([
    z
      .string()
      .max(translationTextMax, `Hindi text must be at most ${translationTextMax} characters.`),
    z.null(),
    z.array(translationSchema).max(200),
    z.record(z.string().max(40), translationSchema),
  ]),
);
