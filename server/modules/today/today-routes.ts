import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { todaySchema, type Today } from '#contracts/admin-today.ts';
import { canUse } from '#contracts/roles.ts';
import { staffAccess } from '#server/lib/route-access.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';
import type { AlertsService } from '#server/modules/circulars/index.ts';
import { complianceReport, type LinkCheckService } from '#server/modules/compliance/index.ts';
import { contentKinds, kindAdmin } from '#contracts/content/content-kinds.ts';
import { kindsOnToday, type ContentServices } from '#server/modules/content/index.ts';
import type { AdmissionReview } from '#server/modules/admissions/index.ts';
import type { InboxRepository } from '#server/modules/inbox/index.ts';
import { alertsToday, contentToday, inboxToday } from './today-report.ts';

type TodayRoutesOptions = {
  services: ContentServices;
  linkChecks: LinkCheckService;
  inbox: InboxRepository;
  /** The admission applications (admission-review.ts). */
  admissions: Pick<AdmissionReview, 'listAll'>;
  alerts: AlertsService;
  clock: () => Date;
};

/**
 * The admin's first screen in one answer, for every role: each part only for the roles that may
 * read it (the same rules as its own screen's routes), none while a temporary password stands.
 */
export const todayRoutes: FastifyPluginAsyncZod<TodayRoutesOptions> = async (
  app,
  { services, linkChecks, inbox, admissions, alerts, clock },
) => {
  const content = async () => {
    const now = clock();
    const [lists, pages, information, links] = await Promise.all([
      // Each kind's service is named by its entity (content-services.ts).
      Promise.all(
        kindsOnToday.map(async (kind) => ({
          kind: kindAdmin(kind).record,
          items: await services[contentKinds[kind].entity].listAll(),
        })),
      ),
      services.pages.list(),
      services.schoolInformation.get(),
      linkChecks.latest(),
    ]);
    return contentToday(lists, pages, complianceReport(information, todayInKolkata(now), links));
  };

  app.get(
    '/api/admin/today',
    {
      config: staffAccess('ownAccount'),
      schema: {
        tags: ['today'],
        description:
          'What needs doing: drafts and scheduled items, lapsing certificates, unread messages and new applications, the last alerts; each part for the roles that may read it.',
        response: { 200: todaySchema, 401: apiErrorSchema },
      },
    },
    async (request): Promise<Today> => {
      const { role, mustChangePassword } = request.admin!;
      if (mustChangePassword) return {};
      const [contentPart, inboxPart, alertsPart] = await Promise.all([
        canUse(role, 'content') ? content() : undefined,
        canUse(role, 'inbox')
          ? Promise.all([inbox.list(), admissions.listAll({ stage: 'new' })]).then(
              ([items, applications]) => inboxToday(items, applications),
            )
          : undefined,
        canUse(role, 'alerts')
          ? alerts.list().then((list) => alertsToday(list, clock()))
          : undefined,
      ]);
      return { content: contentPart, inbox: inboxPart, alerts: alertsPart };
    },
  );
};
