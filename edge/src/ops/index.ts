/**
 * The operator API (`/ops/v1/*`, issue 5 §5): what a shop operator does to orders, claims and
 * bottle collections, so every state of the life cycle can be reached. Every call needs the
 * `X-Operator-Key` header to equal the `OPERATOR_KEY` secret; outside `prd` and `qa` a local key
 * applies when none is set, so `npm run ops` works on a developer's machine.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { isOperatorKey } from '../auth/operator';
import { claimOps } from './claim-ops';
import { customerOps } from './customer-ops';
import { orderOps } from './order-ops';

export { LOCAL_OPERATOR_KEY, operatorKey } from '../auth/operator';

export const ops = new Hono<AppEnv>();

ops.use('*', async (c, next) => {
  if (!isOperatorKey(c.env, c.req.header('x-operator-key'))) {
    return c.json({ code: 'OPERATOR_KEY_REQUIRED', message: '운영자 키가 필요합니다.' }, 401, { 'Cache-Control': 'no-store' });
  }
  await next();
});
ops.route('/v1', orderOps);
ops.route('/v1', claimOps);
ops.route('/v1', customerOps);
