import { describe, expect, it } from 'vitest';
import { refusedAddress } from './outbound-addresses.ts';

// What push endpoints and the link checker may connect to (server/lib/outbound-addresses.ts).
const refused: [kind: string, address: string][] = [
  ['private 10/8', '10.1.2.3'],
  ['private 172.16/12', '172.31.255.1'],
  ['private 192.168/16', '192.168.0.10'],
  ['loopback', '127.0.0.1'],
  ['loopback, elsewhere in 127/8', '127.45.6.7'],
  ['IPv6 loopback', '::1'],
  ['link-local (cloud metadata)', '169.254.169.254'],
  ['IPv6 link-local', 'fe80::1'],
  ['unique-local', 'fd12:3456:789a::1'],
  ['carrier-grade NAT', '100.64.0.1'],
  ['multicast', '224.0.0.251'],
  ['IPv6 multicast', 'ff02::1'],
  ['unspecified', '0.0.0.0'],
  ['IPv6 unspecified', '::'],
  ['this network', '0.1.2.3'],
  ['broadcast', '255.255.255.255'],
  ['reserved 240/4', '240.0.0.1'],
  ['documentation', '192.0.2.1'],
  ['benchmarking', '198.18.0.1'],
  ['IPv6 documentation', '2001:db8::1'],
  ['IPv6 discard', '100::1'],
  ['IPv6 site-local', 'fec0::1'],
  ['IPv6 outside global unicast', '4000::1'],
  ['IPv4-mapped private', '::ffff:10.0.0.1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['IPv4-mapped, hex', '::ffff:a9fe:a9fe'],
  ['IPv4-compatible private', '::10.0.0.1'],
  ['IPv4-compatible, hex', '::a00:1'],
  ['IPv4-compatible link-local', '::a9fe:a9fe'],
  ['IPv4-translated private', '::ffff:0:10.0.0.1'],
  ['NAT64 private', '64:ff9b::10.0.0.1'],
  ['NAT64 link-local, hex', '64:ff9b::a9fe:a9fe'],
  ['NAT64 local use', '64:ff9b:1::808:808'],
  ['6to4 private', '2002:a00:1::1'],
  ['6to4 loopback', '2002:7f00:1::'],
  ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['not an address', '1.2.3'],
];

const allowed: [kind: string, address: string][] = [
  ['public IPv4', '8.8.8.8'],
  ['public IPv4', '93.184.215.14'],
  ['public IPv6', '2606:4700:4700::1111'],
  ['public IPv6', '2a00:1450:4009:80b::200e'],
  ['IPv4-mapped public', '::ffff:8.8.8.8'],
  ['IPv4-compatible public', '::808:808'],
  ['NAT64 public', '64:ff9b::8.8.8.8'],
  ['6to4 public', '2002:808:808::1'],
];

describe('refusedAddress', () => {
  it.each(refused)('refuses %s (%s)', (_kind, address) => {
    expect(refusedAddress(address)).toBeDefined();
    if (!/loopback/.test(_kind))
      expect(refusedAddress(address, { allowLoopback: true })).toBeDefined();
  });

  it.each(allowed)('allows %s (%s)', (_kind, address) => {
    expect(refusedAddress(address)).toBeUndefined();
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'allows loopback %s only to the tests’ local servers',
    (address) => {
      expect(refusedAddress(address)).toBe('loopback address');
      expect(refusedAddress(address, { allowLoopback: true })).toBeUndefined();
    },
  );
});
