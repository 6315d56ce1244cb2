import { noticeSchema, type Notice } from '#contracts/content/notices.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every notice, scheduled and unpublished ones too, with its publication. */
export function listNotices(signal?: AbortSignal): Promise<Array<Notice & Publication>> {
  return apiRequest('/admin/notices', { schema: staffListSchema(noticeSchema), signal });
}
