import { auditListSchema, type AuditEntry } from '#contracts/content/audit.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function listAudit(limit = 100): Promise<AuditEntry[]> {
  return apiRequest(`/admin/audit?limit=${limit}`, { schema: auditListSchema });
}
