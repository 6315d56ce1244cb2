import { z } from './zod.ts';

/** Every error the API returns has this shape; `errors` names the fields that failed validation. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorMessages = {
  unauthorized: 'Unauthorized! Please login first.',
  invalidCredentials: 'Invalid username or password.',
  forbidden: 'Your role does not allow this. Ask an administrator.',
  changePasswordFirst: 'Please choose a new password first: yours was a temporary one.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again later.',
} as const;
