import { isIPv4, isIPv6 } from 'node:net';

/** Hextets of an IPv6 address, with `::` expanded and an embedded IPv4 tail turned into two. */
function hextets(address: string): number[] {
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side ? side.split(':').map((hex) => parseInt(hex, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key a client is counted under by the per-address limits. One IPv6 customer usually holds a
 * whole /64 and can pick any address in it, so IPv6 is counted per /64; an IPv4-mapped IPv6
 * address counts as the IPv4 address it carries.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIPv4(address) || !isIPv6(address)) return address;
  const parts = hextets(address);
  const isMappedIpv4 = parts.slice(0, 5).every((hextet) => hextet === 0) && parts[5] === 0xffff;
  if (isMappedIpv4) {
    const [high = 0, low = 0] = parts.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${parts
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
}
