import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { searchAnswerSchema, searchQuerySchema } from '#contracts/search.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { publicAccess } from '#server/lib/route-access.ts';
import { tooManyAttempts } from '#server/rate-limits/too-many-attempts.ts';
import type { Search } from './search-service.ts';

/**
 * GET /api/search: public, limited per address (search-service.ts), answered no-store: the
 * answer depends on the clock (scheduled items appear at their time without a write that would
 * drop a cached one), a cache keyed by every question typed would fill with one-off answers, and
 * a cached answer would be served past the per-address limit.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ search: Search }> = async (app, { search }) => {
  app.get(
    '/api/search',
    {
      config: publicAccess,
      // Before validation: a refused question (400) is not kept either.
      onRequest: async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      },
      schema: {
        tags: ['search'],
        description:
          'Finds published pages, notices and circulars (their PDFs too), news, events, holidays, gallery albums and disclosure documents. Words are searched as typed beginnings of words; when nothing matches, the answer holds the results for the closest spelling (`correctedQuery`).',
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const outcome = await search({ ...request.query, clientKey: clientAddressKey(request.ip) });
      if (outcome.outcome === 'refused')
        throw tooManyAttempts('Too many searches from your connection', outcome.retryAfterSeconds);
      return outcome.answer;
    },
  );
};
