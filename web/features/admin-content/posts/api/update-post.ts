import { postImagesField, postSavedSchema, type PostInput } from '#contracts/content/posts.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { multipart } from '#web/features/admin-content/shared/form-data.ts';

/** The album as `input.photos` lists it (kept photos by id, new ones from `images`). */
export function updatePost(
  id: string,
  input: PostInput,
  images: File[],
  onUploadProgress?: (fraction: number) => void,
) {
  return apiRequest(`/posts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    form: multipart(input, { field: postImagesField, files: images }),
    schema: postSavedSchema,
    onUploadProgress,
  });
}
