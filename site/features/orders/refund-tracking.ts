/**
 * The GA4 `refund` of a shopper's cancel (docs/analytics.md), pushed when the gateway answers that
 * the order is cancelled: `transaction_id` the order number, `value` the cash refunded (points are
 * not revenue, as in `purchase`), `items` the units not refunded before, drawn as the worker draws
 * them (`refundParams`, `ga4Item` through the option lookup), and marked `server_reported` when the
 * worker reports it to GA4 as well (`trackRevenue`). Returns are completed by the operator, not in
 * the shopper's browser: the worker reports those (edge/src/analytics).
 */
import { refundParams, type Ga4Item } from '#shared/analytics/ga4-ecommerce';
import type { OrderDetail } from '#shared/schemas/order-history-calls';
import { itemsOfOptions } from '../analytics/option-items';
import { trackRevenue } from '../analytics/revenue-tracking';

/** The longest the option lookup may hold the refund (and the screen, which waits for it before it leaves). */
export const LOOKUP_WAIT_MS = 2_000;

/** Pushes `refund` for the cancelled `order` once; never rejects. Without the option lookup in time it names no items. */
export async function trackCancelRefund(order: Pick<OrderDetail, 'ordNo' | 'lines'>, refundAmt: number): Promise<void> {
  const lookup = itemsOfOptions(order.lines.map((line) => ({ inmOptnPrdNo: line.inmOptnPrdNo, quantity: line.qty - line.refundedQty, price: line.saleAmt })));
  const late = new Promise<Ga4Item[]>((resolve) => setTimeout(() => resolve([]), LOOKUP_WAIT_MS));
  const items = await Promise.race([lookup, late]);
  trackRevenue('refund', refundParams(order.ordNo, refundAmt, items.length > 0 ? items : undefined));
}
