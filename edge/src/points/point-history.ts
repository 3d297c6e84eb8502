/** The member's point history for the points screen: a period, a kind, 20 lines a page. */
import { toDttm14 } from '#shared/format';
import { POINT_REASON_NAMES, type PointKind, type PointReason } from '#shared/order/point-reasons';
import type { GetPointHistoryResponse, PointLine } from '#shared/schemas/point-calls';
import type { OrderPeriod } from '#shared/schemas/order-history-calls';
import { resolveOrderRange } from '../gateway/order-history/order-period';
import { pointsExpiringBy } from './point-balance';

const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

const KIND_SQL: Record<PointKind, string> = {
  ALL: '1 = 1',
  EARN: 'delta > 0',
  USE: "delta < 0 AND reason <> 'EXPIRE'",
  EXPIRE: "reason = 'EXPIRE'",
};

interface LineRow {
  id: number;
  created_at: number;
  reason: PointReason;
  delta: number;
  ord_no: string | null;
  memo: string;
  expires_at: number | null;
}

function toLine(row: LineRow): PointLine {
  const kind = row.reason === 'EXPIRE' ? 'EXPIRE' : row.delta > 0 ? 'EARN' : 'USE';
  const adjust = row.reason === 'ADJUST' ? (row.delta > 0 ? '포인트 지급' : '포인트 차감') : null;
  return {
    id: row.id,
    dttm: toDttm14(row.created_at),
    kind,
    reasonNm: adjust ?? POINT_REASON_NAMES[row.reason],
    delta: row.delta,
    ordNo: row.ord_no,
    memo: row.memo,
    expiresDttm: row.expires_at === null ? null : toDttm14(row.expires_at),
  };
}

export async function readPointHistory(
  db: D1Database,
  incsNo: number,
  input: { period?: OrderPeriod; fromDt?: string; toDt?: string; kind: PointKind; page: number },
  now = Date.now(),
): Promise<GetPointHistoryResponse['data']> {
  const range = resolveOrderRange(input, now);
  const where = `incs_no = ?1 AND created_at BETWEEN ?2 AND ?3 AND ${KIND_SQL[input.kind]}`;
  const [rows, total, member, settings, expiringIn30Days] = await Promise.all([
    db
      .prepare(
        `SELECT id, created_at, reason, delta, ord_no, memo, expires_at FROM point_history WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(incsNo, range.fromMs, range.toMs, PAGE_SIZE, (input.page - 1) * PAGE_SIZE)
      .all<LineRow>(),
    db.prepare(`SELECT COUNT(*) AS n FROM point_history WHERE ${where}`).bind(incsNo, range.fromMs, range.toMs).first<{ n: number }>(),
    db.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first<{ rmn_pt: number }>(),
    db.prepare('SELECT validity_days FROM point_settings WHERE id = 1').first<{ validity_days: number }>(),
    pointsExpiringBy(db, incsNo, now + 30 * DAY_MS),
  ]);
  return {
    balance: member?.rmn_pt ?? 0,
    expiringIn30Days,
    validityDays: settings?.validity_days ?? 365,
    fromDt: range.fromDt,
    toDt: range.toDt,
    items: rows.results.map(toLine),
    page: input.page,
    totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / PAGE_SIZE)),
  };
}
