/**
 * The gateway's error answers: a stable code, a Korean message, and on 5xx the
 * trace id the failure was logged under. Stacks go to the log, never to the client.
 */
import type { Context } from 'hono';
import type { ApiError } from '#shared/schemas/api-error';
import type { GatewayEnv } from './gateway-env';
import { logFailure } from '../log-failure';
import { ACCOUNT_ERRORS } from './account/account-errors';
import { COUPONZONE_ERRORS } from './couponzone/couponzone-errors';
import { REVIEW_ERRORS } from './reviews/review-errors';
import { STORE_ERRORS } from './stores/store-errors';
import { INQUIRY_ERRORS } from './inquiries/inquiry-errors';
import { TERMS_ERRORS } from './terms/terms-errors';
import { POSTING_ERRORS } from './postings/posting-errors';
import { UPLOAD_ERRORS } from '../uploads/upload-errors';
import { MEMBER_ERRORS } from '../member/member-errors';
import { ADDRESS_ERRORS } from './address/address-errors';
import { CART_ERRORS } from './cart/cart-errors';
import { CLAIM_ERRORS } from './claims/claim-errors';
import { EMPLOYEE_ERRORS } from './employee/employee-errors';
import { ORDER_ERRORS } from './order/order-errors';
import { ORDER_HISTORY_ERRORS } from './order-history/order-history-errors';
import { WISH_ERRORS } from './wish/wish-errors';
import { OPS_ERRORS } from '../ops/ops-errors';
import { RUM_ERRORS } from '../rum/rum-errors';
import { SETTINGS_ERRORS } from '../settings/settings-errors';

