/** The beauty-point contracts (ADR 016). */
import { defineContract } from './contract';
import { GetPointHistoryRequestSchema, GetPointHistoryResponseSchema } from './point-calls';
import { POINT_ROUTES } from './point-routes';

export const POINT_CONTRACTS = {
  getPointHistory: defineContract(POINT_ROUTES.getPointHistory, {
    summary: '뷰티포인트 잔액, 30일 이내 소멸 예정, 기간·구분별 내역 (기간은 최대 1년)',
    request: GetPointHistoryRequestSchema,
    response: GetPointHistoryResponseSchema,
    errors: ['ORDER_PERIOD_INCOMPLETE', 'ORDER_PERIOD_INVALID_DATE', 'ORDER_PERIOD_REVERSED', 'ORDER_PERIOD_TOO_LONG'],
  }),
};
