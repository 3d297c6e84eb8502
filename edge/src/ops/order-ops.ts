/**
 * Operator calls for orders, under `/ops/v1` (see index.ts for the key check): move an order one
 * legal step along its life cycle (PAID→PREPARING→SHIPPING with a tracking number→DELIVERED→
 * CONFIRMED), list orders, and abandon unpaid orders older than 30 minutes. Answers `{ data }` or
 * `{ code, message }` in Korean; a refused move changes nothing.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { toDttm14 } from '../../../shared/format';
import { isOrderStatus, isLegalOperatorMove, OPERATOR_NEXT_STATUS, ORDER_STATUSES, orderStatusName, type OrderStatus } from '../../../shared/order/order-status';
import type { AppEnv } from '../env';
import { abandonStaleOrders } from '../gateway/order/order-release';

export const orderOps = new Hono<AppEnv>();

type OpsContext = Context<AppEnv>;

function refuse(c: OpsContext, status: 400 | 404 | 409, code: string, message: string): Response {
  return c.json({ code, message }, status, { 'Cache-Control': 'no-store' });
}

/** The JSON body, `{}` when empty; null when it is not JSON. */
async function readBody(c: OpsContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `npm run ops` sends digits as numbers, so a numeric tracking number arrives as one. */
const asText = z.union([z.string(), z.number().int().nonnegative()]).transform(String);

const StatusMoveSchema = z.object({
  ordNo: asText.pipe(z.string().min(1).max(40)),
  status: z.enum(ORDER_STATUSES),
  trackingNo: asText.pipe(z.string().trim().regex(/^[0-9A-Za-z-]{6,30}$/)).optional(),
});

orderOps.post('/orders/status', async (c) => {
  const parsed = StatusMoveSchema.safeParse(await readBody(c));
  if (!parsed.success) return refuse(c, 400, 'INVALID_INPUT', 'ordNo, status(예: PREPARING), 송장번호(영문·숫자 6~30자)를 확인해 주세요.');
  const { ordNo, status, trackingNo } = parsed.data;
  const order = await c.env.DB.prepare('SELECT status, tracking_no FROM orders WHERE ord_no = ?').bind(ordNo).first<{ status: OrderStatus; tracking_no: string | null }>();
  if (!order) return refuse(c, 404, 'ORDER_NOT_FOUND', `주문 ${ordNo}을(를) 찾을 수 없습니다.`);
  if (!isLegalOperatorMove(order.status, status)) {
    const next = OPERATOR_NEXT_STATUS[order.status];
    const hint = next ? ` 다음 단계는 ${orderStatusName(next)}(${next})입니다.` : ' 이 상태에서는 운영자가 변경할 수 없습니다.';
    return refuse(c, 409, 'ORDER_STATUS_MOVE_ILLEGAL', `${orderStatusName(order.status)}(${order.status})에서 ${orderStatusName(status)}(${status})(으)로 변경할 수 없습니다.${hint}`);
  }
  if (status === 'SHIPPING' && !trackingNo) return refuse(c, 400, 'TRACKING_NO_REQUIRED', '배송중으로 변경하려면 송장번호(trackingNo)가 필요합니다.');
  const now = Date.now();
  const moved = await c.env.DB.prepare('UPDATE orders SET status = ?1, tracking_no = COALESCE(?2, tracking_no), status_changed_at = ?3 WHERE ord_no = ?4 AND status = ?5')
    .bind(status, status === 'SHIPPING' ? trackingNo : null, now, ordNo, order.status)
    .run();
  if (moved.meta.changes !== 1) return refuse(c, 409, 'ORDER_CHANGED', '주문 상태가 방금 바뀌었습니다. 목록을 다시 확인해 주세요.');
  return c.json({ data: { ordNo, status, statusNm: orderStatusName(status), trackingNo: status === 'SHIPPING' ? trackingNo : order.tracking_no, statusChangedDttm: toDttm14(now) } });
});

const ListSchema = z.object({ status: z.string().refine(isOrderStatus).optional(), limit: z.number().int().min(1).max(500).optional() });

interface OpsOrderRow {
  ord_no: string;
  incs_no: number;
  cust_web_id: string | null;
  cust_nm: string;
  status: OrderStatus;
  order_nm: string;
  pay_amt: number;
  tracking_no: string | null;
  ordered_at: number;
}

orderOps.post('/orders/list', async (c) => {
  const parsed = ListSchema.safeParse(await readBody(c));
  if (!parsed.success) return refuse(c, 400, 'INVALID_INPUT', `status는 ${ORDER_STATUSES.join(', ')} 중 하나, limit는 1~500이어야 합니다.`);
  const { status, limit = 50 } = parsed.data;
  const { results } = await c.env.DB.prepare(
    `SELECT o.ord_no, o.incs_no, cu.cust_web_id, cu.cust_nm, o.status, o.order_nm, o.pay_amt, o.tracking_no, o.ordered_at
     FROM orders o JOIN customers cu ON cu.incs_no = o.incs_no WHERE ?1 IS NULL OR o.status = ?1 ORDER BY o.ordered_at DESC LIMIT ?2`,
  )
    .bind(status ?? null, limit)
    .all<OpsOrderRow>();
  return c.json({
    data: results.map((row) => ({
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
      ordDttm: toDttm14(row.ordered_at),
    })),
  });
});

orderOps.post('/orders/expire-pending', async (c) => {
  const abandonedCnt = await abandonStaleOrders(c.env.DB, null);
  return c.json({ data: { abandonedCnt } });
});
