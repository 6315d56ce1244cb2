import { passwordMaxLength, twoFactorCodeSchema, usernameSchema } from './auth.ts';
import { roles } from './roles.ts';
import { z } from './zod.ts';

/** One staff account as the Staff tab lists it. */
export const staffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(roles),
  /** ISO 8601, or null when they never signed in. */
  lastSignInAt: z.string().nullable(),
  twoFactor: z.boolean(),
  disabled: z.boolean(),
  /** They were given a temporary password and have not yet replaced it. */
  mustChangePassword: z.boolean(),
  /** An invitation link is waiting to be used (and has not expired). */
  invited: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ users: z.array(staffMemberSchema) });

/** How a new member gets their first password. */
export const onboardingMethods = ['invitation', 'temporary-password'] as const;

export const newStaffMemberSchema = z.object({
  username: usernameSchema,
  role: z.enum(roles, 'Choose a role.'),
  method: z.enum(onboardingMethods).default('invitation'),
});
export type NewStaffMember = z.input<typeof newStaffMemberSchema>;

export const staffChangeSchema = z
  .object({ role: z.enum(roles, 'Choose a role.'), disabled: z.boolean() })
  .partial()
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    message: 'Send a role or disabled.',
  });
export type StaffChange = z.infer<typeof staffChangeSchema>;

/** A temporary password is shown once, to the administrator who made or reset the account. */
export const temporaryPasswordSchema = z.object({
  user: staffMemberSchema,
  temporaryPassword: z.string(),
});
export type TemporaryPassword = z.infer<typeof temporaryPasswordSchema>;

/** A one-use link (72 hours) where the new member sets their own password; shown once. */
export const invitationSchema = z.object({ user: staffMemberSchema, invitationUrl: z.string() });
export const newAccountSchema = z.union([temporaryPasswordSchema, invitationSchema]);
export type NewAccount = z.infer<typeof newAccountSchema>;

/** The invitation page sends the token from the link with the chosen password. */
export const acceptInvitationSchema = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(1, 'Choose a password.').max(passwordMaxLength),
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

export const invitationLifetimeHours = 72;

// ----- My account -----

export const sessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string(),
  address: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) });

/** `DELETE /api/auth/sessions/others` signs out every session but the current one. */
export const otherSessions = 'others';
export const sessionParamsSchema = z.object({
  id: z.union([z.literal(otherSessions), z.uuid('Not a valid id.')]),
});

export const twoFactorSetupSchema = z.object({ secret: z.string(), uri: z.string() });
/** The current password, which turning two-factor sign-in on or off asks for. */
const currentPassword = z
  .string('Enter your password.')
  .min(1, 'Enter your password.')
  .max(passwordMaxLength);
export const twoFactorEnableSchema = z.object({
  code: twoFactorCodeSchema,
  password: currentPassword,
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const twoFactorDisableSchema = z.object({ password: currentPassword });
