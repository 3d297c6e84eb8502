/**
 * Requests and answers of the order-history calls (`/or/order/v1/...`): the member's
 * order list with its period filter, one order's detail, cancelling before shipping, and
 * confirming a delivered purchase. Dates are Korean time, `yyyyMMdd` or `yyyyMMddHHmmss`.
 */
import { z } from 'zod';
import { CANCEL_REASONS, type CancelReasonCd } from '../order/cancel-reasons';
import { SHOPPER_ORDER_STATUSES } from '../order/order-status';
import { CARRIER_CODES } from '../order/carriers';
import { contractsNamed } from './contract';
import * as S from './order-history-calls';
import { ORDER_HISTORY_ROUTES } from './order-history-routes';

/** An order number (`ordNo`), e.g. `20261122-4F7K2Q9M`. */
export const OrdNoSchema = z.string({ error: '주문번호를 보내 주세요.' }).regex(/^[0-9A-Za-z-]{1,40}$/, '주문번호 형식이 올바르지 않습니다.');

/** A calendar day in Korean time. */
export const YmdSchema = z.string({ error: '날짜를 보내 주세요.' }).regex(/^\d{8}$/, '날짜는 yyyyMMdd 형식이어야 합니다.');

export const OrderPeriodSchema = z.enum(['1M', '3M', '6M', '12M'], { error: '조회 기간은 1M, 3M, 6M, 12M 중 하나여야 합니다.' });
export type OrderPeriod = z.infer<typeof OrderPeriodSchema>;

export const ShopperOrderStatusSchema = z.enum(SHOPPER_ORDER_STATUSES, { error: '주문 상태가 올바르지 않습니다.' });
export const ShopperActionSchema = z.enum(['cancel', 'exchange', 'return', 'confirm']);

/**
 * `POST /or/order/v1/getOrderList`: a period tab (default 3M) or a custom `fromDt`–`toDt` (both,
 * at most one year, start not after end), optionally one status, 10 orders a page.
 */
export const GetOrderListRequestSchema = z.object({
  period: OrderPeriodSchema.optional(),
  fromDt: YmdSchema.optional(),
  toDt: YmdSchema.optional(),
  status: ShopperOrderStatusSchema.optional(),
  page: z
    .number({ error: '페이지 번호가 올바르지 않습니다.' })
    .int('페이지 번호가 올바르지 않습니다.')
    .min(1, '페이지 번호가 올바르지 않습니다.')
    .max(1000)
    .optional(),
});
export type GetOrderListRequest = z.infer<typeof GetOrderListRequestSchema>;

/** The first line of an order as the list card shows it. */
export const OrderLineBriefSchema = z.object({
  inmPrdNo: z.string(),
  prdNm: z.string(),
  prdOptnNm: z.string(),
  brandNm: z.string(),
  imageUrl: z.string(),
  qty: z.number().int().positive(),
});

