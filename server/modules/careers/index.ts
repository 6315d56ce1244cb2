// The public entry of modules/careers (decision 0030): what other units use of it.
export { createCareerApplications, type CareerApplications } from './career-applications.ts';
export { careersRoutes } from './careers-routes.ts';
export { readPositionLabels } from './position-labels.ts';
export {
  createPositionsRepository,
  positionsEntity,
  type PositionsRepository,
} from './positions-repository.ts';
export { positionsRoutes } from './positions-routes.ts';
export { validateResume } from './read-application.ts';
