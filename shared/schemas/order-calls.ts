/**
 * Requests and answers of the checkout calls (`/or/order/v1/...`), as the gateway
 * serves them under `/api`. Every call needs a logged-in member. The browser sends only what was
 * chosen (lines, coupon, points, address, method); every amount is recomputed by the gateway.
 */
import { z } from 'zod';
import { DeliveryAddressSchema } from './address-calls';
import { CartLineIdSchema } from './cart-calls';
import { InmOptnPrdNoSchema } from './catalog-calls';
import { DLV_MEMO_MAX, ORDER_CONSENTS, type OrderConsentId } from '../order/order-sheet-rules';
import { PAY_METHODS } from '../order/pay-methods';
import { contractsNamed } from './contract';
import * as S from './order-calls';
import { ORDER_ROUTES } from './order-routes';

export const PayMethodSchema = z.enum(PAY_METHODS, { error: '결제수단을 선택해 주세요.' });

export { DLV_MEMO_MAX, ORDER_CONSENTS, type OrderConsentId } from '../order/order-sheet-rules';

const ItemSchema = z.object({
  inmOptnPrdNo: InmOptnPrdNoSchema,
  qty: z
    .number({ error: '수량을 보내 주세요.' })
    .int('수량은 정수여야 합니다.')
    .min(1, '수량은 1개 이상이어야 합니다.')
    .max(999, '수량은 999개까지 주문할 수 있습니다.'),
});

/** What the sheet is made of (shared/order/checkout-url.ts `CheckoutRequest`), plus the channel for coupons. */
const SheetFields = {
  source: z.enum(['CART', 'BUY_NOW', 'WISH'], { error: '주문 경로가 올바르지 않습니다.' }),
  cartLineIds: z.array(CartLineIdSchema).min(1, '주문할 상품을 선택해 주세요.').max(200).optional(),
  items: z.array(ItemSchema).min(1, '주문할 상품을 선택해 주세요.').max(50).optional(),
  /** The channel code (1 PC, 2 mobile web, 3 app): coupons are limited by channel. */
  inmChnCd: z.enum(['1', '2', '3']).default('1'),
};

/** Cart orders name cart lines; buy-now and wish orders name options and quantities. */
function sourceMatchesLines(body: { source: string; cartLineIds?: unknown; items?: unknown }): boolean {
  return body.source === 'CART' ? body.cartLineIds !== undefined && body.items === undefined : body.items !== undefined && body.cartLineIds === undefined;
}
const SOURCE_MISMATCH = { message: '장바구니 주문은 cartLineIds, 바로구매·위시리스트 주문은 items를 보내 주세요.', path: ['source'] };

/** `POST /or/order/v1/getOrderSheet`. */
export const GetOrderSheetRequestSchema = z.object(SheetFields).refine(sourceMatchesLines, SOURCE_MISMATCH);
export type GetOrderSheetRequest = z.infer<typeof GetOrderSheetRequestSchema>;

export const OrderSheetLineSchema = z.object({
  /** The cart line it comes from, for cart orders. */
  cartLineId: z.number().int().positive().nullable(),
  inmOptnPrdNo: z.string(),
  inmPrdNo: z.string(),
  productCode: z.string(),
  prdCd: z.string(),
  prdNm: z.string(),
  prdOptnNm: z.string(),
  brandNm: z.string(),
  catNm: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  qty: z.number().int().positive(),
  /** Unit list price, KRW. */
  cnsmAmt: z.number().int().nonnegative(),
  /** Unit sale price, KRW. */
  saleAmt: z.number().int().nonnegative(),
});
export type OrderSheetLine = z.infer<typeof OrderSheetLineSchema>;

/** The sheet's amounts before coupon and points, KRW. */
export const OrderBaseAmountsSchema = z.object({
  listAmt: z.number().int().nonnegative(),
  prdDcAmt: z.number().int().nonnegative(),
  /** Sale prices × quantities: what coupons and the free-shipping rule look at. */
  subtotalAmt: z.number().int().nonnegative(),
  shippingFee: z.number().int().nonnegative(),
  freeShippingFromAmt: z.number().int().positive(),
});
export type OrderBaseAmounts = z.infer<typeof OrderBaseAmountsSchema>;

export const OrderCouponSchema = z.object({
  customerCouponId: z.number().int().positive(),
  cpnNm: z.string(),
  dcAmt: z.number().int().nullable(),
  dcRate: z.number().int().nullable(),
  minOrderAmt: z.number().int().nonnegative(),
  /** Epoch ms. */
  expiresAt: z.number().int(),
  /** What this coupon takes off this sheet, KRW. */
  discountAmt: z.number().int().nonnegative(),
  /** The coupon with the largest discount (the first expiring on a tie). */
  bestYn: z.enum(['Y', 'N']),
});
export type OrderCoupon = z.infer<typeof OrderCouponSchema>;

/** An address of the member's book, as the address calls answer it. */
export const OrderAddressSchema = DeliveryAddressSchema;
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const PaymentClientConfigSchema = z.object({ provider: z.enum(['test', 'toss']), clientKey: z.string() });
export type PaymentClientConfig = z.infer<typeof PaymentClientConfigSchema>;

export const OrderSheetSchema = z.object({
  source: z.enum(['CART', 'BUY_NOW', 'WISH']),
  lines: z.array(OrderSheetLineSchema),
  amounts: OrderBaseAmountsSchema,
  coupons: z.array(OrderCouponSchema),
  bestCouponId: z.number().int().positive().nullable(),
  points: z.object({
    rmnPt: z.number().int().nonnegative(),
    /** Points are used in multiples of this. */
    useUnit: z.number().int().positive(),
    /** At least this much must be left to pay with the payment method. */
    minPayAmt: z.number().int().nonnegative(),
  }),
  /** Default address first, then the newest. */
  addresses: z.array(OrderAddressSchema),
  payment: PaymentClientConfigSchema,
});
export type OrderSheet = z.infer<typeof OrderSheetSchema>;
export const GetOrderSheetResponseSchema = z.object({ data: OrderSheetSchema });

