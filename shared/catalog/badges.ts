/**
 * Product badges as the shopper reads them. The static pages and the worker's live refresh both
 * print badges with `badgesHtml`, so a refreshed card looks exactly like a freshly built one.
 */
import type { Badge } from '../schemas/display-calls';

export const BADGE_LABELS: Record<Badge, string> = { BEST: '베스트', NEW: '신상품', HOT: '특가', SALE: '세일' };

/** The badges' markup: `<span class="badge badge--best">베스트</span>…`, in the order given. */
export function badgesHtml(badges: readonly Badge[]): string {
  return badges.map((badge) => `<span class="badge badge--${badge.toLowerCase()}">${BADGE_LABELS[badge]}</span>`).join('');
}
