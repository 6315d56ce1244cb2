// The public entry of modules/contact (decision 0030): what other units use of it.
export { createContactMessages, type ContactMessages } from './contact-messages.ts';
export { contactRoutes } from './contact-routes.ts';
