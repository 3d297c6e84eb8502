import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './auth-provider';
import { MAX_RETRIES, consoleQueryClient, retryQuery } from './query-client';

afterEach(() => {
  vi.restoreAllMocks();
});

/** How the permissions query react-admin runs before any screen ends for an answer of `status`, and how many calls it took. */
async function sessionCheck(status: number): Promise<{ outcome: string; calls: number; ms: number }> {
  const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ code: 'X', message: '거절' }, { status }));
  const observer = new QueryObserver(consoleQueryClient(), { queryKey: ['auth', 'getPermissions'], queryFn: () => authProvider.getPermissions!({}) });
  const started = Date.now();
  const outcome = await Promise.race([
    new Promise<string>((resolve) => observer.subscribe((result) => result.status === 'error' && resolve('refused'))),
    new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
  ]);
  observer.destroy();
  return { outcome, calls: fetched.mock.calls.length, ms: Date.now() - started };
}

describe('the console’s retry rule', () => {
  it('takes a 401 from the session check as logged out at once: one call, settled within a second', async () => {
    const check = await sessionCheck(401);
    expect(check).toMatchObject({ outcome: 'refused', calls: 1 });
    expect(check.ms).toBeLessThan(1000);
  });

  it('keeps waiting on a server failure, which is tried again', async () => {
    expect(await sessionCheck(503)).toMatchObject({ outcome: 'still waiting', calls: 1 });
  });

  it('tries again a lost connection and a 5xx, up to three times, and never a refusal', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(retryQuery(0, { status }), String(status)).toBe(false);
    for (const error of [{ status: 0 }, { status: 500 }, { status: 502 }, new Error('network'), null]) {
      expect(retryQuery(0, error)).toBe(true);
      expect(retryQuery(MAX_RETRIES - 1, error)).toBe(true);
      expect(retryQuery(MAX_RETRIES, error)).toBe(false);
    }
  });
});
