/**
 * 쿠폰 번호 등록: a number registers its zone coupon within the
 * registration period, once per member; a single-use number only once at all. Tries are limited
 * per member, so numbers cannot be guessed by trying them.
 */
import { COUPON_CODE_TRIES_PER_HOUR } from '#shared/campaign/coupon-rules';
import { takeRequest } from '#edge/member/rate-limit';
import { GatewayError } from '../errors';
import { isAppOnly } from './coupon-view';
import { issueZoneCoupon, readZoneCoupon } from './zone-coupons';

const HOUR_MS = 60 * 60 * 1000;

export async function registerCouponCode(db: D1Database, incsNo: number, code: string, inApp: boolean, now = Date.now()): Promise<number> {
  if (!(await takeRequest(db, `coupon-code:${incsNo}`, { limit: COUPON_CODE_TRIES_PER_HOUR, windowMs: HOUR_MS }, now)))
    throw new GatewayError('COUPON_CODE_THROTTLED');
  const number = await db
    .prepare('SELECT zone_coupon_id AS zoneCouponId, max_uses AS maxUses, used_cnt AS usedCnt FROM coupon_codes WHERE code = ?')
    .bind(code)
    .first<{ zoneCouponId: number; maxUses: number | null; usedCnt: number }>();
  const zone = number ? await readZoneCoupon(db, incsNo, number.zoneCouponId) : null;
  if (!number || !zone || zone.issue_type !== 'CODE') throw new GatewayError('COUPON_CODE_INVALID');
  if (zone.end_at <= now) throw new GatewayError('COUPON_CODE_PERIOD_OVER');
  if (zone.start_at > now) throw new GatewayError('COUPON_CODE_NOT_STARTED');
  if (isAppOnly(zone.chn_cds) && !inApp) throw new GatewayError('COUPON_APP_ONLY');
  if (zone.mine > 0) throw new GatewayError('COUPON_ALREADY_REGISTERED');
  // Claim a use of the number first, so two members cannot both take a single-use number.
  const claimed = await db
    .prepare('UPDATE coupon_codes SET used_cnt = used_cnt + 1 WHERE code = ? AND (max_uses IS NULL OR used_cnt < max_uses)')
    .bind(code)
    .run();
  if (claimed.meta.changes !== 1) throw new GatewayError('COUPON_CODE_USED');
  const id = await issueZoneCoupon(db, incsNo, zone, now);
  if (id !== null) return id;
  // Not issued after all (the member's other tap won, or a limit): give the use back.
  await db.prepare('UPDATE coupon_codes SET used_cnt = used_cnt - 1 WHERE code = ?').bind(code).run();
  const again = await readZoneCoupon(db, incsNo, zone.zone_coupon_id);
  throw new GatewayError(again && again.mine > 0 ? 'COUPON_ALREADY_REGISTERED' : 'COUPON_EXHAUSTED');
}
