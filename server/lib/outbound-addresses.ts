import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Requests the server makes to an address someone else gave it (a staff member's link, a
 * phone's push endpoint) must not reach what only the server can reach (SSRF, decisions 0015
 * and 0022): every resolved address is checked before connecting, to the address that was
 * checked. Only what ipaddr.js calls 'unicast' passes (its ranges name private, loopback,
 * link-local, unique-local, carrier-grade NAT, multicast, broadcast, reserved and the rest), and
 * an IPv6 address that carries an IPv4 address is judged by the IPv4 address it reaches.
 */
export type OutboundOptions = {
  /** Only the tests' local servers: loopback addresses (127.0.0.0/8, ::1) are then allowed. */
  allowLoopback?: boolean;
};

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** The IPv4 address in two 16-bit parts of an IPv6 address. */
const fromParts = (parts: number[], index: number) => {
  const [high, low] = [parts[index]!, parts[index + 1]!];
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
};

/** ::/96 but :: and ::1: IPv4-compatible (RFC 4291, deprecated), still routed as IPv4 by some stacks. */
const isIPv4Compatible = (address: IPv6) =>
  address.parts.slice(0, 6).every((part) => part === 0) && address.range() === 'unicast';

const nat64WellKnown = ipaddr.parseCIDR('64:ff9b::/96') as [IPv6, number];

/** The IPv4 address an IPv6 form leads to, 'refused' when it cannot be told, else undefined. */
function embeddedIPv4(address: IPv6): IPv4 | 'refused' | undefined {
  const { parts } = address;
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:0:0/96
    case 'rfc6145': // ::ffff:0:0:0/96 (translated)
      return fromParts(parts, 6);
    case 'rfc6052': // NAT64: 64:ff9b::/96 ends with the IPv4 address; 64:ff9b:1::/48 is local use
      return address.match(nat64WellKnown) ? fromParts(parts, 6) : 'refused';
    case '6to4': // 2002:AABB:CCDD::/48 leads to AA.BB.CC.DD
      return fromParts(parts, 1);
    case 'teredo': // 2001::/32: the client address is obfuscated and the relays are anywhere
      return 'refused';
    default:
      return isIPv4Compatible(address) ? fromParts(parts, 6) : undefined;
  }
}

/** IANA's global unicast space: ipaddr.js calls all it does not name 'unicast', ::/8 included. */
const globalUnicast = ipaddr.parseCIDR('2000::/3') as [IPv6, number];

function refusedRange(address: IPv4 | IPv6, options: OutboundOptions): string | undefined {
  const range = address.range();
  if (range === 'loopback') return options.allowLoopback ? undefined : 'loopback address';
  if (range !== 'unicast') return `private or reserved address (${range})`;
  if (address.kind() === 'ipv6' && !(address as IPv6).match(globalUnicast))
    return 'reserved address (outside 2000::/3)';
  return undefined;
}

/** Why an address may not be fetched, or undefined when it may. */
export function refusedAddress(address: string, options: OutboundOptions = {}): string | undefined {
  // net.isIP first: ipaddr.js also reads forms such as 1.2.3 that no resolver answers with.
  if (!isIP(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return refusedRange(parsed, options);
  const embedded = embeddedIPv4(parsed as IPv6);
  if (embedded === 'refused')
    return 'IPv6 address leading to an IPv4 address that cannot be checked';
  return refusedRange(embedded ?? parsed, options);
}

export class RefusedError extends Error {}

/** dns.lookup, refusing the connection when any resolved address is private. */
export function checkedLookup(options: OutboundOptions): LookupFunction {
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
