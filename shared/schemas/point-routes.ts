/** The beauty-point routes (schema-free; contracts at the end of `point-calls.ts`). */
import { memberRoute } from './contract';
import type { GetPointHistoryRequest, GetPointHistoryResponse } from './point-calls';

export const POINT_ROUTES = {
  getPointHistory: memberRoute<GetPointHistoryRequest, GetPointHistoryResponse>('POST', '/cu/mypage/point/v1/getPointHistory'),
};
