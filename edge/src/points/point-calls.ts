/** The beauty-point calls (`/cu/mypage/point/v1`). */
import { POINT_CONTRACTS } from '#shared/schemas/point-calls';
import { defineEndpoint, type Endpoint } from '../gateway/endpoint';
import { readPointHistory } from './point-history';

export const getPointHistory = defineEndpoint(POINT_CONTRACTS.getPointHistory, async ({ db, owner, input }) => ({
  data: await readPointHistory(db, owner.incsNo, input),
}));

export const POINT_ENDPOINTS: readonly Endpoint[] = [getPointHistory];
