/**
 * 쿠폰 받기: the operator's download coupons in their period, each received once per
 * member while its 선착순 quantity lasts; an app-only coupon is received only inside the app (the
 * configured app marker). Registering a number issues through the same statement (coupon-code.ts).
 */
import type { ZoneCoupon } from '#shared/schemas/couponzone-calls';
import { toDttm14 } from '#shared/format';
import { GatewayError } from '../errors';
import { TERMS_COLUMNS, isAppOnly, termsOf, type TermsRow } from './coupon-view';

const DAY_MS = 24 * 60 * 60 * 1000;

interface ZoneRow extends TermsRow {
  zone_coupon_id: number;
  issue_type: 'DOWNLOAD' | 'CODE';
  valid_days: number;
  start_at: number;
  end_at: number;
  download_limit: number | null;
  issued: number;
  mine: number;
}

const ZONE_SELECT = `SELECT z.zone_coupon_id, z.issue_type, z.valid_days, z.start_at, z.end_at, z.download_limit, ${TERMS_COLUMNS.split(', ')
  .map((column) => `z.${column}`)
  .join(', ')},
  (SELECT COUNT(*) FROM customer_coupons c WHERE c.zone_coupon_id = z.zone_coupon_id) AS issued,
  (SELECT COUNT(*) FROM customer_coupons c WHERE c.zone_coupon_id = z.zone_coupon_id AND c.incs_no = ?1) AS mine
  FROM zone_coupons z`;

export async function listZoneCoupons(db: D1Database, incsNo: number, now = Date.now()): Promise<ZoneCoupon[]> {
  const { results } = await db
    .prepare(`${ZONE_SELECT} WHERE z.issue_type = 'DOWNLOAD' AND z.start_at <= ?2 AND z.end_at > ?2 ORDER BY z.sort_ord, z.zone_coupon_id`)
    .bind(incsNo, now)
    .all<ZoneRow>();
  const terms = await termsOf(db, results);
  return results.map((row, index) => ({
    ...terms[index],
    zoneCouponId: row.zone_coupon_id,
    validDays: row.valid_days,
    endDttm: toDttm14(row.end_at),
    downloadedYn: row.mine > 0 ? 'Y' : 'N',
    soldOutYn: row.download_limit !== null && row.issued >= row.download_limit ? 'Y' : 'N',
  }));
}

/** A zone coupon with this member's count, or null. */
export function readZoneCoupon(db: D1Database, incsNo: number, zoneCouponId: number): Promise<ZoneRow | null> {
  return db.prepare(`${ZONE_SELECT} WHERE z.zone_coupon_id = ?2`).bind(incsNo, zoneCouponId).first<ZoneRow>();
}

/**
 * Issues `zone` to the member unless they have it or its quantity is gone, in one statement so
 * two taps give one coupon; answers the new customer coupon's id, or null when nothing was issued.
 */
export async function issueZoneCoupon(db: D1Database, incsNo: number, zone: ZoneRow, now = Date.now()): Promise<number | null> {
  try {
    const row = await db
      .prepare(
        `INSERT INTO customer_coupons (incs_no, cpn_nm, dc_amt, dc_rate, max_dc_amt, min_order_amt, scope_type, scope_ids, chn_cds, issued_at, expires_at, zone_coupon_id)
         SELECT ?1, cpn_nm, dc_amt, dc_rate, max_dc_amt, min_order_amt, scope_type, scope_ids, chn_cds, ?2, ?3, zone_coupon_id FROM zone_coupons z
          WHERE z.zone_coupon_id = ?4
            AND (z.download_limit IS NULL OR z.download_limit > (SELECT COUNT(*) FROM customer_coupons c WHERE c.zone_coupon_id = ?4))
         RETURNING id`,
      )
      .bind(incsNo, now, now + zone.valid_days * DAY_MS, zone.zone_coupon_id)
      .first<{ id: number }>();
    return row?.id ?? null;
  } catch (error) {
    // The unique index: the same member's other tap got there first.
    if (/UNIQUE/i.test(String(error))) return null;
    throw error;
  }
}

/** 쿠폰 받기: refuses outside the period, outside the app for app-only coupons, twice, or when gone. */
export async function downloadZoneCoupon(db: D1Database, incsNo: number, zoneCouponId: number, inApp: boolean, now = Date.now()): Promise<number> {
  const zone = await readZoneCoupon(db, incsNo, zoneCouponId);
  if (!zone || zone.issue_type !== 'DOWNLOAD' || zone.start_at > now) throw new GatewayError('COUPON_NOT_FOUND');
  if (zone.end_at <= now) throw new GatewayError('COUPON_DOWNLOAD_ENDED');
  if (isAppOnly(zone.chn_cds) && !inApp) throw new GatewayError('COUPON_APP_ONLY');
  if (zone.mine > 0) throw new GatewayError('COUPON_ALREADY_DOWNLOADED');
  const id = await issueZoneCoupon(db, incsNo, zone, now);
  if (id !== null) return id;
  const again = await readZoneCoupon(db, incsNo, zoneCouponId);
  throw new GatewayError(again && again.mine > 0 ? 'COUPON_ALREADY_DOWNLOADED' : 'COUPON_EXHAUSTED');
}
