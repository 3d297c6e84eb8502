/** One operator action from a console row: call, tell the result in Korean, refresh the list. */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { opsCall } from './ops-fetch';

export function useOpsAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  async function run(path: string, body: object, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await opsCall(path, body);
      notify(done, { type: 'success' });
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
