/**
 * 공병 수거: a member asks for a pickup of empty bottles with one of their delivered
 * or confirmed orders (one per order), sees the history, and earns `bottleCnt × points per
 * bottle` once the operator confirms: the balance, the ledger line and the status change in one
 * batch whose first statement only succeeds once, so the points are never credited twice.
 */
import { BOTTLE_STATUS_NAMES, type BottleCollection, type BottleList, type BottleStatus } from '#shared/schemas/claim-calls';
import { toDttm14 } from '#shared/format';
import { orderStatusName, type OrderStatus } from '#shared/order/order-status';
import { GatewayError } from '../errors';
import { readOwnOrder } from './claimable-order';

const BOTTLE_ORDER_STATUSES = ['DELIVERED', 'CONFIRMED'];

interface BottleRow {
  id: number;
  ord_no: string;
  order_nm: string;
  bottle_cnt: number;
  status: BottleStatus;
  earn_pt: number;
  requested_at: number;
  confirmed_at: number | null;
}

const SELECT_BOTTLES = 'SELECT b.*, o.order_nm FROM bottle_collections b JOIN orders o ON o.ord_no = b.ord_no';

function toBottle(row: BottleRow, perBottle: number): BottleCollection {
  return {
    id: row.id,
    ordNo: row.ord_no,
    orderNm: row.order_nm,
    bottleCnt: row.bottle_cnt,
    status: row.status,
    statusNm: BOTTLE_STATUS_NAMES[row.status],
    earnPt: row.status === 'CONFIRMED' ? row.earn_pt : row.status === 'REJECTED' ? 0 : row.bottle_cnt * perBottle,
    requestedAt: toDttm14(row.requested_at),
    confirmedAt: row.confirmed_at === null ? null : toDttm14(row.confirmed_at),
  };
}

/** Writes a pickup request for the caller's order; refuses other statuses and a second one. */
export async function requestBottleCollection(
  db: D1Database,
  incsNo: number,
  input: { ordNo: string; bottleCnt: number },
  perBottle: number,
  now = Date.now(),
): Promise<BottleCollection> {
  const order = await readOwnOrder(db, incsNo, input.ordNo);
  if (!BOTTLE_ORDER_STATUSES.includes(order.status)) throw new GatewayError('BOTTLE_ORDER_NOT_ELIGIBLE');
  const inserted = await db
    .prepare(
      "INSERT INTO bottle_collections (incs_no, ord_no, bottle_cnt, status, requested_at) VALUES (?, ?, ?, 'REQUESTED', ?) ON CONFLICT (ord_no) DO NOTHING",
    )
    .bind(incsNo, input.ordNo, input.bottleCnt, now)
    .run();
  if (inserted.meta.changes !== 1) throw new GatewayError('BOTTLE_ALREADY_REQUESTED');
  const row = await db.prepare(`${SELECT_BOTTLES} WHERE b.id = ?`).bind(inserted.meta.last_row_id).first<BottleRow>();
  if (!row) throw new GatewayError('BOTTLE_NOT_FOUND');
  return toBottle(row, perBottle);
}

/** The caller's history, the orders still open for a pickup, and the rate. */
export async function readBottleList(db: D1Database, incsNo: number, perBottle: number): Promise<BottleList> {
  const [history, orders] = await db.batch([
    db.prepare(`${SELECT_BOTTLES} WHERE b.incs_no = ? ORDER BY b.requested_at DESC, b.id DESC LIMIT 100`).bind(incsNo),
    db
      .prepare(
        `SELECT ord_no, order_nm, ordered_at, status FROM orders o WHERE incs_no = ? AND status IN ('DELIVERED', 'CONFIRMED')
         AND NOT EXISTS (SELECT 1 FROM bottle_collections b WHERE b.ord_no = o.ord_no) ORDER BY ordered_at DESC LIMIT 50`,
      )
      .bind(incsNo),
  ]);
  return {
    pointsPerBottle: perBottle,
    collections: (history.results as unknown as BottleRow[]).map((row) => toBottle(row, perBottle)),
    eligibleOrders: (orders.results as unknown as { ord_no: string; order_nm: string; ordered_at: number; status: OrderStatus }[]).map((row) => ({
      ordNo: row.ord_no,
      orderNm: row.order_nm,
      orderedAt: toDttm14(row.ordered_at),
      statusNm: orderStatusName(row.status),
    })),
  };
}

