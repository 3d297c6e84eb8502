/**
 * The operator's deploy hook (`DEPLOY_HOOK_URL`, ADR 027): one POST asks their host (Cloudflare
 * Pages, Workers Builds or a CI) to build the site again, so what only a build shows reaches the
 * prebuilt pages. Used by the console's 다시 빌드 and by the schedule (an event starting or ending).
 */
import { toDttm14 } from '#shared/format';
import { GatewayError } from '../gateway/errors';

/** How long the hook may take to accept before the call counts as failed. */
const HOOK_TIMEOUT_MS = 10_000;

/** POSTs to `hook` with why; answers its status, or throws DEPLOY_HOOK_FAILED (unreachable or not 2xx). */
export async function callDeployHook(hook: string, reason: string, now = Date.now()): Promise<number> {
  let status: number;
  try {
    const answer = await fetch(hook, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason, requestedDttm: toDttm14(now) }),
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    status = answer.status;
    await answer.body?.cancel();
  } catch {
    throw new GatewayError('DEPLOY_HOOK_FAILED');
  }
  if (status < 200 || status >= 300)
    throw new GatewayError('DEPLOY_HOOK_FAILED', `배포 훅이 다시 빌드 요청을 받지 않았습니다 (응답 ${status}). 잠시 후 다시 시도해 주세요.`);
  return status;
}
