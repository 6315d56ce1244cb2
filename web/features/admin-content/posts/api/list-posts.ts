import { postSchema, type Post } from '#contracts/content/posts.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every gallery post, scheduled and unpublished ones too, with its publication. */
export function listPosts(signal?: AbortSignal): Promise<Array<Post & Publication>> {
  return apiRequest('/admin/posts', { schema: staffListSchema(postSchema), signal });
}
