import type { NewsItem } from '#contracts/content/news.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The latest news, newest first. Silent: a failure is only logged (spec), the section stays empty. */
export function getLatestNews(signal?: AbortSignal): Promise<NewsItem[]> {
  return apiRequest<NewsItem[]>('/latestnews/', { silent: true, signal });
}
