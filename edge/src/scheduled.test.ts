import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPT } from './gateway/cart/cart-test-support';
import { seedFixtureCatalog } from './gateway/display/test-catalog';
import { buyNowOrder, dataOf, newOrderMember, postOrder, setStock, stockOf } from './gateway/order/order-test-support';
import { providerState, seedRefusedVoid, voidRow } from './payments/payment-void-test-support';
import { REFUSALS } from './payments/refusals';
import { runScheduledCleanup, scheduled } from './scheduled';
import type { CreatedOrder } from '#shared/schemas/order-calls';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await setStock(OPT.TONER_SET, 12);
});

async function count(table: string): Promise<number> {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
}

describe('runScheduledCleanup', () => {
  it('gives back what an unpaid checkout holds once it is 10 minutes old, and not before', async () => {
    const member = await newOrderMember(0);
    const order = await dataOf<CreatedOrder>(postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 2, 35200), member.token, 'cron-key-1'));
    expect(await stockOf(OPT.TONER_SET)).toBe(10);
    const placedAt = (await env.DB.prepare('SELECT ordered_at FROM orders WHERE ord_no = ?').bind(order.ordNo).first<{ ordered_at: number }>())!.ordered_at;

    expect((await runScheduledCleanup(env.DB, placedAt + 9 * MINUTE)).abandonedOrders).toBe(0);
    expect(await stockOf(OPT.TONER_SET)).toBe(10);
    expect((await runScheduledCleanup(env.DB, placedAt + 11 * MINUTE)).abandonedOrders).toBe(1);
    expect(await stockOf(OPT.TONER_SET)).toBe(12);
    expect(await env.DB.prepare('SELECT status FROM orders WHERE ord_no = ?').bind(order.ordNo).first()).toEqual({ status: 'ABANDONED' });
  });

  it('purges rows a day past their end and keeps the rest', async () => {
    const now = Date.now();
    const member = await newOrderMember(0);
    await env.DB.batch([
      env.DB.prepare('INSERT INTO auth_sessions (token_hash, incs_no, provider, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').bind(
        'old-session',
        member.incsNo,
        'ID',
        now - 20 * DAY,
        now - 2 * DAY,
      ),
      env.DB.prepare('INSERT INTO login_failures (throttle_key, failed_at) VALUES (?, ?), (?, ?)').bind('id:old', now - 2 * DAY, 'id:recent', now - MINUTE),
      env.DB.prepare('INSERT INTO sms_codes (mobile, code_hash, expires_at) VALUES (?, ?, ?), (?, ?, ?)').bind(
        '01000000001',
        'h',
        now - 2 * DAY,
        '01000000002',
        'h',
        now + MINUTE,
      ),
      env.DB.prepare('INSERT INTO idempotency_keys (owner, scope, idem_key, request_hash, created_at) VALUES (?, ?, ?, ?, ?)').bind(
        'm:1',
        'createOrder',
        'old',
        'h',
        now - 2 * DAY,
      ),
      env.DB.prepare('INSERT INTO withdrawn_ids (id_hash, withdrawn_at) VALUES (?, ?), (?, ?)').bind('old-id', now - 32 * DAY, 'blocked-id', now - 29 * DAY),
    ]);
    const sessionsBefore = await count('auth_sessions');
    const result = await runScheduledCleanup(env.DB, now);
    expect(result.purged).toMatchObject({ auth_sessions: 1, login_failures: 1, sms_codes: 1, idempotency_keys: 1, withdrawn_ids: 1 });
    expect(await env.DB.prepare('SELECT id_hash FROM withdrawn_ids').all()).toMatchObject({ results: [{ id_hash: 'blocked-id' }] });
    expect(await count('auth_sessions')).toBe(sessionsBefore - 1);
    expect(await env.DB.prepare('SELECT throttle_key FROM login_failures').all()).toMatchObject({ results: [{ throttle_key: 'id:recent' }] });
    expect(await env.DB.prepare('SELECT mobile FROM sms_codes').all()).toMatchObject({ results: [{ mobile: '01000000002' }] });
    // The member's own live login is untouched.
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM auth_sessions WHERE incs_no = ?').bind(member.incsNo).first()).toEqual({ n: 1 });
  });
});

describe('the scheduled handler', () => {
  it('gives back a payment whose void the provider refused for a moment, through the worker’s own provider', async () => {
    const seeded = await seedRefusedVoid(REFUSALS.timeout);
    const ctx = createExecutionContext();
    await scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/10 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await voidRow(seeded.paymentKey)).toMatchObject({ status: 'VOIDED', attempts: 2, resolved_by: null });
    expect(await providerState(seeded.paymentKey)).toEqual({ status: 'CANCELED', cancelled_amt: 20100 });
  });
});
