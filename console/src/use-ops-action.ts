/** One operator action from a console row: call, tell the result in Korean, refresh the list. */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { Route, RouteRequest } from '#shared/schemas/contract';
import { opsCall, type OpsAnswer } from './ops-fetch';

/**
 * What to tell the operator: a fixed line, or one read from the answer, a warning when the call
 * ran but did not get its way (the provider refused a payment's cancel again).
 */
export type Outcome<T> = string | ((data: T) => { message: string; type: 'success' | 'warning' });

export function useOpsAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  async function run<R extends Route<object, unknown, 'operator'>>(route: R, body: RouteRequest<R>, done: Outcome<OpsAnswer<R>>): Promise<boolean> {
    setBusy(true);
    try {
      const data = (await opsCall<Route<object, unknown, 'operator'>>(route, body)) as OpsAnswer<R>;
      const told = typeof done === 'string' ? { message: done, type: 'success' as const } : done(data);
      notify(told.message, { type: told.type });
      refresh();
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : '처리하지 못했습니다.', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}
