/**
 * The query parameters public pages read (calendar month and day, list page, notices filter with
 * its audience and academic year, disclosure search and category, the careers tab, a form's "sent"
 * after its POST, a mailed link's or the setup address's token) and the one the router adds to
 * data requests. Pages are rendered from the URL with only these, so any other parameter cannot
 * multiply cache entries. A page with a token says no-store: it is never kept (decision 0026).
 */
const pageParameters = [
  'apply',
  'audience',
  'category',
  'date',
  'month',
  'page',
  'q',
  'sent',
  'show',
  'token',
  'year',
  '_routes',
];

/** The pages whose token is their input: mailed links, and the setup screen's printed address. */
const linkPage = /^(\/hi)?\/(subscriptions\/|setup$|admissions\/status$)/;

/**
 * Parameters only one page reads, kept for it alone: the admission form's first step (class and
 * date of birth; the page says no-store, so none is kept) and the status page's acknowledgement.
 */
const ownParameters: Array<[RegExp, string[]]> = [
  [/^(\/hi)?\/admissions\/apply$/, ['class', 'dob']],
  [/^(\/hi)?\/admissions\/status$/, ['received']],
];

/** The router's route-discovery endpoint: its `p` and `version` parameters are its input. */
export const manifestPath = '/__manifest';

/** `/gallery?utm=x&page=2` -> `/gallery?page=2`: what a page is rendered from and cached under. */
export function pageUrl(url: URL): string {
  if (url.pathname === manifestPath || url.search === '') return url.pathname + url.search;
  const kept = new URLSearchParams();
  for (const name of pageParameters) {
    // A mailed link's token belongs to the pages behind the links, which are never cached.
    if (name === 'token' && !linkPage.test(url.pathname)) continue;
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  for (const [page, names] of ownParameters)
    if (page.test(url.pathname))
      for (const name of names) {
        const value = url.searchParams.get(name);
        if (value !== null) kept.set(name, value);
      }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

export function isAdminPath(pathname: string): boolean {
  return (
    pathname === '/admin-login' ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/admin-login.') ||
    pathname.startsWith('/admin.')
  );
}
