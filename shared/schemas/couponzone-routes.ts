/** The couponzone routes (schema-free; contracts at the end of `couponzone-calls.ts`). */
import { memberRoute } from './contract';
import type {
  CouponIssuedResponse,
  DownloadZoneCouponRequest,
  GetMyCouponsRequest,
  GetMyCouponsResponse,
  GetZoneCouponsResponse,
  RegisterCouponCodeRequest,
} from './couponzone-calls';

const BASE = '/ca/campaign/v1/couponzone';

export const COUPONZONE_ROUTES = {
  getMyCoupons: memberRoute<GetMyCouponsRequest, GetMyCouponsResponse>('POST', `${BASE}/getMyCoupons`),
  getZoneCoupons: memberRoute<undefined, GetZoneCouponsResponse>('POST', `${BASE}/getZoneCoupons`),
  downloadZoneCoupon: memberRoute<DownloadZoneCouponRequest, CouponIssuedResponse>('POST', `${BASE}/downloadZoneCoupon`),
  registerCouponCode: memberRoute<RegisterCouponCodeRequest, CouponIssuedResponse>('POST', `${BASE}/registerCouponCode`),
};
