import type { NewsItem } from '#contracts/content/news.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The latest news, newest first. Silent: a failure is only logged (as on the original site), the section stays empty. */
export function getLatestNews(signal?: AbortSignal): Promise<NewsItem[]> {
  return apiRequest<NewsItem[]>('/latestnews/', { silent: true, signal });
}
