// The public entry of modules/today (decision 0030): what other units use of it.
export { todayRoutes } from './today-routes.ts';
