import { disclosureListSchema, type Disclosure } from '#contracts/content/disclosures.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function listDisclosures(signal?: AbortSignal): Promise<Disclosure[]> {
  return apiRequest('/disclosure', { schema: disclosureListSchema, signal });
}
