import {
  schoolInformationSavedSchema,
  type SectionId,
} from '#contracts/content/school-information.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Replaces one section; the answer is the whole School Information as the public page shows it. */
export function updateSchoolInformation(section: SectionId, body: Record<string, unknown>) {
  return apiRequest(`/school-information/${section}`, {
    method: 'PUT',
    json: body,
    schema: schoolInformationSavedSchema,
    silent: true,
  });
}
