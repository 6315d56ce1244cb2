import { redirect } from 'react-router';
import { schoolIdentity } from '#contracts/school-identity.ts';

/**
 * The admission enquiry is the external form's: this address sends the visitor there with an
 * HTTP redirect (302, not 301: the school may move its form), which needs no script (decision
 * 0026). It is no page of this site, so it is left out of the sitemap (`handle`).
 */
export const loader = () => redirect(schoolIdentity.admissionUrl, 302);

export const handle = { redirectsAway: true };
