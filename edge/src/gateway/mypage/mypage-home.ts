/** What mypage's home shows, read in one round of queries. */
import { toDttm14 } from '#shared/format';
import { orderStatusName, type OrderStatus } from '#shared/order/order-status';
import { MYPAGE_ORDER_STEPS, type MypageHome } from '#shared/schemas/mypage-calls';
import { resolveOrderRange } from '../order-history/order-period';
import { pointsExpiringBy } from '#edge/points/point-balance';
import { countUnread } from './inbox';

const RECENT_ORDERS = 3;

interface MemberRow {
  cust_nm: string;
  rmn_pt: number;
  grd_cd: string;
  grd_nm: string;
  benefit: string;
  earn_rate_pct: number;
}

interface OrderRow {
  ord_no: string;
  ordered_at: number;
  order_nm: string;
  pay_amt: number;
  status: OrderStatus;
  image_url: string | null;
}

export async function readMypageHome(db: D1Database, incsNo: number, now = Date.now()): Promise<MypageHome> {
  const range = resolveOrderRange({}, now);
  const [member, counts, coupons, wishes, recent, unreadCount, expiringPoints] = await Promise.all([
    db
      .prepare(
        `SELECT c.cust_nm, c.rmn_pt, g.inm_cust_grd_cd AS grd_cd, g.inm_cust_grd_cd_nm AS grd_nm, g.benefit, g.earn_rate_pct
         FROM customers c JOIN customer_grades g ON g.inm_cust_grd_cd = c.inm_cust_grd_cd WHERE c.incs_no = ?`,
      )
      .bind(incsNo)
      .first<MemberRow>(),
    // The same default period as the order list the counts link to (최근 3개월).
    db
      .prepare('SELECT status, COUNT(*) AS n FROM orders WHERE incs_no = ? AND ordered_at BETWEEN ? AND ? GROUP BY status')
      .bind(incsNo, range.fromMs, range.toMs)
      .all<{ status: string; n: number }>(),
    db.prepare('SELECT COUNT(*) AS n FROM customer_coupons WHERE incs_no = ? AND used_at IS NULL AND expires_at > ?').bind(incsNo, now).first<{ n: number }>(),
    db.prepare('SELECT COUNT(*) AS n FROM wish_items WHERE incs_no = ?').bind(incsNo).first<{ n: number }>(),
    db
      .prepare(
        `SELECT o.ord_no, o.ordered_at, o.order_nm, o.pay_amt, o.status,
                (SELECT l.image_url FROM order_lines l WHERE l.ord_no = o.ord_no ORDER BY l.id LIMIT 1) AS image_url
         FROM orders o WHERE o.incs_no = ? AND o.status NOT IN ('PAYMENT_PENDING', 'ABANDONED') ORDER BY o.ordered_at DESC LIMIT ?`,
      )
      .bind(incsNo, RECENT_ORDERS)
      .all<OrderRow>(),
    countUnread(db, incsNo),
    pointsExpiringBy(db, incsNo, now + 30 * 86_400_000),
  ]);
  const countOf = (status: string) => counts.results.find((row) => row.status === status)?.n ?? 0;
  return {
    custNm: member?.cust_nm ?? '',
    grade: { code: member?.grd_cd ?? '', name: member?.grd_nm ?? '', benefit: member?.benefit ?? '', earnRatePct: member?.earn_rate_pct ?? 0 },
    points: member?.rmn_pt ?? 0,
    expiringPoints,
    couponCount: coupons?.n ?? 0,
    wishCount: wishes?.n ?? 0,
    orderCounts: Object.fromEntries(MYPAGE_ORDER_STEPS.map((step) => [step, countOf(step)])) as MypageHome['orderCounts'],
    recentOrders: recent.results.map((row) => ({
      ordNo: row.ord_no,
      ordDttm: toDttm14(row.ordered_at),
      orderNm: row.order_nm,
      payAmt: row.pay_amt,
      status: row.status,
      statusNm: orderStatusName(row.status),
      imageUrl: row.image_url,
    })),
    unreadCount,
  };
}
