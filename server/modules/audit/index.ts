// The public entry of modules/audit (decision 0030): what other units use of it.
export {
  createAuditRepository,
  type AuditRecord,
  type AuditRepository,
} from './audit-repository.ts';
export { auditRoutes } from './audit-routes.ts';
