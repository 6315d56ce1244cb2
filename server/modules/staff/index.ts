// The public entry of modules/staff (decision 0030): what other units use of it.
export { createStaffRepository, invitationAttempts } from './staff-repository.ts';
export { staffRoutes } from './staff-routes.ts';
