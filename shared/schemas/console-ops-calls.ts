/**
 * The operator calls the console's daily work needs: the day at a glance, an order
 * search that pages, sorts and filters on the gateway, and tracking numbers for many orders from
 * one CSV file.
 */
import { z } from 'zod';
import { count, isoDay } from './ops-fields';
import { ORDER_STATUSES } from '../order/order-status';
import { OpsOrderSchema, OrderStatusFieldSchema } from './order-ops-calls';
import { CANCEL_REASONS, OrdNoSchema, OrderDetailSchema, RefundPreviewSchema, type CancelReasonCd } from './order-history-calls';
import { CONSOLE_OPS_ROUTES as R } from './console-ops-routes';
import { contractsNamed } from './contract';
import * as S from './console-ops-calls';

/** The budget's refusals: the first and the last (Korean time, yyyyMMddHHmmss), how many, and the budget at the last. */
export const SmsBudgetOverrunSchema = z.object({ firstDttm: z.string(), lastDttm: z.string(), refusedCnt: count, budget: count });
export type SmsBudgetOverrun = z.infer<typeof SmsBudgetOverrunSchema>;

export const GetTodayResponseSchema = z.object({
  data: z.object({
    /** Korean date of "today": 2026-11-25. */
    day: z.string(),
    orderCnt: count,
    /** Paid amount of today's orders, KRW. */
    salesAmt: count,
    toPrepareCnt: count,
    toShipCnt: count,
    claimCnt: count,
    bottleCnt: count,
    inquiryCnt: count,
    reviewCnt: count,
    postingCnt: count,
    /** Payments the shop could not record and the provider has not given back yet (환불 필요 결제). */
    paymentVoidCnt: count,
    /** Texts the shop-wide hourly SMS budget refused in the last day (SMS 발송 한도 초과), or null. */
    smsBudgetOverrun: SmsBudgetOverrunSchema.nullable(),
  }),
});

export const SearchOrdersRequestSchema = z.object({
  status: OrderStatusFieldSchema.optional(),
  /** Korean dates, both included. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** An order number, a member's ID or name, or a tracking number. */
  keyword: z.string().trim().max(40).optional(),
  sort: z.enum(['orderedAt', 'payAmt'], { error: 'sort는 orderedAt 또는 payAmt여야 합니다.' }).default('orderedAt'),
  order: z.enum(['ASC', 'DESC'], { error: 'order는 ASC 또는 DESC여야 합니다.' }).default('DESC'),
  page: z.number().int().min(1).max(10_000).default(1),
  perPage: z.number().int().min(1).max(100).default(25),
});
export const SearchOrdersResponseSchema = z.object({
  data: z.object({ items: z.array(OpsOrderSchema), total: count, page: z.number().int(), perPage: z.number().int() }),
});

/** At most this many rows in one file. */
export const TRACKING_CSV_MAX_ROWS = 1000;
export const UploadTrackingRequestSchema = z.object({
  csv: z.string({ error: 'csv(파일 내용)를 보내 주세요.' }).min(1, '빈 파일입니다.').max(60_000, '파일이 너무 큽니다. 1,000줄씩 나누어 올려 주세요.'),
});
export const UploadTrackingResponseSchema = z.object({
  data: z.object({
    shippedCnt: count,
    failedCnt: count,
    rows: z.array(
      z.object({
        line: z.number().int(),
        ordNo: z.string(),
        trackingNo: z.string(),
        /** The carrier's Korean name, or the line's own text when it names no carrier the shop knows. */
        carrierNm: z.string(),
        ok: z.boolean(),
        message: z.string(),
      }),
    ),
  }),
});

/** One order for the console: the shopper's detail, whose it is, its next step and what a refund now gives back. */
export const OrderOpsDetailSchema = OrderDetailSchema.extend({
  incsNo: z.number().int(),
  custWebId: z.string().nullable(),
  custNm: z.string(),
  nextStatus: z.enum(ORDER_STATUSES).nullable(),
  refundPreview: RefundPreviewSchema.nullable(),
});
export const GetOrderRequestSchema = z.object({ ordNo: OrdNoSchema });
export const GetOrderResponseSchema = z.object({ data: OrderOpsDetailSchema });

export const CancelOrderRequestSchema = z.object({
  ordNo: OrdNoSchema,
  reasonCd: z.enum(Object.keys(CANCEL_REASONS) as [CancelReasonCd, ...CancelReasonCd[]], { error: 'reasonCd(취소 사유)를 다시 선택해 주세요.' }),
  memo: z.string({ error: 'memo(사유)를 보내 주세요.' }).trim().min(1, 'memo(사유)를 입력해 주세요.').max(200, '사유는 200자까지 쓸 수 있습니다.'),
  /** Some units of some lines; left out: everything not refunded yet. */
  lines: z
    .array(z.object({ ordLineNo: z.number().int().positive(), qty: z.number().int().positive() }))
    .min(1)
    .max(100)
    .optional(),
});
export const CancelOrderResponseSchema = z.object({
  data: z.object({
    ordNo: z.string(),
    clmNo: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    refundAmt: count,
    refundPt: count,
    couponRestoredYn: z.enum(['Y', 'N']),
  }),
});

export const CONSOLE_OPS_CONTRACTS = contractsNamed(S, R, {
  getToday: {
    summary:
      '오늘: 주문 수와 결제 금액(한국 시간), 준비·출고할 주문, 처리를 기다리는 교환·반품, 공병 수거, 1:1 문의, 리뷰, 포스팅, 환불 필요 결제, 최근 24시간의 SMS 발송 한도 초과',
  },
  searchOrders: { summary: '주문 검색: 상태, 기간(한국 날짜), 주문번호·아이디·이름·송장번호로 거르고 주문일 또는 결제 금액으로 정렬, 쪽 단위와 전체 건수' },
  uploadTracking: {
    summary: '송장번호 일괄 등록: CSV(주문번호,송장번호,택배사) 한 파일로 결제완료·상품준비중 주문을 배송중으로; 줄마다 결과 (1,000줄까지)',
    errors: ['TRACKING_CSV_INVALID'],
  },
  getOrder: { summary: '주문 하나: 상품, 금액, 결제, 배송지, 취소·교환·반품, 주문자, 다음 단계, 지금 환불하면 돌려줄 금액', errors: ['ORDER_NOT_FOUND'] },
  cancelOrder: {
    summary:
      '운영자 취소·환불(사유 필수): 배송 전(결제완료·상품준비중)은 주문 취소, 배송완료는 회수 없는 환불; lines로 일부만. 결제 취소 후 재고·포인트·쿠폰 복원, 회원 알림함에 알림',
    errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_REFUNDABLE', 'REFUND_LINE_INVALID', 'REFUND_IN_PROGRESS', 'ORDER_CHANGED'],
  },
});
