// The public entry of modules/uploads (decision 0030): what other units use of it.
export { uploadsRoutes } from './uploads-routes.ts';
