import { postImageField, postSavedSchema, type PostInput } from '#contracts/content/posts.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { multipart } from '#web/features/admin-content/shared/form-data.ts';

/** Multipart with the optional picture; silent: the form shows the server's message itself. */
export function createPost(
  input: PostInput,
  image: File | undefined,
  onUploadProgress?: (fraction: number) => void,
) {
  return apiRequest('/posts', {
    method: 'POST',
    form: multipart(input, { field: postImageField, file: image }),
    schema: postSavedSchema,
    silent: true,
    onUploadProgress,
  });
}
