import type { Notice } from '#contracts/content/notices.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** All notices (newest first), with attachment details when one is attached. */
export function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  return apiRequest<Notice[]>('/notices', { silent: true, signal });
}
