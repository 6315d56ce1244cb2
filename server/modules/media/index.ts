// The public entry of modules/media (decision 0030): what other units use of it.
export { mediaRoutes } from './media-routes.ts';
export { createMediaService } from './media-service.ts';
export type { FileHoldings } from './media-uses.ts';
