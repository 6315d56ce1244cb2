import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayDetailsSchema,
  dayParamsSchema,
  monthQuerySchema,
  monthSummarySchema,
} from '#contracts/content/calendar.ts';
import type { DatedEntryService } from './dated-entries/dated-entries-service.ts';
import { errorResponses, publicRead } from './route-helpers.ts';

type Options = { events: DatedEntryService; leaves: DatedEntryService };

/** The calendar's day panel and month marks, read from events and holidays. */
export const calendarRoutes: FastifyPluginAsyncZod<Options> = async (app, { events, leaves }) => {
  const tags = ['calendar'];
  // The existing calendar calls the host without the /api prefix.
  for (const url of ['/details/:date', '/api/details/:date']) {
    app.get(
      url,
      {
        config: publicRead,
        schema: {
          tags,
          params: dayParamsSchema,
          response: { 200: dayDetailsSchema, ...errorResponses },
        },
      },
      async (request) => {
        const [dayEvents, dayLeaves] = await Promise.all([
          events.onDate(request.params.date),
          leaves.onDate(request.params.date),
        ]);
        return {
          event: dayEvents[0] ?? null,
          leave: dayLeaves[0] ?? null,
          events: dayEvents,
          leaves: dayLeaves,
        };
      },
    );
  }

  app.get(
    '/api/calendar',
    {
      config: publicRead,
      schema: {
        tags,
        querystring: monthQuerySchema,
        response: { 200: monthSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { month } = request.query;
      const [eventDates, leaveDates] = await Promise.all([
        events.datesInMonth(month),
        leaves.datesInMonth(month),
      ]);
      return { month, events: eventDates, leaves: leaveDates };
    },
  );
};
