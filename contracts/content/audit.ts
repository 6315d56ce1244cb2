import { z } from '../zod.ts';

/** Changes, and the sign-in events of staff accounts (entity `account`). */
export const auditActions = [
  'create',
  'update',
  'delete',
  'sign-in',
  'sign-in-failed',
  'role-change',
  /** Out of the trash (server/modules/trash/): back at its address. */
  'restore',
  /** Removed for good from the trash after 30 days. */
  'purge',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Who did it: the signed-in staff member, `command line` for `npm run admin`, or for a failed sign-in the account tried. */
  adminUsername: z.string(),
  action: z.enum(auditActions),
  /** events, leaves, notices, news, posts, disclosures, account, contact-messages, career-applications or career-positions. */
  entity: z.string(),
  entityId: z.string(),
  summary: z.string(),
  /** ISO 8601 time of the change. */
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export const auditListSchema = z.array(auditEntrySchema);
