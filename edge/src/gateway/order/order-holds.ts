/**
 * What one member may hold in unpaid checkouts (docs/decisions/034-unpaid-checkouts-hold-stock-ten-minutes.md):
 * at most `OPEN_CHECKOUTS_MAX` orders waiting for their payment, and of each product no more than
 * its `max_buy_qty` over all of them and the new order together. createOrder's batch writes the
 * order only where `holdAllows` is true, so one member's parallel checkouts are decided by D1, one
 * batch after another, never by a read that another call can overtake.
 */
import { OPEN_CHECKOUTS_MAX, UNPAID_HOLD_MINUTES } from '#shared/order/unpaid-checkouts';
import { GatewayError } from '../errors';
import type { OrderLineDraft } from './order-lines';

/** SQL for the units a member's (`?`) unpaid orders hold of the product `product` names. */
const heldQty = (product: string) => `SELECT COALESCE(SUM(l.qty), 0) FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no
  WHERE o.incs_no = ? AND o.status = 'PAYMENT_PENDING' AND l.inm_prd_no = ${product}`;

/** `{ inmPrdNo: qty }` of `lines`, the product's options summed. */
function qtyByProduct(lines: readonly OrderLineDraft[]): Record<string, number> {
  const wanted: Record<string, number> = {};
  for (const line of lines) wanted[line.inmPrdNo] = (wanted[line.inmPrdNo] ?? 0) + line.qty;
  return wanted;
}

/** A condition true while `incsNo` may open one more checkout of `lines`, and its values in order. */
export function holdAllows(incsNo: number, lines: readonly OrderLineDraft[]): { sql: string; values: (string | number)[] } {
  return {
    sql: `(SELECT COUNT(*) FROM orders WHERE incs_no = ? AND status = 'PAYMENT_PENDING') < ?
      AND NOT EXISTS (SELECT 1 FROM json_each(?) AS wanted JOIN products p ON p.inm_prd_no = wanted.key
        WHERE wanted.value + (${heldQty('p.inm_prd_no')}) > p.max_buy_qty)`,
    values: [incsNo, OPEN_CHECKOUTS_MAX, JSON.stringify(qtyByProduct(lines)), incsNo],
  };
}

/**
 * Why `holdAllows` kept the order out, read after the batch: a product past its limit with what
 * the member's unpaid orders hold (the more useful of the two when both apply), else too many of them.
 */
export async function holdRefusal(db: D1Database, incsNo: number, lines: readonly OrderLineDraft[]): Promise<GatewayError> {
  for (const [inmPrdNo, qty] of Object.entries(qtyByProduct(lines))) {
    const line = lines.find((candidate) => candidate.inmPrdNo === inmPrdNo)!;
    const held = (await db.prepare(heldQty('?')).bind(incsNo, inmPrdNo).raw<[number]>())[0]?.[0] ?? 0;
    if (held > 0 && held + qty > line.maxBuyQty) {
      return new GatewayError(
        'ORDER_MAX_QTY_EXCEEDED',
        `${line.prdNm} 상품은 최대 ${line.maxBuyQty}개까지 구매할 수 있고, 결제하지 않은 주문에 이미 ${held}개가 있습니다. ` +
          `진행 중인 결제를 마치거나 결제창에서 취소한 뒤 다시 주문해 주세요. 결제하지 않은 주문은 ${UNPAID_HOLD_MINUTES}분이 지나면 자동으로 취소됩니다.`,
      );
    }
  }
  return new GatewayError('UNPAID_ORDERS_LIMIT');
}
