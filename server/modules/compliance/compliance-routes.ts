import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { complianceSchema } from '#contracts/compliance.ts';
import { staffAccess } from '#server/lib/route-access.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';
import type { ContentServices } from '#server/modules/content/index.ts';
import { complianceReport } from './compliance-report.ts';
import type { LinkCheckService } from './link-check-service.ts';

type ComplianceRoutesOptions = {
  services: ContentServices;
  linkChecks: LinkCheckService;
  clock: () => Date;
};

const tags = ['compliance'];
const access = staffAccess('content');
const response = { 200: complianceSchema, 401: apiErrorSchema };

/** The compliance dashboard: the staff who edit the disclosure see what it lacks. */
export const complianceRoutes: FastifyPluginAsyncZod<ComplianceRoutesOptions> = async (
  app,
  { services, linkChecks, clock },
) => {
  const report = async (links = linkChecks.latest()) =>
    complianceReport(await services.schoolInformation.get(), todayInKolkata(clock()), await links);

  app.get('/api/admin/compliance', { config: access, schema: { tags, response } }, () => report());

  // On demand: checks every link now (a few seconds at most: short timeouts, four at a time).
  app.post('/api/admin/compliance/link-check', { config: access, schema: { tags, response } }, () =>
    report(linkChecks.run()),
  );
};
