/**
 * The sales report's rows, read live from D1 in one batch (docs/decisions/057-owner-reports-queried-live.md):
 * payments by the Korean day they were approved, refunds by the Korean day they completed
 * (joined to their order for its channel and payment method), and members by the day they
 * joined. Each is one range scan over an index that holds every column it reads (migration 0051);
 * the rows come back grouped by day, so a year is a few thousand rows whatever the orders.
 */
import type { PayMethod } from '#shared/order/pay-methods';
import { dayNoOfDttm, dayStartOf, isoOf, kstDaySql, type DayRange } from '#shared/reports/report-period';
import type { SalesChannel } from '#shared/schemas/report-ops-calls';
import type { JoinRow, MoneyRow } from './sales-rollup';

const CHANNELS: Readonly<Record<string, SalesChannel>> = { '1': 'PC', '2': 'MOBILE_WEB', '3': 'APP' };

const PAID = `SELECT ${kstDaySql('paid_at')} AS day, channel_cd, pay_method, COUNT(*) AS order_cnt, SUM(pay_amt) AS pay_amt
  FROM orders WHERE paid_at >= ?1 AND paid_at < ?2
  GROUP BY day, channel_cd, pay_method`;

const REFUNDED = `SELECT ${kstDaySql('c.completed_at')} AS day, o.channel_cd, o.pay_method, SUM(c.refund_amt) AS refund_amt
  FROM order_claims c JOIN orders o ON o.ord_no = c.ord_no
  WHERE c.completed_at >= ?1 AND c.completed_at < ?2 AND c.status = 'COMPLETED' AND c.claim_type <> 'EXCHANGE'
  GROUP BY day, o.channel_cd, o.pay_method`;

const JOINED = `SELECT substr(mbr_join_dttm, 1, 8) AS day, COUNT(*) AS member_cnt
  FROM customers WHERE mbr_join_dttm >= ?1 AND mbr_join_dttm < ?2
  GROUP BY day`;

interface Row {
  day: number;
  channel_cd: string | null;
  pay_method: PayMethod;
  order_cnt?: number;
  pay_amt?: number;
  refund_amt?: number;
}

/** `yyyyMMdd` of the day's start, the bound a 14-digit join time compares against. */
const dttmBound = (day: number) => isoOf(day).replaceAll('-', '');

/** Money and member rows of every day in `span` (both ends included). */
export async function readSalesRows(db: D1Database, span: DayRange): Promise<{ money: MoneyRow[]; joins: JoinRow[] }> {
  const start = dayStartOf(span.from);
  const end = dayStartOf(span.to + 1);
  const [paid, refunded, joined] = await db.batch<Record<string, unknown>>([
    db.prepare(PAID).bind(start, end),
    db.prepare(REFUNDED).bind(start, end),
    db.prepare(JOINED).bind(dttmBound(span.from), dttmBound(span.to + 1)),
  ]);
  const moneyOf = (row: Row): MoneyRow => ({
    day: row.day,
    channel: CHANNELS[row.channel_cd ?? ''] ?? 'UNKNOWN',
    payMethod: row.pay_method,
    orderCnt: row.order_cnt ?? 0,
    payAmt: row.pay_amt ?? 0,
    refundAmt: row.refund_amt ?? 0,
  });
  return {
    money: [...(paid.results as unknown as Row[]), ...(refunded.results as unknown as Row[])].map(moneyOf),
    joins: (joined.results as { day: string; member_cnt: number }[]).map((row) => ({ day: dayNoOfDttm(row.day), memberCnt: row.member_cnt })),
  };
}
