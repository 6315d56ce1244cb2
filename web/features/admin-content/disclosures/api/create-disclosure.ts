import {
  disclosureFileField,
  disclosureSavedSchema,
  type DisclosureInput,
} from '#contracts/content/disclosures.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { multipart } from '#web/features/admin-content/shared/form-data.ts';

/** Multipart with the required document; silent: the form shows 'Failed to add disclosure: ...'. */
export function createDisclosure(
  input: DisclosureInput,
  file: File | undefined,
  onUploadProgress?: (fraction: number) => void,
) {
  return apiRequest('/disclosure/addDisclosure', {
    method: 'POST',
    form: multipart(input, { field: disclosureFileField, file }),
    schema: disclosureSavedSchema,
    silent: true,
    onUploadProgress,
  });
}
