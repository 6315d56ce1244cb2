import {
  disclosureFileField,
  disclosureSavedSchema,
  type DisclosureInput,
} from '#contracts/content/disclosures.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { multipart } from '#web/features/admin-content/shared/form-data.ts';

/** A new document replaces the current one; without one it is kept. */
export function updateDisclosure(
  id: string,
  input: DisclosureInput,
  file: File | undefined,
  onUploadProgress?: (fraction: number) => void,
) {
  return apiRequest(`/disclosure/${encodeURIComponent(id)}`, {
    method: 'PUT',
    form: multipart(input, { field: disclosureFileField, file }),
    schema: disclosureSavedSchema,
    onUploadProgress,
  });
}
