import {
  noticeFileField,
  noticeSavedSchema,
  type NoticeInput,
} from '#contracts/content/notices.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { multipart } from '#web/features/admin-content/shared/form-data.ts';

/** Multipart with the optional attachment; silent: the form shows 'Failed to add notice: ...'. */
export function createNotice(
  input: NoticeInput,
  file: File | undefined,
  onUploadProgress?: (fraction: number) => void,
) {
  return apiRequest('/notices/add', {
    method: 'POST',
    form: multipart(input, { field: noticeFileField, file }),
    schema: noticeSavedSchema,
    silent: true,
    onUploadProgress,
  });
}
