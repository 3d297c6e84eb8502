/**
 * Operator calls for orders (`/ops/v1/orders/*`): move an order one legal step along its life
 * cycle (PAID→PREPARING→SHIPPING with a carrier and its tracking number→DELIVERED→CONFIRMED), list orders, and
 * abandon unpaid orders past their hold (10 minutes, shared/order/unpaid-checkouts.ts). A refused move changes nothing; a move to SHIPPING
 * tells the member in their inbox; one to CONFIRMED credits the points the order earns.
 */
import { toDttm14 } from '#shared/format';
import { isLegalOperatorMove, OPERATOR_NEXT_STATUS, orderStatusName, type OrderStatus } from '#shared/order/order-status';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { orderDetailUrl } from '#shared/order/order-links';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { inboxInsert, type InboxPost } from '../gateway/mypage/inbox';
import { grantOrderEarn } from '../points/order-earn';
import { abandonStaleOrders } from '../gateway/order/order-release';
import { particleAfter } from '#shared/format/particle';
import { CARRIERS, type CarrierCd, type Parcel } from '#shared/order/carriers';

/** Why a move is refused, naming both states and the next legal one. */
function illegalMove(from: OrderStatus, to: OrderStatus): GatewayError {
  const next = OPERATOR_NEXT_STATUS[from];
  const hint = next ? ` 다음 단계는 ${orderStatusName(next)}(${next})입니다.` : ' 이 상태에서는 운영자가 변경할 수 없습니다.';
  return new GatewayError(
    'ORDER_STATUS_MOVE_ILLEGAL',
    `${orderStatusName(from)}(${from})에서 ${orderStatusName(to)}(${to})${particleAfter(orderStatusName(to), '으로/로')} 변경할 수 없습니다.${hint}`,
  );
}

/** The inbox message a shipped order sends its member; it carries the parcel for its 배송조회 link. */
function shippedNotice(ordNo: string, orderNm: string, parcel: Parcel): InboxPost {
  const carrierNm = CARRIERS[parcel.carrierCd].carrierNm;
  return {
    kind: 'ORDER',
    title: '주문하신 상품이 출발했습니다',
    body: `${orderNm} (${carrierNm} 송장번호 ${parcel.trackingNo})`,
    link: orderDetailUrl(ordNo),
    parcel,
  };
}

/** What a move reads of its order, once. */
interface MovingOrder {
  status: OrderStatus;
  tracking_no: string | null;
  carrier_cd: CarrierCd | null;
  incs_no: number;
  order_nm: string;
}

async function readMovingOrder(db: D1Database, ordNo: string): Promise<MovingOrder> {
  const order = await db.prepare('SELECT status, tracking_no, carrier_cd, incs_no, order_nm FROM orders WHERE ord_no = ?').bind(ordNo).first<MovingOrder>();
  if (!order) throw new GatewayError('ORDER_NOT_FOUND', `주문 ${ordNo}을(를) 찾을 수 없습니다.`);
  return order;
}

/** One legal step for `order` as read; throws with a Korean message when refused, or when it changed since. */
async function stepOrder(db: D1Database, ordNo: string, order: MovingOrder, status: OrderStatus, parcel?: Parcel) {
  if (!isLegalOperatorMove(order.status, status)) throw illegalMove(order.status, status);
  // The request's schema already refused a number without its carrier or of the wrong form.
  const shipped = status === 'SHIPPING' ? parcel : undefined;
  if (status === 'SHIPPING' && !shipped) throw new GatewayError('TRACKING_NO_REQUIRED');
  const now = Date.now();
  const moved = await db
    .prepare(
      `UPDATE orders SET status = ?1, tracking_no = COALESCE(?2, tracking_no), carrier_cd = COALESCE(?3, carrier_cd), status_changed_at = ?4,
         delivered_at = CASE WHEN ?1 IN ('DELIVERED', 'CONFIRMED') THEN COALESCE(delivered_at, ?4) ELSE delivered_at END
       WHERE ord_no = ?5 AND status = ?6`,
    )
    .bind(status, shipped?.trackingNo ?? null, shipped?.carrierCd ?? null, now, ordNo, order.status)
    .run();
  if (moved.meta.changes === 0) throw new GatewayError('ORDER_CHANGED', '주문 상태가 방금 바뀌었습니다. 목록을 다시 확인해 주세요.');
  if (shipped) await inboxInsert(db, order.incs_no, shippedNotice(ordNo, order.order_nm, shipped), now).run();
  if (status === 'CONFIRMED') await grantOrderEarn(db, ordNo, now);
  return {
    ordNo,
    status,
    statusNm: orderStatusName(status),
    trackingNo: shipped?.trackingNo ?? order.tracking_no,
    carrierCd: shipped?.carrierCd ?? order.carrier_cd,
    statusChangedDttm: toDttm14(now),
  };
}

