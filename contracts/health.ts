import { z } from './zod.ts';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
