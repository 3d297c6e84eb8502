/**
 * The couponzone calls (`/ca/campaign/v1/couponzone`). Whether the caller is in the
 * app comes from the request's User-Agent and the configured app marker, as the edge decides it.
 */
import type { Context } from 'hono';
import { COUPON_DOWNLOADED_MESSAGE, COUPON_REGISTERED_MESSAGE } from '#shared/campaign/coupon-rules';
import { COUPONZONE_CONTRACTS as C } from '#shared/schemas/couponzone-calls';
import { detectDevice } from '#shared/device';
import { defineEndpoint, type Endpoint } from '../endpoint';
import type { GatewayEnv } from '../gateway-env';
import type { WorkerConfig } from '#edge/config';
import { registerCouponCode } from './coupon-code';
import { listMyCoupons, readMyCoupon } from './my-coupons';
import { downloadZoneCoupon, listZoneCoupons } from './zone-coupons';

function inApp(c: Context<GatewayEnv>, config: WorkerConfig): boolean {
  return detectDevice(c.req.raw.headers, config.appMarker).isApp;
}

const getMyCoupons = defineEndpoint(C.getMyCoupons, async ({ db, owner, input }) => ({
  data: await listMyCoupons(db, owner.incsNo, input.status, input.page),
}));

const getZoneCoupons = defineEndpoint(C.getZoneCoupons, async ({ c, config, db, owner }) => ({
  data: { coupons: await listZoneCoupons(db, owner.incsNo), inApp: inApp(c, config) },
}));

const downloadZoneCouponCall = defineEndpoint(C.downloadZoneCoupon, async ({ c, config, db, owner, input }) => {
  const id = await downloadZoneCoupon(db, owner.incsNo, input.zoneCouponId, inApp(c, config));
  return { data: { coupon: await readMyCoupon(db, id), message: COUPON_DOWNLOADED_MESSAGE } };
});

const registerCouponCodeCall = defineEndpoint(C.registerCouponCode, async ({ c, config, db, owner, input }) => {
  const id = await registerCouponCode(db, owner.incsNo, input.code, inApp(c, config));
  return { data: { coupon: await readMyCoupon(db, id), message: COUPON_REGISTERED_MESSAGE } };
});

/** The couponzone calls, in the order the screen uses them. */
export const COUPONZONE_ENDPOINTS: readonly Endpoint[] = [getMyCoupons, getZoneCoupons, downloadZoneCouponCall, registerCouponCodeCall];
