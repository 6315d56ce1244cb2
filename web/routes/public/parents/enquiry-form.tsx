import { redirect } from 'react-router';
import { languageOfPath, pathInLanguage } from '#contracts/languages.ts';
import { publicContent } from '#web/lib/public-content.ts';
import type { Route } from './+types/enquiry-form';

/**
 * The admission enquiry is the online form the school gave in its settings: this address sends
 * the visitor there with an HTTP redirect (302, not 301: the school may move its form), which
 * needs no script (decision 0026); a school without one is written to from the contact page.
 * It is no page of this site, so it is left out of the sitemap (`handle`).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { admissionUrl } = await publicContent(context).school();
  return redirect(admissionUrl || pathInLanguage('/contact', languageOfPath(url.pathname)), 302);
}

export const handle = { redirectsAway: true };
