/** The beauty-point routes (schema-free; contracts in `point-contracts.ts`). */
import { memberRoute } from './contract';
import type { GetPointHistoryRequest, GetPointHistoryResponse } from './point-calls';

export const POINT_ROUTES = {
  getPointHistory: memberRoute<GetPointHistoryRequest, GetPointHistoryResponse>('POST', '/cu/mypage/point/v1/getPointHistory'),
};
