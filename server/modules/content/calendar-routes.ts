import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayDetailsSchema,
  dayParamsSchema,
  monthQuerySchema,
  monthSummarySchema,
} from '#contracts/content/calendar.ts';
import type { CalendarQueries } from './calendar-queries.ts';
import { errorResponses, publicReadOf } from '#server/http/route-helpers.ts';

type Options = { calendar: CalendarQueries };

/** The calendar's day panel and month marks, read from events and holidays. */
export const calendarRoutes: FastifyPluginAsyncZod<Options> = async (app, { calendar }) => {
  const tags = ['calendar'];
  app.get(
    '/api/details/:date',
    {
      config: publicReadOf('events', 'leaves'),
      schema: {
        tags,
        params: dayParamsSchema,
        response: { 200: dayDetailsSchema, ...errorResponses },
      },
    },
    (request) => calendar.dayDetails(request.params.date),
  );

  app.get(
    '/api/calendar',
    {
      config: publicReadOf('events', 'leaves'),
      schema: {
        tags,
        querystring: monthQuerySchema,
        response: { 200: monthSummarySchema, ...errorResponses },
      },
    },
    (request) => calendar.monthSummary(request.query.month),
  );
};
