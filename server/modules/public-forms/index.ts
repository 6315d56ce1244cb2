// The public entry of modules/public-forms (decision 0030): what other units use of it.
export { createPublicForms } from './public-forms.ts';
