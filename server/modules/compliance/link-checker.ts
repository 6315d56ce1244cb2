import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  checkedLookup,
  RefusedError,
  refusedAddress,
  type OutboundOptions,
} from '#server/lib/outbound-addresses.ts';

/**
 * Checks that a web address a staff member typed still opens, without letting the server be
 * used to reach what only it can reach (SSRF, docs/decisions/0015): http(s) only; the host is
 * resolved and every address checked against private, loopback and link-local ranges before
 * connecting, to the address that was checked; redirects are followed by hand, each hop checked
 * the same way; short timeouts; HEAD first, then GET when HEAD is refused.
 */
export type LinkCheckOptions = OutboundOptions & {
  /** Per request, connection and answer together. */
  timeoutMs?: number;
};

export type LinkResult = { ok: boolean; status?: number; error?: string };

const maxRedirects = 3;
const defaultTimeoutMs = 5000;

function request(url: URL, method: 'HEAD' | 'GET', options: LinkCheckOptions) {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.request(
      url,
      {
        method,
        lookup: checkedLookup(options),
        timeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'user-agent': 'school-website-link-checker', accept: '*/*' },
      },
      (response) => {
        // Only the status matters: the body is never read.
        response.destroy();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function describe(error: unknown): string {
  if (error instanceof RefusedError) return `refused: ${error.message}`;
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return 'timed out';
  if (!(error instanceof Error)) return 'failed';
  // TLS errors say "certificate has expired" without their code (CERT_HAS_EXPIRED): the code is
  // kept too, for the "Details" the dashboard shows under the plain words (link-problem-words.ts).
  const { code } = error as NodeJS.ErrnoException;
  return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}

export async function checkLink(
  address: string,
  options: LinkCheckOptions = {},
): Promise<LinkResult> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, error: 'not a web address' };
  }
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { ok: false, error: 'only http and https addresses are checked' };
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address never goes through lookup: checked here.
    const literal = isIP(host) ? refusedAddress(host, options) : undefined;
    if (literal) return { ok: false, error: `refused: ${literal}` };
    let answer: { status: number; location?: string };
    try {
      answer = await request(url, 'HEAD', options);
      if ([403, 405, 501].includes(answer.status)) answer = await request(url, 'GET', options);
    } catch (error) {
      return { ok: false, error: describe(error) };
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      url = new URL(answer.location, url);
      continue;
    }
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status };
  }
  return { ok: false, error: 'too many redirects' };
}
