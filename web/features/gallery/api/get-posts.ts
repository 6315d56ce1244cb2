import type { Post } from '#contracts/content/posts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Gallery posts, newest first; `limit` for the home page's three. Silent: pages show their error text. */
export async function getPosts({
  limit,
  signal,
}: { limit?: number; signal?: AbortSignal } = {}): Promise<Post[]> {
  const query = limit ? `?limit=${limit}` : '';
  const response = await apiRequest<{ data: Post[] }>(`/posts${query}`, {
    silent: true,
    signal,
  });
  return response.data;
}

/** Every post, for the gallery pages (module-level so useRemoteData loads it once). */
export const loadAllPosts = (signal: AbortSignal) => getPosts({ signal });

/** The home page's three "values in action" posts. */
export const loadValuePosts = (signal: AbortSignal) => getPosts({ limit: 3, signal });
