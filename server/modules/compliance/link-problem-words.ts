import type { BrokenLink } from '#contracts/compliance.ts';

/**
 * What went wrong with a link, in an office clerk's words: what happened and what to do. The
 * checker's own reason (link-checker.ts, link-check-service.ts) stays as the technical detail.
 * Read from the reason text rather than a stored code, so a run kept before these words existed
 * reads the same way.
 */
export type LinkProblemReason =
  | 'site-not-found'
  | 'connection-refused'
  | 'connection-dropped'
  | 'timed-out'
  | 'certificate'
  | 'blocked-address'
  | 'too-many-redirects'
  | 'not-web-address'
  | 'not-http'
  | 'page-not-found'
  | 'page-gone'
  | 'page-forbidden'
  | 'page-error'
  | 'server-error'
  | 'redirect-without-address'
  | 'file-missing'
  | 'other';

type Problem = Pick<BrokenLink, 'target' | 'kind' | 'problem'>;

const statusOf = (problem: string) => Number(/answered (\d{3})\b/.exec(problem)?.[1] ?? NaN);

export function linkProblemReason({ kind, problem }: Problem): LinkProblemReason {
  if (kind === 'document') return 'file-missing';
  if (/^refused: /.test(problem)) return 'blocked-address';
  if (/ENOTFOUND|EAI_AGAIN|EAI_NONAME/.test(problem)) return 'site-not-found';
  if (/ECONNREFUSED/.test(problem)) return 'connection-refused';
  if (/timed out|ETIMEDOUT/i.test(problem)) return 'timed-out';
  if (/CERT|certificate|altnames|SSL|TLS|EPROTO/i.test(problem)) return 'certificate';
  if (/ECONNRESET|EPIPE|socket hang up|EHOSTUNREACH|ENETUNREACH/.test(problem))
    return 'connection-dropped';
  if (problem === 'too many redirects') return 'too-many-redirects';
  if (problem === 'not a web address') return 'not-web-address';
  if (/^only http/.test(problem)) return 'not-http';
  const status = statusOf(problem);
  if (status === 404) return 'page-not-found';
  if (status === 410) return 'page-gone';
  if (status === 401 || status === 403) return 'page-forbidden';
  if (status >= 300 && status < 400) return 'redirect-without-address';
  if (status >= 500) return 'server-error';
  if (status >= 400) return 'page-error';
  return 'other';
}

/** The host of an address, or the address itself when it is not one. */
function siteOf(target: string): string {
  try {
    return new URL(target).hostname || target;
  } catch {
    return target;
  }
}

/** One sentence: what happened, then (after a colon) what to do. */
export function linkProblemWords(link: Problem): string {
  const reason = linkProblemReason(link);
  const status = statusOf(link.problem);
  const site = siteOf(link.target);
  const onThisSite = link.kind === 'site';
  switch (reason) {
    case 'file-missing':
      return 'The stored file is missing: upload the document again.';
    case 'blocked-address':
      return 'The address is not allowed (a private network address): use the public address of the page.';
    case 'site-not-found':
      return `The site ${site} could not be found: check the address.`;
    case 'connection-refused':
      return `The site ${site} refused the connection: check the address, or try again later.`;
    case 'connection-dropped':
      return `The site ${site} broke off the connection: try again later.`;
    case 'timed-out':
      return 'The site did not answer in time: try again later, or check the address.';
    case 'certificate':
      return `The site's certificate is not valid: check the address, or tell the site's owners.`;
    case 'too-many-redirects':
      return 'The page sends visitors on to other addresses again and again: find the page’s final address.';
    case 'not-web-address':
      return 'This is not a web address: check how it is typed.';
    case 'not-http':
      return 'Only web addresses starting with http:// or https:// can be opened by visitors: use a web address.';
    case 'page-not-found':
      return onThisSite
        ? 'The page answered 404 (not found): it may have been renamed or taken offline; choose the page again.'
        : 'The page answered 404 (not found): the page may have moved; find its new address.';
    case 'page-gone':
      return 'The page answered 410 (removed): link to another page or remove the link.';
    case 'page-forbidden':
      return `The page answered ${status} (not open to visitors): link to a public page instead.`;
    case 'redirect-without-address':
      return `The page answered ${status} (moved) without saying where: find its new address.`;
    case 'server-error':
      return `The site answered ${status} (an error on the site): try again later.`;
    case 'page-error':
      return `The page answered ${status} (cannot be opened): check the address.`;
    case 'other':
      return 'The link could not be opened: check the address, or try again later.';
  }
}
