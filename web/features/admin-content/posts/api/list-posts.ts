import { postListSchema, type Post } from '#contracts/content/posts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function listPosts(signal?: AbortSignal): Promise<Post[]> {
  const { data } = await apiRequest('/posts', { schema: postListSchema, signal });
  return data;
}
