/** The couponzone calls as the screen makes them (`COUPONZONE_ROUTES`, member only; types only from the schema). */
import type { CouponIssuedResponse, GetMyCouponsRequest, GetMyCouponsResponse, GetZoneCouponsResponse } from '#shared/schemas/couponzone-calls';
import { COUPONZONE_ROUTES } from '#shared/schemas/couponzone-routes';
import { callApi } from '#lib/api-client';

export type MyCouponPage = GetMyCouponsResponse['data'];
export type ZoneList = GetZoneCouponsResponse['data'];
export type Issued = CouponIssuedResponse['data'];

export async function fetchMyCoupons(request: GetMyCouponsRequest): Promise<MyCouponPage> {
  return (await callApi(COUPONZONE_ROUTES.getMyCoupons, request)).data;
}

export async function fetchZoneCoupons(): Promise<ZoneList> {
  return (await callApi(COUPONZONE_ROUTES.getZoneCoupons)).data;
}

export async function downloadCoupon(zoneCouponId: number): Promise<Issued> {
  return (await callApi(COUPONZONE_ROUTES.downloadZoneCoupon, { zoneCouponId })).data;
}

export async function registerCode(code: string): Promise<Issued> {
  return (await callApi(COUPONZONE_ROUTES.registerCouponCode, { code })).data;
}
