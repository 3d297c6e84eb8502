/**
 * 내 쿠폰: the member's coupons by state (사용 가능: soonest to expire first; 사용
 * 완료 and 기간 만료: latest first), 20 a page, with how many each state holds.
 */
import type { CouponStatus } from '#shared/campaign/coupon-rules';
import type { MyCoupon } from '#shared/schemas/couponzone-calls';
import { toDttm14 } from '#shared/format';
import { TERMS_COLUMNS, termsOf, type TermsRow } from './coupon-view';

export const MY_COUPONS_PAGE_SIZE = 20;

const WHERE: Readonly<Record<CouponStatus, string>> = {
  USABLE: 'used_at IS NULL AND expires_at > ?2',
  USED: 'used_at IS NOT NULL',
  EXPIRED: 'used_at IS NULL AND expires_at <= ?2',
};
const ORDER: Readonly<Record<CouponStatus, string>> = { USABLE: 'expires_at, id', USED: 'used_at DESC, id DESC', EXPIRED: 'expires_at DESC, id DESC' };

interface CouponRow extends TermsRow {
  id: number;
  issued_at: number;
  expires_at: number;
  used_at: number | null;
  used_ord_no: string | null;
}

/** One coupon row as the member's list shows it. */
export async function myCouponsOf(db: D1Database, rows: readonly CouponRow[], status: CouponStatus): Promise<MyCoupon[]> {
  const terms = await termsOf(db, rows);
  return rows.map((row, index) => ({
    ...terms[index],
    custCpnId: row.id,
    status,
    issuedDttm: toDttm14(row.issued_at),
    expiresDttm: toDttm14(row.expires_at),
    usedDttm: row.used_at === null ? null : toDttm14(row.used_at),
    usedOrdNo: row.used_ord_no,
  }));
}

export const MY_COUPON_COLUMNS = `id, issued_at, expires_at, used_at, used_ord_no, ${TERMS_COLUMNS}`;

export async function listMyCoupons(db: D1Database, incsNo: number, status: CouponStatus, page: number, now = Date.now()) {
  const counts = await db
    .prepare(
      `SELECT SUM(CASE WHEN ${WHERE.USABLE} THEN 1 ELSE 0 END) AS USABLE, SUM(CASE WHEN ${WHERE.USED} THEN 1 ELSE 0 END) AS USED,
              SUM(CASE WHEN ${WHERE.EXPIRED} THEN 1 ELSE 0 END) AS EXPIRED
         FROM customer_coupons WHERE incs_no = ?1`,
    )
    .bind(incsNo, now)
    .first<Record<CouponStatus, number | null>>();
  const { results } = await db
    .prepare(`SELECT ${MY_COUPON_COLUMNS} FROM customer_coupons WHERE incs_no = ?1 AND ${WHERE[status]} ORDER BY ${ORDER[status]} LIMIT ?3 OFFSET ?4`)
    .bind(incsNo, now, MY_COUPONS_PAGE_SIZE, (page - 1) * MY_COUPONS_PAGE_SIZE)
    .all<CouponRow>();
  const tally = { USABLE: counts?.USABLE ?? 0, USED: counts?.USED ?? 0, EXPIRED: counts?.EXPIRED ?? 0 };
  return { counts: tally, coupons: await myCouponsOf(db, results, status), page, totalCnt: tally[status], pageSize: MY_COUPONS_PAGE_SIZE };
}

/** One coupon the member just received, as the list would show it. */
export async function readMyCoupon(db: D1Database, id: number): Promise<MyCoupon> {
  const row = await db.prepare(`SELECT ${MY_COUPON_COLUMNS} FROM customer_coupons WHERE id = ?`).bind(id).first<CouponRow>();
  return (await myCouponsOf(db, [row!], 'USABLE'))[0];
}