/** `POST /or/order/v1/createOrder` (header `Idempotency-Key`). */
export const CreateOrderRequestSchema = z
  .object({
    ...SheetFields,
    customerCouponId: z.number().int().positive().nullable().optional(),
    usePt: z.number({ error: '사용할 포인트를 보내 주세요.' }).int('포인트는 정수여야 합니다.').min(0, '포인트는 0 이상이어야 합니다.').default(0),
    dlvAddrNo: z.number({ error: '배송지를 선택해 주세요.' }).int().positive('배송지를 선택해 주세요.'),
    dlvMemo: z.string().trim().max(DLV_MEMO_MAX, `배송 요청사항은 ${DLV_MEMO_MAX}자까지 입력할 수 있습니다.`).default(''),
    payMethod: PayMethodSchema,
    consents: z.object(Object.fromEntries(ORDER_CONSENTS.map((consent) => [consent.id, z.boolean()])) as Record<OrderConsentId, z.ZodBoolean>, {
      error: '약관 동의 여부를 보내 주세요.',
    }),
    /** The payment amount the screen showed; another amount now answers 409 ORDER_AMOUNT_CHANGED. */
    expectedPayAmt: z.number({ error: '결제 금액을 보내 주세요.' }).int().nonnegative(),
  })
  .refine(sourceMatchesLines, SOURCE_MISMATCH);
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

export const CreatedOrderSchema = z.object({
  ordNo: z.string(),
  orderName: z.string(),
  payAmt: z.number().int().nonnegative(),
  /** The payment provider's customer key: stable per member, not their customer number. */
  customerKey: z.string(),
  customerName: z.string(),
  payment: PaymentClientConfigSchema,
});
export type CreatedOrder = z.infer<typeof CreatedOrderSchema>;
export const CreateOrderResponseSchema = z.object({ data: CreatedOrderSchema });

const OrdNoSchema = z.string({ error: '주문번호를 보내 주세요.' }).regex(/^\d{8}-[0-9A-Z]{8}$/, '주문번호 형식이 올바르지 않습니다.');

/** `POST /or/order/v1/confirmPayment` (header `Idempotency-Key`): what the provider sent to successUrl. */
export const ConfirmPaymentRequestSchema = z.object({
  paymentKey: z.string({ error: '결제 키를 보내 주세요.' }).min(1, '결제 키를 보내 주세요.').max(200),
  orderId: OrdNoSchema,
  amount: z.number({ error: '결제 금액을 보내 주세요.' }).int().nonnegative(),
});
export type ConfirmPaymentRequest = z.infer<typeof ConfirmPaymentRequestSchema>;

/** The order-complete screen's data. */
export const CompletedOrderSchema = z.object({
  ordNo: z.string(),
  orderName: z.string(),
  status: z.string(),
  /** Epoch ms. */
  orderedAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  payMethod: PayMethodSchema,
  lines: z.array(OrderSheetLineSchema.omit({ imageAlt: true })),
  amounts: OrderBaseAmountsSchema.omit({ freeShippingFromAmt: true }).extend({
    cpnDcAmt: z.number().int().nonnegative(),
    usePt: z.number().int().nonnegative(),
    payAmt: z.number().int().nonnegative(),
  }),
  couponName: z.string().nullable(),
  address: z.object({ rcptNm: z.string(), mobile: z.string(), zipNo: z.string(), roadAddr: z.string(), dtlAddr: z.string(), dlvMemo: z.string() }),
});
export type CompletedOrder = z.infer<typeof CompletedOrderSchema>;
export const ConfirmPaymentResponseSchema = z.object({ data: CompletedOrderSchema });

/** `POST /or/order/v1/getOrderComplete`: the caller's own paid order. */
export const GetOrderCompleteRequestSchema = z.object({ ordNo: OrdNoSchema });
export const GetOrderCompleteResponseSchema = z.object({ data: CompletedOrderSchema });

/** `POST /or/order/v1/abandonOrder`: the fail URL's code and message, kept for the log only. */
export const AbandonOrderRequestSchema = z.object({
  ordNo: OrdNoSchema,
  code: z.string().max(100).optional(),
  message: z.string().max(500).optional(),
});
export type AbandonOrderRequest = z.infer<typeof AbandonOrderRequestSchema>;
export const AbandonOrderResponseSchema = z.object({ data: z.object({ ordNo: z.string(), status: z.literal('ABANDONED') }) });

export const ORDER_CONTRACTS = contractsNamed(S, ORDER_ROUTES, {
  getOrderSheet: { summary: '주문서: 주문 상품(장바구니 선택·바로구매·위시리스트), 금액, 사용 가능한 쿠폰(최대 할인 표시), 포인트, 배송지, 결제 설정' },
  createOrder: { summary: '주문 생성(Idempotency-Key 필수): 금액을 다시 계산해 화면 금액과 같을 때만, 한 배치로 주문·재고·쿠폰·포인트 처리' },
  confirmPayment: { summary: '결제 승인(Idempotency-Key 필수): 주문 금액과 같을 때만 결제사에 승인 요청, 승인되면 결제완료, 거절되면 주문 취소' },
  abandonOrder: { summary: '결제 실패·취소로 결제대기 주문 포기: 재고, 쿠폰, 포인트 원복 (여러 번 불러도 한 번만)' },
  getOrderComplete: { summary: '주문 완료 화면: 결제가 끝난 본인 주문의 상품, 금액, 배송지' },
});
