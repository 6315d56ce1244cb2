import type { SchoolInformation } from '#contracts/content/school-information.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The School Information sections and the documents they link to. Silent: callers show the error. */
export function getSchoolInformation(signal?: AbortSignal): Promise<SchoolInformation> {
  return apiRequest<SchoolInformation>('/school-information', {
    silent: true,
    signal,
  });
}
