import type { Disclosure } from '#contracts/content/disclosures.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every disclosure document. Silent: the Documents & Reports tab shows its own error. */
export function getDisclosures(signal?: AbortSignal): Promise<Disclosure[]> {
  return apiRequest<Disclosure[]>('/disclosure', { silent: true, signal });
}
