/** The beauty-point routes (schema-free; contracts at the end of `point-calls.ts`). */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './point-calls';

export const POINT_ROUTES = typedRoutes<typeof S>()({
  getPointHistory: memberRoute('POST', '/cu/mypage/point/v1/getPointHistory'),
});
