// The public entry of modules/school-look (decision 0030): what other units use of it.
export { createLogoReader } from './read-logo.ts';
export { createSchoolLook, type SchoolLook } from './school-look.ts';
