// The public entry of modules/health (decision 0030): what other units use of it.
export { healthRoutes } from './health-routes.ts';
