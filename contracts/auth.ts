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

export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: z
    .string()
    .min(1, 'Password is required.')
    .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters.`),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  username: z.string(),
  expiresAt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ username: z.string(), role: z.enum(roles) });
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
