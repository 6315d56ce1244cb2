import { complianceSchema, type Compliance } from '#contracts/compliance.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The dashboard's figures, with the latest link check. Silent: the tab shows the error. */
export function getCompliance(signal?: AbortSignal): Promise<Compliance> {
  return apiRequest('/admin/compliance', { schema: complianceSchema, silent: true, signal });
}

/** Checks every link and stored document now; answers the dashboard with the new results. */
export function runLinkCheck(): Promise<Compliance> {
  return apiRequest('/admin/compliance/link-check', {
    method: 'POST',
    schema: complianceSchema,
    silent: true,
  });
}
