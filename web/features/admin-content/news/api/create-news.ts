import { newsImageField, newsSavedSchema, type NewsInput } from '#contracts/content/news.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { multipart } from '#web/features/admin-content/shared/form-data.ts';

/** Multipart with the required picture; silent: the form shows its own failure text. */
export function createNews(
  input: NewsInput,
  image: File | undefined,
  onUploadProgress?: (fraction: number) => void,
) {
  return apiRequest('/latestnews', {
    method: 'POST',
    form: multipart(input, { field: newsImageField, file: image }),
    schema: newsSavedSchema,
    silent: true,
    onUploadProgress,
  });
}
