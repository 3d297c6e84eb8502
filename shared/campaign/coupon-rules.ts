/**
 * The couponzone's rules as the screen and the gateway both read them, schema-free so the island
 * imports them without zod.
 */
import { formatWon } from '../format';

export const COUPON_STATUSES = ['USABLE', 'USED', 'EXPIRED'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_STATUS_NAMES: Readonly<Record<CouponStatus, string>> = { USABLE: '사용 가능', USED: '사용 완료', EXPIRED: '기간 만료' };

export const COUPON_REGISTERED_MESSAGE = '쿠폰이 등록되었습니다.';
export const COUPON_DOWNLOADED_MESSAGE = '쿠폰이 발급되었습니다.';
/** Coupon numbers a member may try in an hour: enough for typos, too few to guess numbers. */
export const COUPON_CODE_TRIES_PER_HOUR = 10;

/** A number as printed (`green-tea 2026`) in the form it is stored (`GREENTEA2026`). */
export function normalizeCouponCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** 쿠폰 번호: 6 to 20 letters and digits once spaces and dashes are dropped. */
export function validateCouponCode(value: string): string | null {
  const code = normalizeCouponCode(value);
  if (code === '') return '쿠폰 번호를 입력해 주세요.';
  return /^[A-Z0-9]{6,20}$/.test(code) ? null : '쿠폰 번호는 영문과 숫자 6~20자리입니다. 번호를 다시 확인해 주세요.';
}

/** What a coupon takes off, in words: `3,000원 할인`, `15% 할인 (최대 5,000원)`. */
export function couponBenefit(terms: { dcAmt: number | null; dcRate: number | null; maxDcAmt: number | null }): string {
  if (terms.dcAmt) return `${formatWon(terms.dcAmt)} 할인`;
  return `${terms.dcRate ?? 0}% 할인${terms.maxDcAmt ? ` (최대 ${formatWon(terms.maxDcAmt)})` : ''}`;
}
