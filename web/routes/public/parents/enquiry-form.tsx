import { redirect } from 'react-router';
import { admissionApplyPath } from '#contracts/admission-links.ts';
import { languageOfPath, pathInLanguage } from '#contracts/languages.ts';
import { publicContent } from '#web/lib/public-content.ts';
import type { Route } from './+types/enquiry-form';

/**
 * The admission enquiry: while the site takes applications itself (decision 0029), its own form
 * in the page's language; otherwise the online form the school gave in its settings. This address
 * sends the visitor there with an HTTP redirect (302, not 301: either may change), which needs
 * no script (decision 0026); a school with neither is written to from the contact page. It is no
 * page of this site, so it is left out of the sitemap (`handle`).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const reader = publicContent(context, url);
  const language = languageOfPath(url.pathname);
  if (await reader.admissionsOnSite())
    return redirect(pathInLanguage(admissionApplyPath, language), 302);
  const { admissionUrl } = await reader.school();
  return redirect(admissionUrl || pathInLanguage('/contact', language), 302);
}

export const handle = { redirectsAway: true };
