// The public entry of modules/compliance (decision 0030): what other units use of it.
export { complianceReport } from './compliance-report.ts';
export { complianceRoutes } from './compliance-routes.ts';
export { createLinkCheckService, type LinkCheckService } from './link-check-service.ts';
export type { LinkCheckOptions } from './link-checker.ts';
