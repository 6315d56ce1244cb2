import { apiRequest } from '#web/lib/api-client.ts';

// No answer schema: public pages leave zod out (api-client.ts); the server checks every answer.

/** The setup as JSON, when the browser runs the page's script: POST /api/setup. */
export const completeSetup = (request: unknown) =>
  apiRequest<{ message: string }>('/setup', { method: 'POST', json: request, silent: true });
