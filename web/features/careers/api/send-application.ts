import { submissionAcceptedSchema } from '#contracts/inbox.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Multipart, so the resume travels with the fields; progress drives the upload bar. */
export function sendApplication(form: HTMLFormElement, onProgress: (fraction: number) => void) {
  const data = new FormData(form);
  const resume = data.get('resume');
  // No file chosen: leave the empty part out rather than send a nameless file.
  if (resume instanceof File && resume.size === 0 && !resume.name) data.delete('resume');
  return apiRequest('/careers/applications', {
    method: 'POST',
    form: data,
    schema: submissionAcceptedSchema,
    silent: true,
    onUploadProgress: onProgress,
  });
}
