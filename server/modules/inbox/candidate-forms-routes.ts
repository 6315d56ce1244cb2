import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  candidateFormListSchema,
  candidateFormLists,
  type CandidateForm,
  type CandidateFormList,
} from '#contracts/candidate-forms.ts';
import type { InboxApplication } from '#contracts/inbox.ts';
import { staffAccess } from '#server/lib/route-access.ts';
import type { ApplicationsRepository } from './applications-repository.ts';

/** As many as the Inbox's Applications view shows. */
const listLimit = 500;

function candidateForm(application: InboxApplication, status: CandidateForm['status']) {
  const { id, fullName, email, phone, position, experience, createdAt } = application;
  return {
    _id: id,
    id,
    fullName,
    email,
    phone,
    position,
    experience,
    resume: application.resume ? `/api/admin/inbox/applications/${id}/resume` : null,
    status,
    createdAt,
  } satisfies CandidateForm;
}

/**
 * The original admin's Careers tab (decision 0014): job applications by state, in the shape it
 * reads, for the staff who may see job applications. Personal data, never cached.
 */
export const candidateFormsRoutes: FastifyPluginAsyncZod<{
  applications: ApplicationsRepository;
}> = async (app, { applications }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  for (const [list, { status, statuses }] of Object.entries(candidateFormLists) as Array<
    [CandidateFormList, (typeof candidateFormLists)[CandidateFormList]]
  >)
    app.get(
      `/api/candidateForm/${list}`,
      {
        config: staffAccess('inbox'),
        schema: {
          tags: ['admin'],
          description: `The original admin's Careers tab: the ${status} applications, newest first.`,
          response: { 200: candidateFormListSchema, 401: apiErrorSchema },
        },
      },
      async () => {
        const found = await Promise.all(
          statuses.map((each) => applications.list({ status: each }, listLimit)),
        );
        return (
          found
            .flat()
            // The Inbox's order: newest first, then by id.
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
            .slice(0, listLimit)
            .map((application) => candidateForm(application, status))
        );
      },
    );
};
