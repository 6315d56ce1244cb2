/** The site's own application form for parents (decision 0029). */
export const admissionApplyPath = '/admissions/apply';

/** Where the site sent parents to apply before it took applications itself. */
const enquiryPath = '/enquiry-form';

const isAdmissionLink = (to: string, admissionUrl: string) =>
  to === enquiryPath || (admissionUrl !== '' && to === admissionUrl);

/**
 * `value` (the menus, a page's blocks) with every link to the school's external admission form
 * or to /enquiry-form leading to /admissions/apply instead: what visitors see while the site
 * takes applications itself. A link is an object whose `to` or `path` holds the address; an
 * `external` flag beside it is cleared (the form is a page of this site, in the page's
 * language). What staff saved is unchanged: the rewrite is of the answer read for a page.
 */
export function withAdmissionsOnSite<T>(value: T, admissionUrl: string): T {
  if (Array.isArray(value))
    return value.map((entry: unknown) => withAdmissionsOnSite(entry, admissionUrl)) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
    key,
    withAdmissionsOnSite(inner, admissionUrl),
  ]);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  for (const key of ['to', 'path'] as const) {
    const address = object[key];
    if (typeof address === 'string' && isAdmissionLink(address, admissionUrl)) {
      object[key] = admissionApplyPath;
      if (object.external === true) object.external = false;
    }
  }
  return object as T;
}
