import { newsItemSchema, type NewsItem } from '#contracts/content/news.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every news item, scheduled and unpublished ones too, with its publication. */
export function listNews(signal?: AbortSignal): Promise<Array<NewsItem & Publication>> {
  return apiRequest('/admin/news', { schema: staffListSchema(newsItemSchema), signal });
}
