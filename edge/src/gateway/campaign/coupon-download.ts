/**
 * Downloading an event coupon (쿠폰 받기): it becomes one of the customer's own coupons
 * (`customer_coupons`, migrations 0002 and 0006), once per customer, while the event runs and
 * while the coupon's download limit lasts. The insert checks both in the same statement, so two
 * taps at once still give one coupon.
 */
import { CAMPAIGN_CONTRACTS } from '#shared/schemas/campaign-calls';
import { toDttm14 } from '#shared/format';
import { defineEndpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { answerClock } from './campaign-rows';
import { VISIBLE_EVENT_SQL } from './event-calls';

const DAY_MS = 24 * 60 * 60 * 1000;

interface TargetRow {
  end_dttm: string;
  coupon_id: number | null;
  cpn_nm: string | null;
  valid_days: number | null;
}

export const downloadCoupon = defineEndpoint(CAMPAIGN_CONTRACTS.downloadCoupon, async ({ db, input, owner }) => {
  const { now, nowDttm } = answerClock();
  const target = await db
    .prepare(
      `SELECT e.end_dttm, ec.coupon_id, ec.cpn_nm, ec.valid_days
         FROM events e LEFT JOIN event_coupons ec ON ec.event_id = e.event_id AND ec.coupon_id = ?3
        WHERE e.event_id = ?2 AND ${VISIBLE_EVENT_SQL}`,
    )
    .bind(nowDttm, input.eventId, input.couponId)
    .first<TargetRow>();
  if (!target) throw new GatewayError('EVENT_NOT_FOUND');
  if (target.coupon_id === null || target.cpn_nm === null || target.valid_days === null) throw new GatewayError('COUPON_NOT_FOUND');
  if (target.end_dttm <= nowDttm) throw new GatewayError('EVENT_ENDED');

  const expiresAt = now + target.valid_days * DAY_MS;
  const issued = await db
    .prepare(
      `INSERT INTO customer_coupons (incs_no, cpn_nm, dc_amt, dc_rate, min_order_amt, issued_at, expires_at, event_coupon_id)
       SELECT ?1, ec.cpn_nm, ec.dc_amt, ec.dc_rate, ec.min_order_amt, ?2, ?3, ec.coupon_id
         FROM event_coupons ec
        WHERE ec.coupon_id = ?4
          AND NOT EXISTS (SELECT 1 FROM customer_coupons cc WHERE cc.event_coupon_id = ?4 AND cc.incs_no = ?1)
          AND (ec.download_limit IS NULL OR ec.download_limit > (SELECT COUNT(*) FROM customer_coupons cc WHERE cc.event_coupon_id = ?4))
       RETURNING id`,
    )
    .bind(owner.incsNo, now, expiresAt, target.coupon_id)
    .first<{ id: number }>();
  if (!issued) {
    const mine = await db
      .prepare('SELECT 1 AS yes FROM customer_coupons WHERE event_coupon_id = ? AND incs_no = ?')
      .bind(target.coupon_id, owner.incsNo)
      .first<{ yes: number }>();
    throw new GatewayError(mine ? 'COUPON_ALREADY_DOWNLOADED' : 'COUPON_EXHAUSTED');
  }
  return {
    statusCode: 200 as const,
    data: { custCpnId: issued.id, couponId: target.coupon_id, cpnNm: target.cpn_nm, expiresDttm: toDttm14(expiresAt), message: '쿠폰이 발급되었습니다.' },
  };
});
