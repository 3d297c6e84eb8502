/** Helpers the couponzone tests share: zone coupons and numbers written straight into D1, and calls. */
import { env } from 'cloudflare:test';
import { callGateway } from '#edge/testing/gateway-call';

export const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NokchaApp/6.1.0';
const DAY_MS = 86_400_000;

let nextId = 100;

/** A zone coupon running for a week around now unless overridden; answers its id. */
export async function zoneCoupon(fields: Record<string, unknown> = {}): Promise<number> {
  nextId += 1;
  const now = Date.now();
  const row = {
    zone_coupon_id: nextId,
    cpn_nm: `쿠폰 ${nextId}`,
    dc_amt: 3000,
    dc_rate: null,
    issue_type: 'DOWNLOAD',
    valid_days: 30,
    start_at: now - DAY_MS,
    end_at: now + 7 * DAY_MS,
    sort_ord: nextId,
    ...fields,
  };
  const columns = Object.keys(row);
  await env.DB.prepare(`INSERT INTO zone_coupons (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
    .bind(...Object.values(row))
    .run();
  return nextId;
}

export async function couponCode(code: string, zoneCouponId: number, maxUses: number | null = null): Promise<void> {
  await env.DB.prepare('INSERT INTO coupon_codes (code, zone_coupon_id, max_uses) VALUES (?, ?, ?)').bind(code, zoneCouponId, maxUses).run();
}

/** POSTs to `/ca/campaign/v1/couponzone/{verb}`, as the app when `app` is set. */
export function postZone(verb: string, token: string | undefined, body?: unknown, app = false): Promise<Response> {
  return callGateway('POST', `/ca/campaign/v1/couponzone/${verb}`, {
    token,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: app ? { 'User-Agent': APP_UA } : {},
  });
}
