/**
 * Requests and answers of the customer calls, as the gateway serves them under `/api`.
 * Every answer wraps its value in `data`; without a valid login the customer's calls answer
 * `{ data: {} }` (never an error), which the `…OrEmpty` unions spell out.
 */
import { z } from 'zod';
import { CustomerExtrasSchema, CustomerInfoSchema } from './customer';
import { defineContract, contractsNamed } from './contract';
import * as S from './customer-calls';
import { CUSTOMER_ROUTES } from './customer-routes';

/** `{}`: the answer's `data` when the call needs a logged-in customer and has none. */
export const EmptyDataSchema = z.strictObject({});
export type EmptyData = z.infer<typeof EmptyDataSchema>;

const orEmpty = <T extends z.ZodType>(schema: T) => z.object({ data: z.union([schema, EmptyDataSchema]) });

/** `GET /dp/cust/info/v1/getCustInfo`. */
export const GetCustInfoResponseSchema = orEmpty(CustomerInfoSchema);
export type GetCustInfoResponse = z.infer<typeof GetCustInfoResponseSchema>;

/**
 * `GET /cu/customer/support/v1/getEncCustomer`: base64 of a 12-byte IV followed by the AES-256-GCM
 * ciphertext (tag included) of the customer JSON, under the key `CUSTOMER_ENC_KEY`.
 */
export const GetEncCustomerResponseSchema = orEmpty(z.string().regex(/^[A-Za-z0-9+/]+=*$/));
export type GetEncCustomerResponse = z.infer<typeof GetEncCustomerResponseSchema>;

/** `POST /cu/customer/support/v1/searchIncsNo` (empty body). */
export const SearchIncsNoResponseSchema = orEmpty(CustomerExtrasSchema.pick({ custNm: true }));
export type SearchIncsNoResponse = z.infer<typeof SearchIncsNoResponseSchema>;

/** `POST /ca/campaign/v1/coupon/login/getCustCpnCnt`: channel code 1 PC, 2 mobile web, 3 app. */
export const GetCustCpnCntRequestSchema = z.object({
  inmChnCd: z.enum(['1', '2', '3'], { error: '채널 코드는 1, 2, 3 중 하나여야 합니다.' }),
});
export type GetCustCpnCntRequest = z.infer<typeof GetCustCpnCntRequestSchema>;
export const GetCustCpnCntResponseSchema = orEmpty(CustomerExtrasSchema.pick({ custCpnCnt: true }));
export type GetCustCpnCntResponse = z.infer<typeof GetCustCpnCntResponseSchema>;

/** `POST /cu/customer/support/v1/getptinq`: points of the logged-in customer, named by number. */
export const GetPtInqRequestSchema = z.object({
  incsNo: z.string({ error: '고객번호를 입력해 주세요.' }).regex(/^\d{1,20}$/, '고객번호는 숫자여야 합니다.'),
});
export type GetPtInqRequest = z.infer<typeof GetPtInqRequestSchema>;
export const GetPtInqResponseSchema = orEmpty(CustomerExtrasSchema.pick({ rmnPt: true }));
export type GetPtInqResponse = z.infer<typeof GetPtInqResponseSchema>;

/** `POST /or/order/v1/getOrderCartCount`: the `sessId` cookie, or `''` when there is none. */
// It names the visit only: the guest lines counted are the `inm_guest_cart` cookie's (ADR 038).
export const GetOrderCartCountRequestSchema = z.object({
  sessId: z
    .string({ error: '세션 ID를 보내 주세요.' })
    .regex(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/i, '세션 ID 형식이 올바르지 않습니다.'),
});
export type GetOrderCartCountRequest = z.infer<typeof GetOrderCartCountRequestSchema>;
/** Always answered, logged in or not: a guest's cart counts too. */
export const GetOrderCartCountResponseSchema = z.object({ data: CustomerExtrasSchema.pick({ prdCnt: true }) });
export type GetOrderCartCountResponse = z.infer<typeof GetOrderCartCountResponseSchema>;

export const CUSTOMER_CONTRACTS = {
  ...contractsNamed(S, CUSTOMER_ROUTES, {
    getCustInfo: { summary: '로그인한 고객의 정보' },
    getEncCustomer: { summary: '암호화된 고객 정보: base64(IV 12바이트 ‖ AES-256-GCM 암호문)' },
    searchIncsNo: { summary: '로그인한 고객의 이름' },
    getCustCpnCnt: { summary: '채널(inmChnCd)에서 쓸 수 있는 미사용·유효 쿠폰 수' },
    getOrderCartCount: { summary: '장바구니 상품 수: 이 브라우저의 비회원 장바구니(HttpOnly 쿠키 inm_guest_cart)와 로그인한 고객의 장바구니' },
  }),
  getptinq: defineContract(CUSTOMER_ROUTES.getptinq, {
    summary: '잔여 뷰티포인트: 로그인한 고객 본인의 고객번호일 때만',
    request: GetPtInqRequestSchema,
    response: GetPtInqResponseSchema,
  }),
};
