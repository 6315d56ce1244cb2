import {
  schoolInformationSavedSchema,
  type SectionId,
} from '#contracts/content/school-information.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * Saves one section: the form sends all its fields (a field left out would keep its stored value,
 * contracts/content/school-information.ts); the answer is the whole School Information as the
 * public page shows it.
 */
export function updateSchoolInformation(section: SectionId, body: Record<string, unknown>) {
  return apiRequest(`/school-information/${section}`, {
    method: 'PUT',
    json: body,
    schema: schoolInformationSavedSchema,
    silent: true,
  });
}
