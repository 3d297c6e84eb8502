/**
 * The owner's reports (docs/decisions/057-owner-reports-queried-live.md): 매출 리포트 by Korean day,
 * week or month beside the same-length period before, split by channel and payment method, and
 * 베스트 상품, the top products of a period by 순매출 and by quantity with their stock left.
 */
import { z } from 'zod';
import { count, isoDay } from './ops-fields';
import { PAY_METHODS } from '../order/pay-methods';
import { REPORT_GROUPINGS, REPORT_PRESET_DAYS, type PeriodAsk } from '../reports/report-period';
import { REPORT_OPS_ROUTES as R } from './report-ops-routes';
import { contractsNamed } from './contract';
import * as S from './report-ops-calls';

/** The last 7, 30 or 90 days up to today, or a range of Korean dates (both included, at most a year). */
const PERIOD_FIELDS = {
  days: z.literal(REPORT_PRESET_DAYS, { error: `days는 ${REPORT_PRESET_DAYS.join(', ')} 중 하나여야 합니다.` }).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
};
type PeriodFields = { days?: (typeof REPORT_PRESET_DAYS)[number]; from?: string; to?: string };
const asksPeriod = (ask: PeriodFields) => ask.days !== undefined || (ask.from !== undefined && ask.to !== undefined);
const PERIOD_NEEDED = { error: 'days(최근 7·30·90일) 또는 from과 to(기간)를 보내 주세요.', path: ['days'] };

/** What a period asks for, as `resolvePeriod` reads it: `days` wins over a range. */
export const periodAskOf = (input: PeriodFields): PeriodAsk => (input.days !== undefined ? { days: input.days } : { from: input.from!, to: input.to! });

/** Money in and out over some days: orders paid, what they paid, what was given back, the difference. */
const MoneyFiguresSchema = z.object({
  /** Orders whose payment was approved on these days. */
  orderCnt: count,
  /** 결제 금액: what those orders paid, KRW. */
  payAmt: count,
  /** 취소·환불 금액: money given back on these days (cancels, returns, partial refunds), whenever the order was paid. */
  refundAmt: count,
  /** 순매출: payAmt − refundAmt; below zero on a day with more refunds than sales. */
  netAmt: z.number().int(),
});
const FiguresSchema = MoneyFiguresSchema.extend({
  /** 객단가: payAmt ÷ orderCnt, rounded; 0 without orders. */
  avgOrderAmt: count,
  /** Members who joined on these days. */
  newMemberCnt: count,
});
export type SalesFigures = z.infer<typeof FiguresSchema>;
export type MoneyFigures = z.infer<typeof MoneyFiguresSchema>;

const compared = <T extends z.ZodType>(figures: T) => z.object({ current: figures, previous: figures });

export const SALES_CHANNELS = ['PC', 'MOBILE_WEB', 'APP', 'UNKNOWN'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

export const GetSalesReportRequestSchema = z
  .object({ ...PERIOD_FIELDS, grouping: z.enum(REPORT_GROUPINGS, { error: 'grouping은 day, week, month 중 하나여야 합니다.' }).default('day') })
  .refine(asksPeriod, PERIOD_NEEDED);
export const GetSalesReportResponseSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    grouping: z.enum(REPORT_GROUPINGS),
    /** The same number of days just before. */
    previousFrom: z.string(),
    previousTo: z.string(),
    /**
     * One per day, week (Monday–Sunday) or month, the first and last cut to the period; `previous`
     * is the same days shifted back by the period's length.
     */
    buckets: z.array(compared(FiguresSchema).extend({ from: z.string(), to: z.string() })),
    total: compared(FiguresSchema),
    /** PC, mobile web, the app, and orders from before the channel was kept. */
    byChannel: z.array(compared(MoneyFiguresSchema).extend({ channel: z.enum(SALES_CHANNELS) })),
    byPayMethod: z.array(compared(MoneyFiguresSchema).extend({ payMethod: z.enum(PAY_METHODS) })),
  }),
});
export type SalesReport = z.infer<typeof GetSalesReportResponseSchema>['data'];

/** How many products each list of 베스트 상품 holds. */
export const BEST_PRODUCTS_LIMIT = 20;

export const GetBestProductsRequestSchema = z.object(PERIOD_FIELDS).refine(asksPeriod, PERIOD_NEEDED);
const BestProductSchema = z.object({
  inmPrdNo: z.string(),
  productCode: z.string(),
  prdNm: z.string(),
  brandNm: z.string(),
  /** Units sold in the period less units given back in it. */
  qty: z.number().int(),
  /** 순매출 at the lines' sale prices: sold less given back in the period, before the order's coupon and points. */
  netAmt: z.number().int(),
  /** Stock left over all its options now. */
  stock: count,
});
export type BestProduct = z.infer<typeof BestProductSchema>;
export const GetBestProductsResponseSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    byNetAmt: z.array(BestProductSchema),
    byQty: z.array(BestProductSchema),
  }),
});
export type BestProducts = z.infer<typeof GetBestProductsResponseSchema>['data'];

export const REPORT_OPS_CONTRACTS = contractsNamed(S, R, {
  getSalesReport: {
    summary:
      '매출 리포트 (대표): 최근 7·30·90일 또는 1년 이내 기간을 한국 시간 일·주·월로 묶은 주문 수, 결제 금액, 취소·환불 금액(처리된 날 기준, 부분 환불 포함), 순매출, 객단가, 신규 회원, 채널·결제수단별 합계, 바로 앞 같은 길이 기간과 비교',
    errors: ['REPORT_PERIOD_INVALID'],
  },
  getBestProducts: {
    summary: '베스트 상품 (대표): 기간 동안 순매출(판매가 기준) 상위 20개와 판매 수량 상위 20개, 남은 재고',
    errors: ['REPORT_PERIOD_INVALID'],
  },
});
