/**
 * The browser's `purchase` and `refund` (docs/analytics.md). When the worker reports them to GA4
 * itself (Measurement Protocol configured: `<html data-tags>` carries `serverRevenue`), each is
 * pushed with `server_reported: true`, so that the container's GA4 tag skips it and the revenue is
 * counted once; the event stays in the layer for other tags. Without it nothing is added.
 *
 * Apart from `#lib/tracking`, which every page runs at startup: only the checkout and order
 * screens push these, so only their code carries the reading of the page's tags.
 */
import type { Ga4PurchaseParams, Ga4RefundParams } from '#shared/analytics/ga4-ecommerce';
import { parsePageTags } from '#shared/third-party-tags';
import { trackEcommerce } from '#lib/tracking';

/** True when the worker reports this page's purchases and refunds to GA4 itself. */
export function serverReportsRevenue(root: HTMLElement = document.documentElement): boolean {
  return parsePageTags(root.dataset.tags).serverRevenue === true;
}

/** Pushes `purchase` or `refund` in GTM's ecommerce pattern, marked `server_reported` when the worker sends it too. */
export function trackRevenue(event: 'purchase' | 'refund', ecommerce: Ga4PurchaseParams | Ga4RefundParams): void {
  trackEcommerce(event, ecommerce, serverReportsRevenue() ? { server_reported: true } : {});
}
