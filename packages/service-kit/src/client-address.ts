import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts a client under (`request.ip` as the gateway determined it):
 * an IPv4 address as it is; an IPv6 address by its /64 prefix, since one subscriber, one LAN or
 * one cloud VM is usually handed a whole /64 (RFC 6177) and could otherwise use a fresh address
 * for every request; an IPv4-mapped IPv6 address (`::ffff:203.0.113.9`, what a dual-stack socket
 * reports for an IPv4 client) as the IPv4 address it carries, so both spellings share one budget.
 * Anything else (not an address) is answered unchanged.
 */
export function clientAddressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  // A zone (`fe80::1%eth0`) names the local interface, not the client.
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (isIPv4Mapped(groups)) return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** `::ffff:0:0/96`. */
function isIPv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}
