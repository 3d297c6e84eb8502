/** The order calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import {
  AbandonOrderRequestSchema,
  AbandonOrderResponseSchema,
  ConfirmPaymentRequestSchema,
  ConfirmPaymentResponseSchema,
  CreateOrderRequestSchema,
  CreateOrderResponseSchema,
  GetOrderCompleteRequestSchema,
  GetOrderCompleteResponseSchema,
  GetOrderSheetRequestSchema,
  GetOrderSheetResponseSchema,
} from './order-calls';
import { ORDER_ROUTES } from './order-routes';

export const ORDER_CONTRACTS = {
  getOrderSheet: defineContract(ORDER_ROUTES.getOrderSheet, {
    summary: '주문서: 주문 상품(장바구니 선택·바로구매·위시리스트), 금액, 사용 가능한 쿠폰(최대 할인 표시), 포인트, 배송지, 결제 설정',
    request: GetOrderSheetRequestSchema,
    response: GetOrderSheetResponseSchema,
  }),
  createOrder: defineContract(ORDER_ROUTES.createOrder, {
    summary: '주문 생성(Idempotency-Key 필수): 금액을 다시 계산해 화면 금액과 같을 때만, 한 배치로 주문·재고·쿠폰·포인트 처리',
    request: CreateOrderRequestSchema,
    response: CreateOrderResponseSchema,
  }),
  confirmPayment: defineContract(ORDER_ROUTES.confirmPayment, {
    summary: '결제 승인(Idempotency-Key 필수): 주문 금액과 같을 때만 결제사에 승인 요청, 승인되면 결제완료, 거절되면 주문 취소',
    request: ConfirmPaymentRequestSchema,
    response: ConfirmPaymentResponseSchema,
  }),
  abandonOrder: defineContract(ORDER_ROUTES.abandonOrder, {
    summary: '결제 실패·취소로 결제대기 주문 포기: 재고, 쿠폰, 포인트 원복 (여러 번 불러도 한 번만)',
    request: AbandonOrderRequestSchema,
    response: AbandonOrderResponseSchema,
  }),
  getOrderComplete: defineContract(ORDER_ROUTES.getOrderComplete, {
    summary: '주문 완료 화면: 결제가 끝난 본인 주문의 상품, 금액, 배송지',
    request: GetOrderCompleteRequestSchema,
    response: GetOrderCompleteResponseSchema,
  }),
};