export const OrderSummarySchema = z.object({
  ordNo: z.string(),
  /** When the order was placed, yyyyMMddHHmmss Korean time. */
  ordDttm: z.string(),
  status: ShopperOrderStatusSchema,
  statusNm: z.string(),
  firstLine: OrderLineBriefSchema,
  lineCnt: z.number().int().positive(),
  payAmt: z.number().int().nonnegative(),
  /** What the shopper may do now, in the order the card shows the buttons. */
  actions: z.array(ShopperActionSchema),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const GetOrderListResponseSchema = z.object({
  data: z.object({
    orders: z.array(OrderSummarySchema),
    totalCnt: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    /** The period actually searched. */
    fromDt: z.string(),
    toDt: z.string(),
  }),
});
export type GetOrderListResponse = z.infer<typeof GetOrderListResponseSchema>;

/** `POST /or/order/v1/getOrderDetail`, `cancelOrder`'s preview and `confirmPurchase` name one order. */
export const OrdNoRequestSchema = z.object({ ordNo: OrdNoSchema });
export type OrdNoRequest = z.infer<typeof OrdNoRequestSchema>;
export const GetOrderDetailRequestSchema = OrdNoRequestSchema;
export const ConfirmPurchaseRequestSchema = OrdNoRequestSchema;

export const OrderLineSchema = OrderLineBriefSchema.extend({
  ordLineNo: z.number().int().positive(),
  inmOptnPrdNo: z.string(),
  /** Unit list and sale price at order time. */
  cnsmAmt: z.number().int().nonnegative(),
  saleAmt: z.number().int().nonnegative(),
  /** Units already refunded by a cancel or return. */
  refundedQty: z.number().int().nonnegative(),
  /** The product is taken off sale now (판매중지): shown so, it cannot be bought again. */
  saleStopYn: z.enum(['Y', 'N']),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderClaimBriefSchema = z.object({
  clmNo: z.number().int().positive(),
  claimType: z.enum(['CANCEL', 'EXCHANGE', 'RETURN']),
  claimTypeNm: z.string(),
  status: z.enum(['REQUESTED', 'PICKING_UP', 'COMPLETED', 'REJECTED']),
  statusNm: z.string(),
  reasonCd: z.string(),
  reasonText: z.string(),
  refundAmt: z.number().int().nonnegative(),
  refundPt: z.number().int().nonnegative(),
  requestedDttm: z.string(),
  completedDttm: z.string().nullable(),
});
export type OrderClaimBrief = z.infer<typeof OrderClaimBriefSchema>;

/** What a refund of the whole rest of the order gives back (the cancel screen's preview). */
export const RefundPreviewSchema = z.object({
  refundAmt: z.number().int().nonnegative(),
  refundPt: z.number().int().nonnegative(),
  /** The coupon that comes back, or null; an expired one comes back expired. */
  couponNm: z.string().nullable(),
});
export type RefundPreview = z.infer<typeof RefundPreviewSchema>;

/** A shipped parcel: `CJ대한통운 684312345678` and the carrier's tracking page (null for a number of another form). */
export const ShipmentSchema = z.object({
  carrierCd: z.enum(CARRIER_CODES),
  carrierNm: z.string(),
  trackingNo: z.string(),
  trackingUrl: z.string().nullable(),
});

export const OrderDetailSchema = z.object({
  ordNo: z.string(),
  ordDttm: z.string(),
  status: ShopperOrderStatusSchema,
  statusNm: z.string(),
  actions: z.array(ShopperActionSchema),
  lines: z.array(OrderLineSchema),
  amounts: z.object({
    listAmt: z.number().int().nonnegative(),
    prdDcAmt: z.number().int().nonnegative(),
    cpnDcAmt: z.number().int().nonnegative(),
    couponNm: z.string().nullable(),
    usePt: z.number().int().nonnegative(),
    shippingFee: z.number().int().nonnegative(),
    payAmt: z.number().int().nonnegative(),
  }),
  payment: z.object({
    payMethod: z.enum(['CARD', 'TOSSPAY', 'NAVERPAY', 'KAKAOPAY']),
    payMethodNm: z.string(),
    /** yyyyMMddHHmmss; null when nothing was charged. */
    approvedDttm: z.string().nullable(),
    cancelledAmt: z.number().int().nonnegative(),
  }),
  delivery: z.object({
    rcptNm: z.string(),
    rcptMobile: z.string(),
    zipNo: z.string(),
    roadAddr: z.string(),
    dtlAddr: z.string(),
    dlvMemo: z.string(),
    /** From 배송중 on: the carrier and the tracking number. */
    shipment: ShipmentSchema.nullable(),
  }),
  /** When it was paid and when its status last changed, yyyyMMddHHmmss. */
  paidDttm: z.string().nullable(),
  statusChangedDttm: z.string(),
  claims: z.array(OrderClaimBriefSchema),
  /** What cancelling now would give back; null when the order cannot be cancelled. */
  cancelPreview: RefundPreviewSchema.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const GetOrderDetailResponseSchema = z.object({ data: OrderDetailSchema });
export type GetOrderDetailResponse = z.infer<typeof GetOrderDetailResponseSchema>;

export { CANCEL_REASONS, type CancelReasonCd } from '../order/cancel-reasons';

/** `POST /or/order/v1/cancelOrder` (header `Idempotency-Key` required): the whole order, before shipping. */
export const CancelOrderRequestSchema = z.object({
  ordNo: OrdNoSchema,
  reasonCd: z.enum(Object.keys(CANCEL_REASONS) as [CancelReasonCd, ...CancelReasonCd[]], { error: '취소 사유를 선택해 주세요.' }),
  reasonText: z.string().trim().max(200, '상세 사유는 200자까지 입력할 수 있습니다.').optional(),
});
export type CancelOrderRequest = z.infer<typeof CancelOrderRequestSchema>;

export const CancelOrderResponseSchema = z.object({
  data: z.object({
    ordNo: z.string(),
    clmNo: z.number().int().positive(),
    status: ShopperOrderStatusSchema,
    refundAmt: z.number().int().nonnegative(),
    refundPt: z.number().int().nonnegative(),
    couponRestoredYn: z.enum(['Y', 'N']),
    message: z.string(),
  }),
});
export type CancelOrderResponse = z.infer<typeof CancelOrderResponseSchema>;

export const ConfirmPurchaseResponseSchema = z.object({
  /** `earnPt`: beauty points the confirmation credited (the grade's rate of what was paid). */
  data: z.object({ ordNo: z.string(), status: ShopperOrderStatusSchema, earnPt: z.number().int(), message: z.string() }),
});
export type ConfirmPurchaseResponse = z.infer<typeof ConfirmPurchaseResponseSchema>;

export const ORDER_HISTORY_CONTRACTS = contractsNamed(S, ORDER_HISTORY_ROUTES, {
  getOrderList: { summary: '주문/배송 조회: 기간(1·3·6·12개월 또는 최대 1년의 직접 입력)과 상태로 거른 주문 목록, 10건씩' },
  getOrderDetail: { summary: '주문 상세: 상품, 금액, 결제, 배송지, 택배사·송장번호와 배송조회 주소, 클레임, 지금 취소하면 돌려받는 금액' },
  cancelOrder: { summary: '주문 취소(결제완료·상품준비중, 전체): 결제 취소 후 재고·포인트·쿠폰 복원. Idempotency-Key 헤더 필수' },
  confirmPurchase: { summary: '구매확정: 배송완료된 주문을 구매확정으로(진행 중인 교환·반품이 없을 때)' },
});
