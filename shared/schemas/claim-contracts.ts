/** The claims calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import {
  GetBottleListResponseSchema,
  GetClaimDetailRequestSchema,
  GetClaimListRequestSchema,
  GetClaimListResponseSchema,
  GetClaimableOrderRequestSchema,
  GetClaimableOrderResponseSchema,
  PreviewClaimRequestSchema,
  PreviewClaimResponseSchema,
  RequestBottleRequestSchema,
  RequestBottleResponseSchema,
  RequestClaimRequestSchema,
  RequestClaimResponseSchema,
} from './claim-calls';
import { CLAIM_ROUTES } from './claim-routes';

export const CLAIM_CONTRACTS = {
  requestExchange: defineContract(CLAIM_ROUTES.requestExchange, {
    summary: '교환 신청: 배송완료 7일 이내, 상품별 진행 중 신청 1건, 단순 변심은 왕복 배송비 5,000원 (Idempotency-Key 필수)',
    request: RequestClaimRequestSchema,
    response: RequestClaimResponseSchema,
  }),
  requestReturn: defineContract(CLAIM_ROUTES.requestReturn, {
    summary: '반품 신청: 배송완료 7일 이내, 환불 예정 금액(반품 배송비 차감) 포함 (Idempotency-Key 필수)',
    request: RequestClaimRequestSchema,
    response: RequestClaimResponseSchema,
  }),
  getBottleCollectionList: defineContract(CLAIM_ROUTES.getBottleCollectionList, {
    summary: '공병 수거 내역(신청, 수거완료, 적립완료, 반려)과 신청 가능한 주문, 개당 적립 포인트',
    request: undefined,
    response: GetBottleListResponseSchema,
  }),
  getClaimableOrder: defineContract(CLAIM_ROUTES.getClaimableOrder, {
    summary: '교환/반품 신청 화면: 주문 상품별 신청 가능 수량, 수거지(주문 배송지), 신청 기한',
    request: GetClaimableOrderRequestSchema,
    response: GetClaimableOrderResponseSchema,
  }),
  previewReturn: defineContract(CLAIM_ROUTES.previewReturn, {
    summary: '반품 환불 예정 금액: 선택한 상품의 결제 금액 몫에서 반품 배송비를 뺀 금액과 돌려받을 포인트',
    request: PreviewClaimRequestSchema,
    response: PreviewClaimResponseSchema,
  }),
  getClaimList: defineContract(CLAIM_ROUTES.getClaimList, {
    summary: '취소/교환/반품 내역: 최신순 10건씩, 유형별 필터, 상태명(접수, 수거중, 완료, 거부)과 환불 금액',
    request: GetClaimListRequestSchema,
    response: GetClaimListResponseSchema,
  }),
  getClaimDetail: defineContract(CLAIM_ROUTES.getClaimDetail, {
    summary: '취소/교환/반품 신청 상세',
    request: GetClaimDetailRequestSchema,
    response: RequestClaimResponseSchema,
  }),
  requestBottleCollection: defineContract(CLAIM_ROUTES.requestBottleCollection, {
    summary: '공병 수거 신청: 배송완료·구매확정 주문당 1회, 1~20개, 수거 확인 후 개당 포인트 적립',
    request: RequestBottleRequestSchema,
    response: RequestBottleResponseSchema,
  }),
};
