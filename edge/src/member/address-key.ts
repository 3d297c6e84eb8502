/**
 * The key a per-address limit counts a caller under. An IPv4 address is one connection of one
 * subscriber, so it is its own key. An IPv6 subscriber is routed a whole /64 at the least (RFC
 * 6177, RFC 7421), and picks the lower 64 bits freely (privacy addresses change them daily), so
 * keying by the full address would hand one caller a fresh allowance per address: an IPv6 address
 * is keyed by its /64 prefix. An IPv4 address written in IPv6 (`::ffff:192.0.2.1`) is the IPv4
 * address. Anything that is not an address (a proxy's odd header) stays as it was written.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The four octets of a dotted IPv4 address, or null. */
function ipv4Octets(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** Hextets of one side of `::` (an IPv4 tail counts as two), or null when one is not valid. */
function hextets(side: string, allowIpv4Tail: boolean): number[] | null {
  if (side === '') return [];
  const parts = side.split(':');
  const last = parts.at(-1)!;
  const tail = allowIpv4Tail && last.includes('.') ? ipv4Octets(last) : null;
  if (tail) parts.pop();
  if (!parts.every((part) => HEXTET.test(part))) return null;
  const groups = parts.map((part) => Number.parseInt(part, 16));
  return tail ? [...groups, (tail[0] << 8) | tail[1], (tail[2] << 8) | tail[3]] : groups;
}

/** The eight 16-bit groups of an IPv6 address (compressed, with an IPv4 tail), or null. */
export function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  if (halves.length === 1) {
    const groups = hextets(text, true);
    return groups?.length === 8 ? groups : null;
  }
  const head = hextets(halves[0], false);
  const tail = hextets(halves[1], true);
  // `::` stands for one group of zeros at the least.
  if (!head || !tail || head.length + tail.length > 7) return null;
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** `address` as a per-address limit counts it: IPv4 whole, IPv6 by its /64 (`2001:db8:0:1::/64`). */
export function addressKey(address: string): string {
  // `[2001:db8::1]:443` from some proxies; `fe80::1%eth0` names the link, not the caller.
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[([^\]]*)\](?::\d+)?$/, '$1')
    .replace(/%.*$/, '');
  const octets = ipv4Octets(text);
  if (octets) return octets.join('.');
  const groups = text.includes(':') ? ipv6Groups(text) : null;
  if (!groups) return address.trim();
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
