import { roles } from './roles.ts';
import { z } from './zod.ts';

/** NIST SP 800-63B; passwords set before this rule keep working until changed. */
export const passwordMinLength = 12;
export const passwordMaxLength = 1024;

export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required.')
  .max(100, 'Username must be at most 100 characters.');

/** A six-digit code from the app, or a recovery code (letters and digits, dashes and spaces ignored). */
export const twoFactorCodeSchema = z
  .string('Enter the code.')
  .trim()
  .min(6, 'Enter the code.')
  .max(20, 'The code is at most 20 characters.');

export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: z
    .string()
    .min(1, 'Password is required.')
    .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters.`),
  /** Sent again with the password once the server answered `twoFactorRequired`. */
  code: twoFactorCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signedInSchema = z.object({
  token: z.string(),
  username: z.string(),
  role: z.enum(roles),
  expiresAt: z.string(),
  /** Signed in with a temporary password: the account can do nothing else until it is changed. */
  mustChangePassword: z.boolean(),
});
/** The right password of an account with two-factor sign-in, sent without `code`: no token yet. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export const loginResponseSchema = z.union([signedInSchema, twoFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  username: z.string(),
  role: z.enum(roles),
  mustChangePassword: z.boolean(),
  twoFactor: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const newPasswordSchema = z
  .string()
  .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters.`)
  .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters.`);

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(passwordMaxLength),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
