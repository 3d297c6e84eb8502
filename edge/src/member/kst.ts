/**
 * Korean Standard Time stamps: the shop's dates are `yyyyMMddHHmmss` in Korean time. Korea has
 * no daylight saving, so KST is always UTC+9.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `yyyyMMddHHmmss` of `epochMs` in Korean time. */
export function kstTimestamp(epochMs: number = Date.now()): string {
  return new Date(epochMs + KST_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}
