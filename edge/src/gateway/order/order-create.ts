/**
 * createOrder: the shopper's choices are checked against a sheet rebuilt now, the amount is
 * recomputed and must equal what the screen showed, and then one D1 batch writes the order and
 * its lines and takes the stock, the coupon and the points. The batch is a transaction: an
 * oversold option (stock CHECK), spent points (rmn_pt CHECK) or a used coupon (trigger, 0010)
 * rolls the whole order back; a member's unpaid checkouts with no room for it leave it out
 * (order-batch.ts, order-holds.ts).
 */
import type { CreatedOrder, CreateOrderRequest } from '#shared/schemas/order-calls';
import { ORDER_CONSENTS } from '#shared/schemas/order-calls';
import { formatWon } from '#shared/format';
import type { ChannelCode } from '#shared/constants';
import { readConfig } from '#edge/config';
import { paymentClientConfig } from '#edge/payments/select-provider';
import { GatewayError } from '../errors';
import { maxUsablePoints, orderName, payAmount } from './order-amounts';
import { lineLabel, type OrderLineDraft } from './order-lines';
import { orderStatements } from './order-batch';
import { holdRefusal } from './order-holds';
import { customerKeyOf, newOrderNumber } from './order-number';
import { abandonStaleOrders } from './order-release';
import { readAddress, readSheetFacts, type OrderSheetFacts } from './order-sheet';

/** The coupon discount and points the shopper chose, checked against the sheet. */
function checkedBenefits(facts: OrderSheetFacts, input: CreateOrderRequest): { couponId: number | null; cpnDcAmt: number; usePt: number } {
  const couponId = input.customerCouponId ?? null;
  const coupon = couponId === null ? null : facts.coupons.find((candidate) => candidate.customerCouponId === couponId);
  if (couponId !== null && !coupon) throw new GatewayError('COUPON_NOT_USABLE');
  const cpnDcAmt = coupon?.discountAmt ?? 0;
  const usePt = input.usePt;
  if (usePt % facts.useUnit !== 0) throw new GatewayError('POINTS_UNIT', `포인트는 ${formatWon(facts.useUnit)} 단위로 사용할 수 있습니다.`);
  if (usePt > facts.rmnPt) throw new GatewayError('POINTS_NOT_ENOUGH');
  const most = maxUsablePoints(facts.base, cpnDcAmt, facts.rmnPt, facts.useUnit);
  if (usePt > most) throw new GatewayError('POINTS_INVALID', `이 주문에는 포인트를 최대 ${formatWon(most)}까지 사용할 수 있습니다.`);
  return { couponId, cpnDcAmt, usePt };
}

/** After a failed batch: the first line whose option no longer has its quantity, for the message. */
async function shortLine(db: D1Database, lines: readonly OrderLineDraft[]): Promise<OrderLineDraft | undefined> {
  const { results } = await db
    .prepare('SELECT inm_optn_prd_no, stock FROM product_options WHERE inm_optn_prd_no IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(lines.map((line) => line.inmOptnPrdNo)))
    .all<{ inm_optn_prd_no: string; stock: number }>();
  const stock = new Map(results.map((row) => [row.inm_optn_prd_no, row.stock]));
  return lines.find((line) => (stock.get(line.inmOptnPrdNo) ?? 0) < line.qty);
}

/** Which guard stopped the batch, as the refusal the shopper gets; anything else is rethrown. */
async function refusalOf(db: D1Database, error: unknown, lines: readonly OrderLineDraft[]): Promise<GatewayError> {
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes('stock >= 0')) {
    const line = (await shortLine(db, lines)) ?? lines[0];
    return new GatewayError('OUT_OF_STOCK', `${lineLabel(line)} 상품의 재고가 부족합니다. 수량을 줄이거나 다른 상품을 선택해 주세요.`);
  }
  if (text.includes('rmn_pt >= 0')) return new GatewayError('POINTS_NOT_ENOUGH');
  if (text.includes('COUPON_ALREADY_USED')) return new GatewayError('COUPON_NOT_USABLE');
  throw error;
}

/**
 * Creates the order of `input` for `incsNo`, PAYMENT_PENDING, and answers what the payment window
 * needs. `channel` is where the shopper ordered from (PC, mobile web, the app), kept for the sales
 * report; null when unknown.
 */
export async function createOrder(
  db: D1Database,
  env: Env,
  incsNo: number,
  input: CreateOrderRequest,
  channel: ChannelCode | null,
  now = Date.now(),
): Promise<CreatedOrder> {
  // Before anything is held: without a payment provider, or the secret the provider's customer key
  // is derived with, the order could never be paid.
  const payment = paymentClientConfig(env);
  const customerSecret = readConfig(env).customerEncKey;
  if (customerSecret === '') throw new GatewayError('PAYMENT_UNAVAILABLE');
  await abandonStaleOrders(db, incsNo, now);
  if (!ORDER_CONSENTS.every((consent) => input.consents[consent.id] === true)) throw new GatewayError('CONSENT_REQUIRED');
  const facts = await readSheetFacts(db, env, incsNo, input, now);
  const { couponId, cpnDcAmt, usePt } = checkedBenefits(facts, input);
  const address = await readAddress(db, incsNo, input.dlvAddrNo);
  const payAmt = payAmount(facts.base, cpnDcAmt, usePt);
  if (payAmt !== input.expectedPayAmt) throw new GatewayError('ORDER_AMOUNT_CHANGED');

  const name = orderName(facts.lines);
  const ordNo = newOrderNumber(now);
  const row = {
    ord_no: ordNo,
    incs_no: incsNo,
    status: 'PAYMENT_PENDING',
    source: input.source,
    order_nm: name,
    list_amt: facts.base.listAmt,
    prd_dc_amt: facts.base.prdDcAmt,
    cpn_dc_amt: cpnDcAmt,
    customer_coupon_id: couponId,
    use_pt: usePt,
    shipping_fee: facts.base.shippingFee,
    pay_amt: payAmt,
    pay_method: input.payMethod,
    channel_cd: channel === null ? null : String(channel),
    rcpt_nm: address.rcptNm,
    rcpt_mobile: address.mobile,
    zip_no: address.zipNo,
    road_addr: address.roadAddr,
    dtl_addr: address.dtlAddr,
    dlv_memo: input.dlvMemo,
    ordered_at: now,
    status_changed_at: now,
  };
  let written: D1Result[];
  try {
    written = await db.batch(orderStatements(db, incsNo, ordNo, facts, row, now));
  } catch (error) {
    throw await refusalOf(db, error, facts.lines);
  }
  if (written[0].meta.changes !== 1) throw await holdRefusal(db, incsNo, facts.lines);
  return {
    ordNo,
    orderName: name,
    payAmt,
    customerKey: await customerKeyOf(incsNo, customerSecret),
    customerName: facts.custNm,
    payment,
  };
}
