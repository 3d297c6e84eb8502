/** The couponzone calls' contracts (ADR 016). */
import { defineContract } from './contract';
import * as S from './couponzone-calls';
import { COUPONZONE_ROUTES as R } from './couponzone-routes';

export const COUPONZONE_CONTRACTS = {
  getMyCoupons: defineContract(R.getMyCoupons, {
    summary: '내 쿠폰: 사용 가능·사용 완료·기간 만료별 목록과 조건 (20개씩)',
    request: S.GetMyCouponsRequestSchema,
    response: S.GetMyCouponsResponseSchema,
  }),
  getZoneCoupons: defineContract(R.getZoneCoupons, {
    summary: '쿠폰존: 지금 받을 수 있는 쿠폰과 받았는지 여부',
    request: undefined,
    response: S.GetZoneCouponsResponseSchema,
  }),
  downloadZoneCoupon: defineContract(R.downloadZoneCoupon, {
    summary: '쿠폰 받기: 회원당 한 번, 선착순 수량과 기간 안에서, 앱 전용 쿠폰은 앱에서만',
    request: S.DownloadZoneCouponRequestSchema,
    response: S.CouponIssuedResponseSchema,
    errors: ['COUPON_NOT_FOUND', 'COUPON_DOWNLOAD_ENDED', 'COUPON_APP_ONLY', 'COUPON_ALREADY_DOWNLOADED', 'COUPON_EXHAUSTED'],
  }),
  registerCouponCode: defineContract(R.registerCouponCode, {
    summary: '쿠폰 번호 등록 (시간당 10회)',
    request: S.RegisterCouponCodeRequestSchema,
    response: S.CouponIssuedResponseSchema,
    errors: [
      'COUPON_CODE_INVALID',
      'COUPON_CODE_PERIOD_OVER',
      'COUPON_CODE_NOT_STARTED',
      'COUPON_CODE_USED',
      'COUPON_ALREADY_REGISTERED',
      'COUPON_APP_ONLY',
      'COUPON_CODE_THROTTLED',
    ],
  }),
};
