import { auditListSchema, type AuditEntry } from '#contracts/content/audit.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function listAudit(limit = 100, signal?: AbortSignal): Promise<AuditEntry[]> {
  return apiRequest(`/admin/audit?limit=${limit}`, { schema: auditListSchema, signal });
}
