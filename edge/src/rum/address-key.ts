/**
 * Who sent a beacon, as real-user speed keeps it: not the address itself but a keyed hash of it
 * that changes every day (UTC), so the stores can count each address once (docs/operator-speed.md)
 * without holding addresses or linking one across days. IPv6 is taken by its /64 prefix, the
 * block one subscriber line gets, so a single line cannot pass for millions of addresses.
 */
import { rumMac } from './view-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 64 bits: collisions among one day's addresses do not happen in practice. */
const KEY_HEX_LENGTH = 16;

/** An IPv6 address's first four groups (its /64), `::` expanded and leading zeros dropped. */
function ipv6Prefix(address: string): string {
  const [head, tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  return [...headGroups, ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':');
}

/** The part of `address` that names one sender: an IPv4 address whole (also when IPv6-mapped), an IPv6 one by its /64. */
export function senderOf(address: string): string {
  const text = address.trim().toLowerCase();
  const mapped = /^[0:]*:ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1];
  return text.includes(':') && /^[0-9a-f:]+$/.test(text) ? ipv6Prefix(text) : text;
}

/** The key the stores keep for a beacon from `address` at `now`. */
export async function addressKeyOf(secret: string, address: string, now = Date.now()): Promise<string> {
  const mac = await rumMac(secret, 'address', `${Math.floor(now / DAY_MS)}|${senderOf(address)}`);
  return mac.slice(0, KEY_HEX_LENGTH);
}
