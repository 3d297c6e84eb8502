import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { GatewayError } from './errors';
import { runIdempotent } from './idempotency';

const args = (key: string | undefined, body: unknown = { a: 1, b: [1, 2] }) => ({ owner: 'm:1', scope: 'test', key, body });
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof GatewayError ? error.code : String(error)),
  );

describe('runIdempotent', () => {
  it.each([undefined, '', 'short', 'has spaces in it', 'x'.repeat(101)])('refuses the key %j', async (key) => {
    let runs = 0;
    expect(await codeOf(runIdempotent(env.DB, args(key), async () => ({ status: 200, body: (runs += 1) })))).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(runs).toBe(0);
  });

  it('runs once and replays the answer, whatever the order of the body’s keys', async () => {
    let runs = 0;
    const run = async () => ({ status: 200, body: { run: (runs += 1) } });
    expect(await runIdempotent(env.DB, args('key-once-0001'), run)).toEqual({ status: 200, body: { run: 1 }, replayed: false });
    expect(await runIdempotent(env.DB, args('key-once-0001', { b: [1, 2], a: 1 }), run)).toEqual({ status: 200, body: { run: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('refuses the same key with another body, and keeps keys apart per owner and scope', async () => {
    await runIdempotent(env.DB, args('key-other-0001'), async () => ({ status: 200, body: 1 }));
    expect(await codeOf(runIdempotent(env.DB, args('key-other-0001', { a: 2 }), async () => ({ status: 200, body: 2 })))).toBe('IDEMPOTENCY_KEY_REUSED');
    const other = await runIdempotent(env.DB, { ...args('key-other-0001', { a: 2 }), owner: 'm:2' }, async () => ({ status: 200, body: 3 }));
    expect(other).toEqual({ status: 200, body: 3, replayed: false });
  });

  it('stores a refusal with its message and throws it again', async () => {
    let runs = 0;
    const run = async () => {
      runs += 1;
      throw new GatewayError('PAYMENT_REJECTED', '카드 한도가 초과되었습니다.');
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await runIdempotent(env.DB, args('key-refuse-0001'), run).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(GatewayError);
      expect(error).toMatchObject({ code: 'PAYMENT_REJECTED', detail: '카드 한도가 초과되었습니다.' });
    }
    expect(runs).toBe(1);
  });

  it('frees the key after an unexpected failure, so a retry runs', async () => {
    await expect(runIdempotent(env.DB, args('key-crash-0001'), async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await runIdempotent(env.DB, args('key-crash-0001'), async () => ({ status: 200, body: 'ok' }))).toEqual({
      status: 200,
      body: 'ok',
      replayed: false,
    });
  });

  it('keeps no answer for PAYMENT_IN_PROGRESS, so a retry with the key runs again', async () => {
    const inProgress = async () => Promise.reject(new GatewayError('PAYMENT_IN_PROGRESS'));
    expect(await codeOf(runIdempotent(env.DB, args('key-unsettled-0001'), inProgress))).toBe('PAYMENT_IN_PROGRESS');
    expect(await runIdempotent(env.DB, args('key-unsettled-0001'), async () => ({ status: 200, body: 'paid' }))).toEqual({
      status: 200,
      body: 'paid',
      replayed: false,
    });
  });

  it('makes a repeat wait for the first call and get its answer', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const run = async () => {
      runs += 1;
      await held;
      return { status: 200, body: 'first' };
    };
    const first = runIdempotent(env.DB, args('key-wait-0001'), run);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = runIdempotent(env.DB, args('key-wait-0001'), run);
    setTimeout(release, 100);
    expect(await first).toMatchObject({ body: 'first', replayed: false });
    expect(await second).toMatchObject({ body: 'first', replayed: true });
    expect(runs).toBe(1);
  });

  it('runs again for a claim left without an answer for minutes (a crashed run)', async () => {
    const first = await runIdempotent(env.DB, args('key-stale-0001'), async () => ({ status: 200, body: 'x' }));
    expect(first.replayed).toBe(false);
    await env.DB.prepare("UPDATE idempotency_keys SET response_body = NULL, created_at = ? WHERE idem_key = 'key-stale-0001'")
      .bind(Date.now() - 10 * 60_000)
      .run();
    expect(await runIdempotent(env.DB, args('key-stale-0001'), async () => ({ status: 200, body: 'again' }))).toEqual({
      status: 200,
      body: 'again',
      replayed: false,
    });
  });
});