/** Every code the gateway itself answers with, its status and its message. */
export const API_ERRORS = {
  INVALID_JSON: { status: 400, message: '요청 본문이 올바른 JSON 형식이 아닙니다.' },
  INVALID_INPUT: { status: 400, message: '입력값을 확인해 주세요.' },
  LOGIN_REQUIRED: { status: 401, message: '로그인이 필요합니다.' },
  OPERATOR_KEY_REQUIRED: { status: 401, message: '운영자 키가 필요합니다.' },
  OPERATOR_FORBIDDEN: { status: 403, message: '이 작업을 할 권한이 없습니다. 대표 운영자에게 문의해 주세요.' },
  NOT_FOUND: { status: 404, message: '요청하신 API를 찾을 수 없습니다.' },
  CATEGORY_NOT_FOUND: { status: 404, message: '카테고리를 찾을 수 없습니다.' },
  PRODUCT_NOT_FOUND: { status: 404, message: '상품을 찾을 수 없습니다.' },
  NOTICE_NOT_FOUND: { status: 404, message: '공지사항을 찾을 수 없습니다.' },
  // Campaign content (campaign/): live broadcasts, events and their coupons, the employee shop.
  EMPLOYEE_ONLY: { status: 403, message: '임직원 인증 후 이용할 수 있습니다. 마이페이지의 임직원 인증 메뉴에서 인증해 주세요.' },
  LIVE_NOT_FOUND: { status: 404, message: '라이브 방송을 찾을 수 없습니다.' },
  EVENT_NOT_FOUND: { status: 404, message: '이벤트를 찾을 수 없습니다.' },
  IMAGE_NOT_FOUND: { status: 404, message: '이미지를 찾을 수 없습니다.' },
  COUPON_NOT_FOUND: { status: 404, message: '쿠폰을 찾을 수 없습니다.' },
  EVENT_ENDED: { status: 409, message: '종료된 이벤트입니다.' },
  COUPON_ALREADY_DOWNLOADED: { status: 409, message: '이미 받은 쿠폰입니다.' },
  COUPON_EXHAUSTED: { status: 409, message: '준비된 쿠폰이 모두 소진되었습니다.' },
  // Cart (cart/): a guest's cart needs its session; lines and options must exist and be buyable.
  CART_SESSION_REQUIRED: { status: 400, message: '장바구니 세션이 없습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' },
  CART_LINE_NOT_FOUND: { status: 404, message: '장바구니에서 상품을 찾을 수 없습니다.' },
  OPTION_NOT_FOUND: { status: 404, message: '상품 옵션을 찾을 수 없습니다.' },
  SOLD_OUT: { status: 409, message: '품절된 상품입니다.' },
  // 판매중지 (products.sale_stop_yn): the cart and checkout refuse it before sold-out or stock.
  PRODUCT_SALE_STOPPED: { status: 409, message: '판매가 중지된 상품입니다.' },
  CART_OPTION_MISMATCH: { status: 409, message: '같은 상품의 다른 옵션으로만 변경할 수 있습니다.' },
  // The features below keep their own tables beside their code.
  ...CART_ERRORS,
  ...WISH_ERRORS,
  ...ADDRESS_ERRORS,
  ...ORDER_ERRORS,
  ...ORDER_HISTORY_ERRORS,
  ...CLAIM_ERRORS,
  ...EMPLOYEE_ERRORS,
  ...ACCOUNT_ERRORS,
  ...MEMBER_ERRORS,
  ...COUPONZONE_ERRORS,
  ...UPLOAD_ERRORS,
  ...REVIEW_ERRORS,
  ...STORE_ERRORS,
  ...INQUIRY_ERRORS,
  ...TERMS_ERRORS,
  ...POSTING_ERRORS,
  ...OPS_ERRORS,
  ...RUM_ERRORS,
  ...SETTINGS_ERRORS,
  METHOD_NOT_ALLOWED: { status: 405, message: '이 주소에서 허용되지 않는 요청 방식입니다.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청 본문이 너무 큽니다.' },
  INTERNAL_ERROR: { status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
  UPSTREAM_UNAVAILABLE: { status: 502, message: '상품 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
} as const;
export type ApiErrorCode = keyof typeof API_ERRORS;

export interface ApiErrorExtras {
  /** Failing field → its message; only for `INVALID_INPUT`. */
  fields?: Record<string, string>;
  /** A Korean message more specific than the code's own (e.g. the payment company's reason). */
  message?: string;
  headers?: Record<string, string>;
}

/** The JSON error answer for `code`; 5xx answers carry the trace id. */
export function apiError<E extends GatewayEnv>(c: Context<E>, code: ApiErrorCode, extras: ApiErrorExtras = {}): Response {
  const { status } = API_ERRORS[code];
  const body: ApiError = { code, message: extras.message ?? API_ERRORS[code].message };
  if (extras.fields) body.fields = extras.fields;
  if (status >= 500) body.traceId = c.get('traceId');
  return c.json(body, status, { 'Cache-Control': 'no-store', ...extras.headers });
}

/**
 * An expected refusal a handler throws (`throw new GatewayError('LOGIN_REQUIRED')`): the gateway
 * answers the code's status and Korean message instead of the handler's schema, and logs nothing.
 */
export class GatewayError extends Error {
  readonly code: ApiErrorCode;
  /** A Korean message that replaces the code's own, such as which product sold out. */
  readonly detail?: string;

  constructor(code: ApiErrorCode, detail?: string) {
    super(code);
    this.code = code;
    this.detail = detail;
    this.name = 'GatewayError';
  }
}

/** Input its schema (or a rule that needs more than the input) refused: 400 with each failing field's Korean message. */
export class InputRefusal extends Error {
  constructor(
    readonly code: 'INVALID_INPUT' | 'INVALID_JSON',
    readonly fields: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'InputRefusal';
  }
}

/** Refuses the input when any rule failed (field → its message, or null when it passed). */
export function assertFields(fields: Record<string, string | null>): void {
  const failed = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null));
  if (Object.keys(failed).length > 0) throw new InputRefusal('INVALID_INPUT', failed);
}

/** The Korean message a `GatewayError` answers with: its own detail, or its code's message. */
export function messageOf(error: GatewayError): string {
  return error.detail ?? API_ERRORS[error.code].message;
}

/** The gateway's `onError`: a `GatewayError` or `InputRefusal` answers its code; anything else is logged, then 500 `INTERNAL_ERROR` with the trace id. */
export function onGatewayError<E extends GatewayEnv>(error: unknown, c: Context<E>): Response {
  if (error instanceof GatewayError) return apiError(c, error.code, { message: error.detail });
  if (error instanceof InputRefusal) return apiError(c, error.code, Object.keys(error.fields).length ? { fields: error.fields } : {});
  logFailure(c, error);
  return apiError(c, 'INTERNAL_ERROR');
}

/** Failures are logged the one way the worker logs them. */
export { logFailure };
