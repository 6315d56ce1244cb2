import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Requests the server makes to an address someone else gave it (a staff member's link, a
 * phone's push endpoint) must not reach what only the server can reach (SSRF, decisions 0015
 * and 0022): every resolved address is checked against private, loopback and link-local ranges
 * before connecting, to the address that was checked.
 */
export type OutboundOptions = {
  /** Only the tests' local servers: loopback addresses (127.0.0.0/8, ::1) are then allowed. */
  allowLoopback?: boolean;
};

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
export function refusedAddress(address: string, options: OutboundOptions = {}): string | undefined {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(plain, family)) return options.allowLoopback ? undefined : 'loopback address';
  if (refused.check(plain, family)) return 'private or reserved address';
  return undefined;
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
