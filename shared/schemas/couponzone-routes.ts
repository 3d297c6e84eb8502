/** The couponzone routes (schema-free; contracts at the end of `couponzone-calls.ts`). */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './couponzone-calls';

const BASE = '/ca/campaign/v1/couponzone';

export const COUPONZONE_ROUTES = typedRoutes<typeof S>()({
  getMyCoupons: memberRoute('POST', `${BASE}/getMyCoupons`),
  getZoneCoupons: memberRoute('POST', `${BASE}/getZoneCoupons`),
  downloadZoneCoupon: memberRoute('POST', `${BASE}/downloadZoneCoupon`),
  registerCouponCode: memberRoute('POST', `${BASE}/registerCouponCode`),
});
