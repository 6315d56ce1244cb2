import { postImagesField, postSavedSchema, type PostInput } from '#contracts/content/posts.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { multipart } from '#web/features/admin-content/shared/form-data.ts';

/** Multipart with the album's new photos; silent: the form shows the server's message itself. */
export function createPost(
  input: PostInput,
  images: File[],
  onUploadProgress?: (fraction: number) => void,
) {
  return apiRequest('/posts', {
    method: 'POST',
    form: multipart(input, { field: postImagesField, files: images }),
    schema: postSavedSchema,
    silent: true,
    onUploadProgress,
  });
}
