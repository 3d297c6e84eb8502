/**
 * Who sent a beacon, as real-user speed keeps it: not the address itself but a keyed hash of it
 * that changes every day (UTC), so the stores can count each address once (docs/operator-speed.md)
 * without holding addresses or linking one across days. The address is counted as the per-address
 * limits count it (member/address-key.ts: IPv6 by its /64), so one subscriber line cannot pass for
 * millions of addresses.
 */
import { addressKey } from '../member/address-key';
import { rumMac } from './view-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 64 bits: collisions among one day's addresses do not happen in practice. */
const KEY_HEX_LENGTH = 16;

/** The key the stores keep for a beacon from `address` at `now`. */
export async function addressKeyOf(secret: string, address: string, now = Date.now()): Promise<string> {
  const mac = await rumMac(secret, 'address', `${Math.floor(now / DAY_MS)}|${addressKey(address)}`);
  return mac.slice(0, KEY_HEX_LENGTH);
}
