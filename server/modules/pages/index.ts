// The public entry of modules/pages (decision 0030): what other units use of it.
export { pagesRoutes } from './pages-routes.ts';
export { createPagesService } from './pages-service.ts';
export { isReservedAddress } from './reserved-addresses.ts';
export { seedSite } from './seed-site.ts';
export { demoSchoolFacts, teacherSectionRatio } from './seed/demo-school-facts.ts';
export { isDemoSchool } from './seed/is-the-demo.ts';
