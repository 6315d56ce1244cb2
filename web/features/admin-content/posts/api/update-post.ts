import { postImageField, postSavedSchema, type PostInput } from '#contracts/content/posts.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { multipart } from '#web/features/admin-content/shared/form-data.ts';

/** A new picture replaces the current one; `removeImage: 'true'` removes it. */
export function updatePost(
  id: string,
  input: PostInput,
  image: File | undefined,
  onUploadProgress?: (fraction: number) => void,
) {
  return apiRequest(`/posts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    form: multipart(input, { field: postImageField, file: image }),
    schema: postSavedSchema,
    onUploadProgress,
  });
}
