import { describe, expect, it } from 'vitest';
import { linkProblemReason, linkProblemWords } from './link-problem-words.ts';

const url = (problem: string, target = 'https://admissions.example/form') =>
  ({ kind: 'url', target, problem }) as const;

describe('link problems in plain words', () => {
  it.each([
    [
      'getaddrinfo ENOTFOUND admissions.example',
      'site-not-found',
      'The site admissions.example could not be found: check the address.',
    ],
    ['getaddrinfo EAI_AGAIN admissions.example', 'site-not-found', 'could not be found'],
    ['connect ECONNREFUSED 203.0.113.5:443', 'connection-refused', 'refused the connection'],
    ['read ECONNRESET', 'connection-dropped', 'broke off the connection'],
    ['socket hang up (ECONNRESET)', 'connection-dropped', 'try again later'],
    [
      'timed out',
      'timed-out',
      'The site did not answer in time: try again later, or check the address.',
    ],
    [
      'certificate has expired (CERT_HAS_EXPIRED)',
      'certificate',
      "The site's certificate is not valid",
    ],
    ['self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT)', 'certificate', 'certificate'],
    [
      "Hostname/IP does not match certificate's altnames: Host: a. is not in the cert's altnames",
      'certificate',
      'certificate',
    ],
    [
      'refused: private or reserved address (private)',
      'blocked-address',
      'The address is not allowed (a private network address)',
    ],
    ['too many redirects', 'too-many-redirects', 'again and again'],
    ['not a web address', 'not-web-address', 'not a web address'],
    ['only http and https addresses are checked', 'not-http', 'http:// or https://'],
    [
      'answered 404',
      'page-not-found',
      'The page answered 404 (not found): the page may have moved; find its new address.',
    ],
    ['answered 410', 'page-gone', 'removed'],
    ['answered 403', 'page-forbidden', 'The page answered 403 (not open to visitors)'],
    ['answered 400', 'page-error', 'The page answered 400 (cannot be opened)'],
    [
      'answered 503',
      'server-error',
      'The site answered 503 (an error on the site): try again later.',
    ],
    ['answered 301', 'redirect-without-address', 'answered 301 (moved) without saying where'],
    ['could not be checked', 'other', 'could not be opened'],
  ])('%s → %s', (problem, reason, words) => {
    expect(linkProblemReason(url(problem))).toBe(reason);
    expect(linkProblemWords(url(problem))).toContain(words);
    // The clerk never reads the technical reason in the sentence.
    expect(linkProblemWords(url(problem))).not.toMatch(/ENOTFOUND|ECONN|getaddrinfo|CERT_/);
  });

  it('says what to do about a page of this site and a missing stored file', () => {
    expect(
      linkProblemWords({ kind: 'site', target: '/old-fees', problem: 'this site answered 404' }),
    ).toBe(
      'The page answered 404 (not found): it may have been renamed or taken offline; choose the page again.',
    );
    expect(
      linkProblemWords({
        kind: 'document',
        target: 'Fire.pdf',
        problem: 'the stored file is missing',
      }),
    ).toBe('The stored file is missing: upload the document again.');
  });
});
