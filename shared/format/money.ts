/** Prices in Korean (KRW, ko-KR), by hand for the reasons `../format.ts` gives. */

/** `12500` → `12,500`. */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `12500` → `12,500원` (KRW, ko-KR). */
export function formatWon(value: number): string {
  return `${formatNumber(value)}원`;
}
