/**
 * How the campaign screens word dates, periods, benefits and links, where the build or the worker
 * draws the page: the pages print these texts, so the browser never ships them.
 */
import { formatMonthDay } from '#shared/campaign/period-format';
import { formatDttm, formatTimeOfDay, formatWon, parseDttm } from '#shared/format';
import type { EventCoupon } from '#shared/schemas/campaign-calls';

export { eventPath, livePath } from '#shared/campaign/paths';
export { epochAttr, formatMonthDay, formatPeriod, formatPoints } from '#shared/campaign/period-format';

/** `오후 8:00`. */
export function formatTime(dttm: string): string {
  const parts = parseDttm(dttm);
  return parts ? formatTimeOfDay(parts.hour, parts.minute) : dttm;
}

/** `2026년 11월 22일(일) 오후 8:00 ~ 오후 9:00`; an end on another day is written in full. */
export function formatBroadcastTime(startDttm: string, endDttm: string): string {
  const sameDay = startDttm.slice(0, 8) === endDttm.slice(0, 8);
  return `${formatDttm(startDttm)} ~ ${sameDay ? formatTime(endDttm) : formatMonthDay(endDttm) + ' ' + formatTime(endDttm)}`;
}

/** Items in order, cut into runs of the same Korean calendar day, each headed `11월 23일(월)`. */
export function groupByDay<T>(items: readonly T[], dttmOf: (item: T) => string): { key: string; heading: string; items: T[] }[] {
  const groups: { key: string; heading: string; items: T[] }[] = [];
  for (const item of items) {
    const dttm = dttmOf(item);
    const key = dttm.slice(0, 8);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, heading: formatMonthDay(dttm), items: [item] });
  }
  return groups;
}

/** `3,000원 할인` or `15% 할인`. */
export function couponBenefit(coupon: Pick<EventCoupon, 'dcAmt' | 'dcRate'>): string {
  if (coupon.dcAmt !== null) return `${formatWon(coupon.dcAmt)} 할인`;
  return `${coupon.dcRate ?? 0}% 할인`;
}

/** `30,000원 이상 구매 시` or `금액 제한 없음`. */
export function couponCondition(coupon: Pick<EventCoupon, 'minOrderAmt'>): string {
  return coupon.minOrderAmt > 0 ? `${formatWon(coupon.minOrderAmt)} 이상 구매 시` : '금액 제한 없음';
}

/** Plain text to paragraphs: a blank line separates them. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `2026-11-22T20:00:00+09:00`, for `<time datetime>` and JSON-LD. */
export function isoDttm(dttm: string): string {
  return dttm.replace(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3T$4:$5:$6+09:00');
}
