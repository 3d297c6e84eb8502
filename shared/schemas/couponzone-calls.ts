/**
 * The couponzone calls (`/cu/mypage/couponzone`): the member's coupons by state with
 * their conditions, the coupons to download once, and registering a coupon number. Member calls only.
 */
import { z } from 'zod';
import { COUPON_STATUSES, normalizeCouponCode, validateCouponCode } from '../campaign/coupon-rules';
import { contractsNamed } from './contract';
import * as S from './couponzone-calls';
import { COUPONZONE_ROUTES as R } from './couponzone-routes';

/** What a coupon gives and asks, as both lists show it. */
export const CouponTermsSchema = z.object({
  cpnNm: z.string(),
  dcAmt: z.number().int().nullable(),
  dcRate: z.number().int().nullable(),
  /** The most a percentage takes off, KRW; null: no cap. */
  maxDcAmt: z.number().int().nullable(),
  minOrderAmt: z.number().int().nonnegative(),
  scopeType: z.enum(['ALL', 'PRODUCT', 'CATEGORY']),
  /** The products' or categories' names a scoped coupon covers. */
  scopeNames: z.array(z.string()),
  /** Usable (and downloadable) only in the app. */
  appOnly: z.boolean(),
});
export type CouponTerms = z.infer<typeof CouponTermsSchema>;

export const MyCouponSchema = CouponTermsSchema.extend({
  custCpnId: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  issuedDttm: z.string(),
  expiresDttm: z.string(),
  usedDttm: z.string().nullable(),
  usedOrdNo: z.string().nullable(),
});
export type MyCoupon = z.infer<typeof MyCouponSchema>;

export const GetMyCouponsRequestSchema = z.object({ status: z.enum(COUPON_STATUSES).default('USABLE'), page: z.number().int().min(1).max(1000).default(1) });
export type GetMyCouponsRequest = z.input<typeof GetMyCouponsRequestSchema>;
export const GetMyCouponsResponseSchema = z.object({
  data: z.object({
    counts: z.object({ USABLE: z.number().int(), USED: z.number().int(), EXPIRED: z.number().int() }),
    coupons: z.array(MyCouponSchema),
    page: z.number().int(),
    totalCnt: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type GetMyCouponsResponse = z.infer<typeof GetMyCouponsResponseSchema>;

export const ZoneCouponSchema = CouponTermsSchema.extend({
  zoneCouponId: z.number().int(),
  validDays: z.number().int(),
  /** Until when it can be downloaded, 14-digit Korean time. */
  endDttm: z.string(),
  downloadedYn: z.enum(['Y', 'N']),
  soldOutYn: z.enum(['Y', 'N']),
});
export type ZoneCoupon = z.infer<typeof ZoneCouponSchema>;
export const GetZoneCouponsResponseSchema = z.object({ data: z.object({ coupons: z.array(ZoneCouponSchema), inApp: z.boolean() }) });
export type GetZoneCouponsResponse = z.infer<typeof GetZoneCouponsResponseSchema>;

export const DownloadZoneCouponRequestSchema = z.object({ zoneCouponId: z.number({ error: '받을 쿠폰을 선택해 주세요.' }).int().positive() });
export type DownloadZoneCouponRequest = z.input<typeof DownloadZoneCouponRequestSchema>;

export const RegisterCouponCodeRequestSchema = z.object({
  code: z
    .string({ error: '쿠폰 번호를 입력해 주세요.' })
    .transform(normalizeCouponCode)
    .superRefine((value, ctx) => {
      const problem = validateCouponCode(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type RegisterCouponCodeRequest = z.input<typeof RegisterCouponCodeRequestSchema>;

export const CouponIssuedResponseSchema = z.object({ data: z.object({ coupon: MyCouponSchema, message: z.string() }) });
export type CouponIssuedResponse = z.infer<typeof CouponIssuedResponseSchema>;
export const DownloadZoneCouponResponseSchema = CouponIssuedResponseSchema;
export const RegisterCouponCodeResponseSchema = CouponIssuedResponseSchema;

export const COUPONZONE_CONTRACTS = contractsNamed(S, R, {
  getMyCoupons: { summary: '내 쿠폰: 사용 가능·사용 완료·기간 만료별 목록과 조건 (20개씩)' },
  getZoneCoupons: { summary: '쿠폰존: 지금 받을 수 있는 쿠폰과 받았는지 여부' },
  downloadZoneCoupon: {
    summary: '쿠폰 받기: 회원당 한 번, 선착순 수량과 기간 안에서, 앱 전용 쿠폰은 앱에서만',
    errors: ['COUPON_NOT_FOUND', 'COUPON_DOWNLOAD_ENDED', 'COUPON_APP_ONLY', 'COUPON_ALREADY_DOWNLOADED', 'COUPON_EXHAUSTED'],
  },
  registerCouponCode: {
    summary: '쿠폰 번호 등록 (시간당 10회)',
    errors: [
      'COUPON_CODE_INVALID',
      'COUPON_CODE_PERIOD_OVER',
      'COUPON_CODE_NOT_STARTED',
      'COUPON_CODE_USED',
      'COUPON_ALREADY_REGISTERED',
      'COUPON_APP_ONLY',
      'COUPON_CODE_THROTTLED',
    ],
  },
});
