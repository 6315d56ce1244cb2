import {
  noticeFileField,
  noticeSavedSchema,
  type NoticeInput,
} from '#contracts/content/notices.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { multipart } from '#web/features/admin-content/shared/form-data.ts';

/** A new file replaces the attachment; `removeFile: 'true'` drops it. */
export function updateNotice(
  id: string,
  input: NoticeInput,
  file: File | undefined,
  onUploadProgress?: (fraction: number) => void,
) {
  return apiRequest(`/notices/${encodeURIComponent(id)}`, {
    method: 'PUT',
    form: multipart(input, { field: noticeFileField, file }),
    schema: noticeSavedSchema,
    onUploadProgress,
  });
}
