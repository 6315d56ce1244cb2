// The public entry of modules/feeds (decision 0030): what other units use of it.
export { feedsRoutes } from './feeds-routes.ts';