/** Ships an order with the warehouse's carrier and tracking number (the tracking CSV): a paid order is prepared on the way, from one read. */
export async function shipOrder(db: D1Database, ordNo: string, parcel: Parcel) {
  let order = await readMovingOrder(db, ordNo);
  if (order.status === 'PAID') {
    await stepOrder(db, ordNo, order, 'PREPARING');
    order = { ...order, status: 'PREPARING' };
  }
  return stepOrder(db, ordNo, order, 'SHIPPING', parcel);
}

export const moveOrderStatus = defineEndpoint(OPS_CONTRACTS.moveOrderStatus, async ({ db, input }) => {
  const { trackingNo, carrierCd } = input;
  const parcel = trackingNo && carrierCd ? { trackingNo, carrierCd } : undefined;
  return { data: await stepOrder(db, input.ordNo, await readMovingOrder(db, input.ordNo), input.status, parcel) };
});

/** An order as the operator lists it: the columns of `OPS_ORDER_COLUMNS`. */
export interface OpsOrderRow {
  ord_no: string;
  incs_no: number;
  cust_web_id: string | null;
  cust_nm: string;
  status: OrderStatus;
  order_nm: string;
  pay_amt: number;
  tracking_no: string | null;
  carrier_cd: CarrierCd | null;
  ordered_at: number;
}

export const OPS_ORDER_COLUMNS = 'o.ord_no, o.incs_no, cu.cust_web_id, cu.cust_nm, o.status, o.order_nm, o.pay_amt, o.tracking_no, o.carrier_cd, o.ordered_at';

export function opsOrderOf(row: OpsOrderRow) {
  return {
    ordNo: row.ord_no,
    incsNo: row.incs_no,
    custWebId: row.cust_web_id,
    custNm: row.cust_nm,
    status: row.status,
    statusNm: orderStatusName(row.status),
    nextStatus: OPERATOR_NEXT_STATUS[row.status] ?? null,
    orderNm: row.order_nm,
    payAmt: row.pay_amt,
    trackingNo: row.tracking_no,
    carrierCd: row.carrier_cd,
    ordDttm: toDttm14(row.ordered_at),
  };
}

export const listOrders = defineEndpoint(OPS_CONTRACTS.listOrders, async ({ db, input }) => {
  const { results } = await db
    .prepare(
      `SELECT ${OPS_ORDER_COLUMNS} FROM orders o JOIN customers cu ON cu.incs_no = o.incs_no
        WHERE ?1 IS NULL OR o.status = ?1 ORDER BY o.ordered_at DESC LIMIT ?2`,
    )
    .bind(input.status ?? null, input.limit ?? 50)
    .all<OpsOrderRow>();
  return { data: results.map(opsOrderOf) };
});

export const expirePendingOrders = defineEndpoint(OPS_CONTRACTS.expirePendingOrders, async ({ db }) => ({
  data: { abandonedCnt: await abandonStaleOrders(db, null) },
}));

export const ORDER_OPS = [moveOrderStatus, listOrders, expirePendingOrders];
