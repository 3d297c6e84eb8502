/**
 * The checkout calls (issue 5 §4) under `/or/order/v1`, for logged-in members only (401 for
 * guests). createOrder and confirmPayment need an `Idempotency-Key` header: a repeat with the same
 * key gets the first answer and changes nothing.
 */
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
} from '../../../../shared/schemas/order-calls';
import type { SessionOwner } from '../../auth/sessions';
import { selectPaymentProvider } from '../../payments/select-provider';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { runIdempotent } from '../idempotency';
import { findOwnOrder, readCompletedOrder } from './order-complete';
import { confirmPayment } from './order-confirm';
import { createOrder } from './order-create';
import { abandonOrder } from './order-release';
import { buildOrderSheet } from './order-sheet';

/** The caller's customer number; guests get 401 LOGIN_REQUIRED. */
function memberOf(owner: SessionOwner | null): number {
  if (!owner) throw new GatewayError('LOGIN_REQUIRED');
  return owner.incsNo;
}

export const getOrderSheet = defineEndpoint({
  method: 'POST',
  path: '/or/order/v1/getOrderSheet',
  summary: '주문서: 주문 상품(장바구니 선택·바로구매·위시리스트), 금액, 사용 가능한 쿠폰(최대 할인 표시), 포인트, 배송지, 결제 설정',
  request: GetOrderSheetRequestSchema,
  response: GetOrderSheetResponseSchema,
  auth: 'optional',
  handler: async ({ c, db, owner, input }) => ({ data: await buildOrderSheet(db, c.env, memberOf(owner), input) }),
});

export const createOrderCall = defineEndpoint({
  method: 'POST',
  path: '/or/order/v1/createOrder',
  summary: '주문 생성(Idempotency-Key 필수): 금액을 다시 계산해 화면 금액과 같을 때만, 한 배치로 주문·재고·쿠폰·포인트 처리',
  request: CreateOrderRequestSchema,
  response: CreateOrderResponseSchema,
  auth: 'optional',
  handler: async ({ c, db, owner, input }) => {
    const incsNo = memberOf(owner);
    const args = { owner: `m:${incsNo}`, scope: 'createOrder', key: c.req.header('idempotency-key'), body: input };
    const { body } = await runIdempotent(db, args, async () => ({ status: 200, body: await createOrder(db, c.env, incsNo, input) }));
    return { data: body };
  },
});

export const confirmPaymentCall = defineEndpoint({
  method: 'POST',
  path: '/or/order/v1/confirmPayment',
  summary: '결제 승인(Idempotency-Key 필수): 주문 금액과 같을 때만 결제사에 승인 요청, 승인되면 결제완료, 거절되면 주문 취소',
  request: ConfirmPaymentRequestSchema,
  response: ConfirmPaymentResponseSchema,
  auth: 'optional',
  handler: async ({ c, db, owner, input }) => {
    const incsNo = memberOf(owner);
    const args = { owner: `m:${incsNo}`, scope: 'confirmPayment', key: c.req.header('idempotency-key'), body: input };
    const provider = selectPaymentProvider(c.env);
    const { body } = await runIdempotent(db, args, async () => ({ status: 200, body: await confirmPayment(db, provider, incsNo, input) }));
    return { data: body };
  },
});

export const abandonOrderCall = defineEndpoint({
  method: 'POST',
  path: '/or/order/v1/abandonOrder',
  summary: '결제 실패·취소로 결제대기 주문 포기: 재고, 쿠폰, 포인트 원복 (여러 번 불러도 한 번만)',
  request: AbandonOrderRequestSchema,
  response: AbandonOrderResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    const incsNo = memberOf(owner);
    const order = await findOwnOrder(db, incsNo, input.ordNo);
    if (!order) throw new GatewayError('ORDER_NOT_FOUND');
    const abandoned = order.status === 'PAYMENT_PENDING' && (await abandonOrder(db, order.ord_no));
    // Not abandoned by this call: already abandoned is fine (a repeat); paid in the meantime is not.
    const status = abandoned ? 'ABANDONED' : (await findOwnOrder(db, incsNo, order.ord_no))?.status;
    if (status !== 'ABANDONED') throw new GatewayError('ORDER_ALREADY_PAID');
    return { data: { ordNo: order.ord_no, status: 'ABANDONED' as const } };
  },
});

export const getOrderComplete = defineEndpoint({
  method: 'POST',
  path: '/or/order/v1/getOrderComplete',
  summary: '주문 완료 화면: 결제가 끝난 본인 주문의 상품, 금액, 배송지',
  request: GetOrderCompleteRequestSchema,
  response: GetOrderCompleteResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => ({ data: await readCompletedOrder(db, memberOf(owner), input.ordNo) }),
});

/** The checkout calls, in the order the checkout screen uses them. */
export const ORDER_ENDPOINTS: readonly Endpoint[] = [getOrderSheet, createOrderCall, confirmPaymentCall, abandonOrderCall, getOrderComplete];
