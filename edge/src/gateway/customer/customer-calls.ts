/**
 * The customer calls of SPEC §7. Each needs the logged-in customer (`Authorization: Bearer`)
 * except getOrderCartCount, which also counts a guest's cart. Without a valid token the answer is
 * 200 `{ data: {} }`: the site then simply shows a guest, never an error.
 */
import {
  GetCustCpnCntRequestSchema,
  GetCustCpnCntResponseSchema,
  GetCustInfoResponseSchema,
  GetEncCustomerResponseSchema,
  GetOrderCartCountRequestSchema,
  GetOrderCartCountResponseSchema,
  GetPtInqRequestSchema,
  GetPtInqResponseSchema,
  SearchIncsNoResponseSchema,
} from '../../../../shared/schemas/customer-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { toCustomerInfo } from './customer-info';
import { countCartLines, countUsableCoupons, findCustomer } from './customer-store';
import { encryptCustomer } from './enc-customer';

const EMPTY = { data: {} };

export const getCustInfo = defineEndpoint({
  method: 'GET',
  path: '/dp/cust/info/v1/getCustInfo',
  summary: '로그인한 고객의 정보 (SPEC §3 Customer info)',
  request: undefined,
  response: GetCustInfoResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner }) => {
    const row = owner && (await findCustomer(db, owner.incsNo));
    return row ? { data: await toCustomerInfo(row) } : EMPTY;
  },
});

export const getEncCustomer = defineEndpoint({
  method: 'GET',
  path: '/cu/customer/support/v1/getEncCustomer',
  summary: '암호화된 고객 정보: base64(IV 12바이트 ‖ AES-256-GCM 암호문)',
  request: undefined,
  response: GetEncCustomerResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, config }) => {
    const row = owner && (await findCustomer(db, owner.incsNo));
    return row ? { data: await encryptCustomer(config.customerEncKey, await toCustomerInfo(row)) } : EMPTY;
  },
});

export const searchIncsNo = defineEndpoint({
  method: 'POST',
  path: '/cu/customer/support/v1/searchIncsNo',
  summary: '로그인한 고객의 이름',
  request: undefined,
  response: SearchIncsNoResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner }) => {
    const row = owner && (await findCustomer(db, owner.incsNo));
    return row ? { data: { custNm: row.cust_nm } } : EMPTY;
  },
});

export const getCustCpnCnt = defineEndpoint({
  method: 'POST',
  path: '/ca/campaign/v1/coupon/login/getCustCpnCnt',
  summary: '채널(inmChnCd)에서 쓸 수 있는 미사용·유효 쿠폰 수',
  request: GetCustCpnCntRequestSchema,
  response: GetCustCpnCntResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) =>
    owner ? { data: { custCpnCnt: await countUsableCoupons(db, owner.incsNo, input.inmChnCd) } } : EMPTY,
});

export const getptinq = defineEndpoint({
  method: 'POST',
  path: '/cu/customer/support/v1/getptinq',
  summary: '잔여 뷰티포인트: 로그인한 고객 본인의 고객번호일 때만',
  request: GetPtInqRequestSchema,
  response: GetPtInqResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    if (!owner || input.incsNo !== String(owner.incsNo)) return EMPTY;
    const row = await findCustomer(db, owner.incsNo);
    return row ? { data: { rmnPt: row.rmn_pt } } : EMPTY;
  },
});

export const getOrderCartCount = defineEndpoint({
  method: 'POST',
  path: '/or/order/v1/getOrderCartCount',
  summary: '장바구니 상품 수: 세션(sessId)의 비회원 장바구니와 로그인한 고객의 장바구니',
  request: GetOrderCartCountRequestSchema,
  response: GetOrderCartCountResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => ({ data: { prdCnt: await countCartLines(db, input.sessId, owner?.incsNo ?? null) } }),
});

/** The customer calls in SPEC §7's order. */
export const CUSTOMER_ENDPOINTS: readonly Endpoint[] = [getCustInfo, getEncCustomer, searchIncsNo, getCustCpnCnt, getptinq, getOrderCartCount];
