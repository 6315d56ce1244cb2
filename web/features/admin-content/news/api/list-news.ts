import { newsListSchema, type NewsItem } from '#contracts/content/news.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function listNews(signal?: AbortSignal): Promise<NewsItem[]> {
  return apiRequest('/latestnews/', { schema: newsListSchema, signal });
}
