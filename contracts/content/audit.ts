import { z } from '../zod.ts';

export const auditActions = ['create', 'update', 'delete'] as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  adminUsername: z.string(),
  action: z.enum(auditActions),
  /** events, leaves, notices, news, posts or disclosures. */
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