/** The operator's legal moves: REQUESTED → COLLECTED → CONFIRMED, and REQUESTED|COLLECTED → REJECTED. */
const BOTTLE_MOVES: Record<'COLLECTED' | 'CONFIRMED' | 'REJECTED', readonly BottleStatus[]> = {
  COLLECTED: ['REQUESTED'],
  CONFIRMED: ['REQUESTED', 'COLLECTED'],
  REJECTED: ['REQUESTED', 'COLLECTED'],
};

/** Moves a collection on; CONFIRMED credits the points in the same batch, once. */
export async function moveBottleCollection(
  db: D1Database,
  id: number,
  to: keyof typeof BOTTLE_MOVES,
  perBottle: number,
  now = Date.now(),
): Promise<BottleCollection> {
  const row = await db.prepare(`${SELECT_BOTTLES} WHERE b.id = ?`).bind(id).first<BottleRow & { incs_no: number }>();
  if (!row) throw new GatewayError('BOTTLE_NOT_FOUND');
  if (!BOTTLE_MOVES[to].includes(row.status)) throw new GatewayError('BOTTLE_STATUS_NOT_ALLOWED');
  const earnPt = to === 'CONFIRMED' ? row.bottle_cnt * perBottle : 0;
  const from = BOTTLE_MOVES[to].map((status) => `'${status}'`).join(', ');
  const move = db
    .prepare(`UPDATE bottle_collections SET status = ?, earn_pt = ?, confirmed_at = ? WHERE id = ? AND status IN (${from})`)
    .bind(to, earnPt, to === 'CONFIRMED' ? now : null, id);
  if (to !== 'CONFIRMED') {
    if ((await move.run()).meta.changes !== 1) throw new GatewayError('BOTTLE_STATUS_NOT_ALLOWED');
  } else {
    // The credit only follows a status change this batch made: changes() is the move's.
    const [moved] = await db.batch([
      move,
      db.prepare('UPDATE customers SET rmn_pt = rmn_pt + ? WHERE incs_no = ? AND changes() = 1').bind(earnPt, row.incs_no),
      db
        .prepare("INSERT INTO point_history (incs_no, delta, reason, ord_no, created_at) SELECT ?, ?, 'BOTTLE', ?, ? WHERE changes() = 1")
        .bind(row.incs_no, earnPt, row.ord_no, now),
    ]);
    if (moved.meta.changes !== 1) throw new GatewayError('BOTTLE_STATUS_NOT_ALLOWED');
  }
  const after = await db.prepare(`${SELECT_BOTTLES} WHERE b.id = ?`).bind(id).first<BottleRow>();
  if (!after) throw new GatewayError('BOTTLE_NOT_FOUND');
  return toBottle(after, perBottle);
}

/** The newest collections of every customer for the operator, with whose they are. */
export async function readBottlesForOperator(
  db: D1Database,
  status: BottleStatus | undefined,
  page: { limit: number; offset: number },
  perBottle: number,
): Promise<(BottleCollection & { incsNo: number })[]> {
  const rows = await db
    .prepare(`${SELECT_BOTTLES} WHERE (?1 IS NULL OR b.status = ?1) ORDER BY b.id DESC LIMIT ?2 OFFSET ?3`)
    .bind(status ?? null, page.limit, page.offset)
    .all<BottleRow & { incs_no: number }>();
  return rows.results.map((row) => ({ ...toBottle(row, perBottle), incsNo: row.incs_no }));
}
