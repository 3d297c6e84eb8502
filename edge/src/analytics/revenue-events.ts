/**
 * The worker's own `purchase` and `refund` (docs/analytics-server.md), so revenue reaches GA4 even from browsers
 * that block the tag manager. Called once from the two places money moves: confirmPayment, after
 * the batch that marks the order paid, and refundOrder, after the batch that records the refund.
 * Both only schedule the send: it runs after the answer (afterAnswer), reads what it needs then,
 * and a failure is logged, never handed to the shopper. With the protocol off nothing is scheduled.
 *
 * A purchase the browser also sent is counted once: same transaction_id (the order number) and,
 * through the remembered `_ga` client id, the same client. Refunds follow GA's shape: a refund of
 * the whole order in one go names only the transaction and value; any other names its units.
 */
import { ga4Item, purchaseParams, refundParams, type Ga4Item } from '#shared/analytics/ga4-ecommerce';
import type { CompletedOrder } from '#shared/schemas/order-calls';
import { afterAnswer } from './after-answer';
import { gaIdentityOfOrder } from './ga-client-id';
import { collectBody, logMeasurementFailure, measurementConfig, sendMeasurement, type MeasurementEnv, type MeasurementEvent } from './measurement-protocol';

/** One refund as refundOrder settled it. */
export interface RefundReport {
  ordNo: string;
  /** Cash given back, in won (points are not revenue, as they are not in the purchase's value). */
  value: number;
  /** The units refunded per order line. */
  units: readonly { ordLineNo: number; qty: number }[];
  /** True when this one refund gave back every unit of the order. */
  wholeOrder: boolean;
}

/** An order line as D1 keeps it: a copy of the product and option at order time, as the purchase named them. */
interface ItemLineRow {
  id: number;
  product_code: string;
  prd_cd: string;
  prd_nm: string;
  cat_nm: string;
  prd_optn_nm: string;
  sale_amt: number;
}

/**
 * Sends the event `build` makes for order `ordNo` after the answer, when the protocol is on. With
 * `inSession` it names the session the order was paid in, so GA gives it that session's source; a
 * refund comes later, outside that session, and names none.
 */
function sendLater(
  db: D1Database,
  env: MeasurementEnv,
  event: { name: string; ordNo: string; at: number; inSession: boolean },
  build: () => Promise<MeasurementEvent['params']>,
): void {
  const config = measurementConfig(env);
  if (!config) return;
  const { name, ordNo, at, inSession } = event;
  const work = async () => {
    try {
      const [built, { clientId, sessionId }] = await Promise.all([build(), gaIdentityOfOrder(db, ordNo)]);
      const params = inSession && sessionId ? { ...built, session_id: sessionId } : built;
      await sendMeasurement(config, collectBody(clientId, { name, params }, at));
    } catch (error) {
      logMeasurementFailure(name, ordNo, error);
    }
  };
  afterAnswer.run(work());
}

/** The refunded units of `ordNo` as GA4 items, with the same fields the purchase had. */
async function refundedItems(db: D1Database, ordNo: string, units: RefundReport['units']): Promise<Ga4Item[]> {
  const lines = await db
    .prepare('SELECT id, product_code, prd_cd, prd_nm, cat_nm, prd_optn_nm, sale_amt FROM order_lines WHERE ord_no = ?')
    .bind(ordNo)
    .all<ItemLineRow>();
  const byId = new Map(lines.results.map((line) => [line.id, line]));
  return units.flatMap(({ ordLineNo, qty }) => {
    const line = byId.get(ordLineNo);
    if (!line || qty <= 0) return [];
    const source = {
      productCode: line.product_code,
      prdCd: line.prd_cd,
      prdNm: line.prd_nm,
      catNm: line.cat_nm,
      prdOptnNm: line.prd_optn_nm,
      saleAmt: line.sale_amt,
    };
    return [ga4Item(source, qty)];
  });
}

/** Tells GA4 about the paid `order` (confirmed at `at`, epoch ms) after the answer. */
export function reportPurchase(db: D1Database, env: MeasurementEnv, order: CompletedOrder, at: number): void {
  sendLater(db, env, { name: 'purchase', ordNo: order.ordNo, at, inSession: true }, async () => purchaseParams(order));
}

/** Tells GA4 about `refund` (settled at `at`, epoch ms) after the answer. */
export function reportRefund(db: D1Database, env: MeasurementEnv, refund: RefundReport, at: number): void {
  sendLater(db, env, { name: 'refund', ordNo: refund.ordNo, at, inSession: false }, async () =>
    refund.wholeOrder
      ? refundParams(refund.ordNo, refund.value)
      : refundParams(refund.ordNo, refund.value, await refundedItems(db, refund.ordNo, refund.units)),
  );
}
