import { newsImageField, newsSavedSchema, type NewsInput } from '#contracts/content/news.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { multipart } from '#web/features/admin-content/shared/form-data.ts';

/** A new picture replaces the current one; without one the picture is kept. */
export function updateNews(
  id: string,
  input: NewsInput,
  image: File | undefined,
  onUploadProgress?: (fraction: number) => void,
) {
  return apiRequest(`/latestnews/${encodeURIComponent(id)}`, {
    method: 'PUT',
    form: multipart(input, { field: newsImageField, file: image }),
    schema: newsSavedSchema,
    onUploadProgress,
  });
}
