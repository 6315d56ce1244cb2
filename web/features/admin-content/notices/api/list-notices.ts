import { noticeListSchema, type Notice } from '#contracts/content/notices.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function listNotices(signal?: AbortSignal): Promise<Notice[]> {
  return apiRequest('/notices', { schema: noticeListSchema, signal });
}
