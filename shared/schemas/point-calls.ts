/**
 * The beauty-point history (`/cu/mypage/beauty-point`): a search covers at most 1 year and its
 * start is not later than its end. A member call.
 */
import { z } from 'zod';
import { POINT_KINDS } from '../order/point-reasons';
import { OrderPeriodSchema, YmdSchema } from './order-history-calls';
import { contractsNamed } from './contract';
import * as S from './point-calls';
import { POINT_ROUTES } from './point-routes';

export const GetPointHistoryRequestSchema = z.object({
  period: OrderPeriodSchema.optional(),
  fromDt: YmdSchema.optional(),
  toDt: YmdSchema.optional(),
  kind: z.enum(POINT_KINDS, { error: '조회 구분이 올바르지 않습니다.' }).default('ALL'),
  page: z.number({ error: '페이지 번호가 올바르지 않습니다.' }).int().min(1, '페이지 번호가 올바르지 않습니다.').max(1000).default(1),
});
export type GetPointHistoryRequest = z.input<typeof GetPointHistoryRequestSchema>;

export const PointLineSchema = z.object({
  id: z.number().int(),
  /** 14-digit Korean time. */
  dttm: z.string(),
  kind: z.enum(['EARN', 'USE', 'EXPIRE']),
  reasonNm: z.string(),
  delta: z.number().int(),
  ordNo: z.string().nullable(),
  memo: z.string(),
  /** Credits only: when what is left of them expires. */
  expiresDttm: z.string().nullable(),
});
export type PointLine = z.infer<typeof PointLineSchema>;

export const GetPointHistoryResponseSchema = z.object({
  data: z.object({
    balance: z.number().int(),
    expiringIn30Days: z.number().int(),
    validityDays: z.number().int(),
    fromDt: z.string(),
    toDt: z.string(),
    items: z.array(PointLineSchema),
    page: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type GetPointHistoryResponse = z.infer<typeof GetPointHistoryResponseSchema>;

export const POINT_CONTRACTS = contractsNamed(S, POINT_ROUTES, {
  getPointHistory: {
    summary: '뷰티포인트 잔액, 30일 이내 소멸 예정, 기간·구분별 내역 (기간은 최대 1년)',
    errors: ['ORDER_PERIOD_INCOMPLETE', 'ORDER_PERIOD_INVALID_DATE', 'ORDER_PERIOD_REVERSED', 'ORDER_PERIOD_TOO_LONG'],
  },
});
