import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Checks that a web address a staff member typed still opens, without letting the server be
 * used to reach what only it can reach (SSRF, docs/decisions/0015): http(s) only; the host is
 * resolved and every address checked against private, loopback and link-local ranges before
 * connecting, to the address that was checked; redirects are followed by hand, each hop checked
 * the same way; short timeouts; HEAD first, then GET when HEAD is refused.
 */
export type LinkCheckOptions = {
  /** Only the tests' local servers: loopback addresses (127.0.0.0/8, ::1) are then allowed. */
  allowLoopback?: boolean;
  /** Per request, connection and answer together. */
  timeoutMs?: number;
};

export type LinkResult = { ok: boolean; status?: number; error?: string };

const maxRedirects = 3;
const defaultTimeoutMs = 5000;

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Why an address may not be fetched, or undefined when it may. */
export function refusedAddress(
  address: string,
  options: LinkCheckOptions = {},
): string | undefined {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(plain, family)) return options.allowLoopback ? undefined : 'loopback address';
  if (refused.check(plain, family)) return 'private or reserved address';
  return undefined;
}

class RefusedError extends Error {}

/** dns.lookup, refusing the connection when any resolved address is private. */
function checkedLookup(options: LinkCheckOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const bad = addresses.map((entry) => refusedAddress(entry.address, options)).find(Boolean);
      if (bad || addresses.length === 0)
        return callback(new RefusedError(bad ?? 'no address'), '', 4);
      if (lookupOptions.all) return callback(null, addresses as never, 4);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

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
  return error instanceof Error ? error.message : 'failed';
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
