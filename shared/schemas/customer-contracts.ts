/** The customer calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
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
} from './customer-calls';
import { CUSTOMER_ROUTES } from './customer-routes';

export const CUSTOMER_CONTRACTS = {
  getCustInfo: defineContract(CUSTOMER_ROUTES.getCustInfo, {
    summary: '로그인한 고객의 정보',
    request: undefined,
    response: GetCustInfoResponseSchema,
  }),
  getEncCustomer: defineContract(CUSTOMER_ROUTES.getEncCustomer, {
    summary: '암호화된 고객 정보: base64(IV 12바이트 ‖ AES-256-GCM 암호문)',
    request: undefined,
    response: GetEncCustomerResponseSchema,
  }),
  searchIncsNo: defineContract(CUSTOMER_ROUTES.searchIncsNo, {
    summary: '로그인한 고객의 이름',
    request: undefined,
    response: SearchIncsNoResponseSchema,
  }),
  getCustCpnCnt: defineContract(CUSTOMER_ROUTES.getCustCpnCnt, {
    summary: '채널(inmChnCd)에서 쓸 수 있는 미사용·유효 쿠폰 수',
    request: GetCustCpnCntRequestSchema,
    response: GetCustCpnCntResponseSchema,
  }),
  getptinq: defineContract(CUSTOMER_ROUTES.getptinq, {
    summary: '잔여 뷰티포인트: 로그인한 고객 본인의 고객번호일 때만',
    request: GetPtInqRequestSchema,
    response: GetPtInqResponseSchema,
  }),
  getOrderCartCount: defineContract(CUSTOMER_ROUTES.getOrderCartCount, {
    summary: '장바구니 상품 수: 이 브라우저의 비회원 장바구니(HttpOnly 쿠키 inm_guest_cart)와 로그인한 고객의 장바구니',
    request: GetOrderCartCountRequestSchema,
    response: GetOrderCartCountResponseSchema,
  }),
};
