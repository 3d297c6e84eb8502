/** The order-history calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import {
  CancelOrderRequestSchema,
  CancelOrderResponseSchema,
  ConfirmPurchaseResponseSchema,
  GetOrderDetailResponseSchema,
  GetOrderListRequestSchema,
  GetOrderListResponseSchema,
  OrdNoRequestSchema,
} from './order-history-calls';
import { ORDER_HISTORY_ROUTES } from './order-history-routes';

export const ORDER_HISTORY_CONTRACTS = {
  getOrderList: defineContract(ORDER_HISTORY_ROUTES.getOrderList, {
    summary: '주문/배송 조회: 기간(1·3·6·12개월 또는 최대 1년의 직접 입력)과 상태로 거른 주문 목록, 10건씩',
    request: GetOrderListRequestSchema,
    response: GetOrderListResponseSchema,
  }),
  getOrderDetail: defineContract(ORDER_HISTORY_ROUTES.getOrderDetail, {
    summary: '주문 상세: 상품, 금액, 결제, 배송지, 송장번호, 클레임, 지금 취소하면 돌려받는 금액',
    request: OrdNoRequestSchema,
    response: GetOrderDetailResponseSchema,
  }),
  cancelOrder: defineContract(ORDER_HISTORY_ROUTES.cancelOrder, {
    summary: '주문 취소(결제완료·상품준비중, 전체): 결제 취소 후 재고·포인트·쿠폰 복원. Idempotency-Key 헤더 필수',
    request: CancelOrderRequestSchema,
    response: CancelOrderResponseSchema,
  }),
  confirmPurchase: defineContract(ORDER_HISTORY_ROUTES.confirmPurchase, {
    summary: '구매확정: 배송완료된 주문을 구매확정으로(진행 중인 교환·반품이 없을 때)',
    request: OrdNoRequestSchema,
    response: ConfirmPurchaseResponseSchema,
  }),
};
