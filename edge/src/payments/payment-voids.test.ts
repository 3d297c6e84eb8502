/**
 * Payments the shop could not record whose automatic cancel the provider refused: kept once, sent
 * again with the very same cancel, given back once, and left to a person when retrying is pointless.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPT } from '#edge/gateway/cart/cart-test-support';
import { seedFixtureCatalog } from '#edge/gateway/display/test-catalog';
import { GatewayError } from '#edge/gateway/errors';
import { confirmPayment } from '#edge/gateway/order/order-confirm';
import { setStock, snapshot } from '#edge/gateway/order/order-test-support';
import { AUTO_VOID_ATTEMPTS, recordRefusedVoid, retryDueVoids, voidRequest } from './payment-voids';
import { providerState, refusingProvider, seedRefusedVoid, VOID_AMOUNT, voidRow } from './payment-void-test-support';
import { REFUSALS } from './refusals';
import { createTestProvider } from './test-provider/test-provider';

beforeAll(() => seedFixtureCatalog(env.DB));
beforeEach(() => setStock(OPT.TONER_SET, 12));

/** Pending voids of other tests are retried too; each test reads its own row. */
const PENDING = { status: 'PENDING', amount: VOID_AMOUNT, provider: 'test', resolved_by: null, memo: null };

describe('a void the provider refuses', () => {
  it('is recorded once, with its code, while the order is abandoned and nothing is recorded as paid', async () => {
    const seeded = await seedRefusedVoid(REFUSALS.timeout);
    expect(await voidRow(seeded.paymentKey)).toEqual({ ...PENDING, last_code: 'PROVIDER_TIMEOUT', attempts: 1 });
    expect(seeded.tracked.cancels).toEqual([voidRequest(seeded.ordNo, seeded.paymentKey)]);
    expect(await snapshot(seeded.incsNo)).toMatchObject({ orders: [{ ord_no: seeded.ordNo, status: 'ABANDONED' }], payments: [] });
    // The shopper's retry of the success page finds the order abandoned: no second void, no second row.
    const input = { paymentKey: seeded.paymentKey, orderId: seeded.ordNo, amount: VOID_AMOUNT };
    const again = await confirmPayment(env.DB, env, seeded.tracked.provider, seeded.incsNo, input).catch((error: unknown) => error);
    expect((again as GatewayError).code).toBe('ORDER_NOT_PAYABLE');
    // The same payment refused again is one more attempt on its one row.
    await recordRefusedVoid(env.DB, { ...seeded, provider: 'test', amount: VOID_AMOUNT }, REFUSALS.notCancelable);
    expect(await voidRow(seeded.paymentKey)).toEqual({ ...PENDING, last_code: 'NOT_CANCELABLE_PAYMENT', attempts: 2 });
    const { results } = await env.DB.prepare('SELECT void_id FROM payment_voids WHERE ord_no = ?').bind(seeded.ordNo).all();
    expect(results).toHaveLength(1);
  });

  it('is retried with the same cancel and key, given back once, and VOIDED', async () => {
    const seeded = await seedRefusedVoid(REFUSALS.unreachable);
    const retry = refusingProvider();
    await retryDueVoids(env.DB, retry.provider);
    expect(retry.cancels.filter((request) => request.paymentKey === seeded.paymentKey)).toEqual(seeded.tracked.cancels);
    expect(await voidRow(seeded.paymentKey)).toEqual({ ...PENDING, status: 'VOIDED', last_code: 'PROVIDER_UNREACHABLE', attempts: 2 });
    expect(await providerState(seeded.paymentKey)).toEqual({ status: 'CANCELED', cancelled_amt: VOID_AMOUNT });
    // Given back: never sent again.
    await retryDueVoids(env.DB, retry.provider);
    expect(retry.cancels.filter((request) => request.paymentKey === seeded.paymentKey)).toHaveLength(1);
  });

  it('never cancels twice when the first cancel went through but its answer was lost', async () => {
    const real = createTestProvider(env.DB);
    const seeded = await seedRefusedVoid(REFUSALS.timeout);
    // Now the provider does cancel, but the worker hears a timeout (the answer lost on the way back).
    const lost = refusingProvider();
    lost.provider.cancel = async (request) => {
      await real.cancel(request);
      return REFUSALS.timeout;
    };
    await retryDueVoids(env.DB, lost.provider);
    expect(await voidRow(seeded.paymentKey)).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(await providerState(seeded.paymentKey)).toEqual({ status: 'CANCELED', cancelled_amt: VOID_AMOUNT });
    // The next retry's key is the one that cancelled: the provider answers that cancel, and takes nothing more.
    await retryDueVoids(env.DB, real);
    expect(await voidRow(seeded.paymentKey)).toMatchObject({ status: 'VOIDED', attempts: 3 });
    expect(await providerState(seeded.paymentKey)).toEqual({ status: 'CANCELED', cancelled_amt: VOID_AMOUNT });
  });

  it('leaves a permanent refusal to a person, and stops retrying a transient one after the cap', async () => {
    const permanent = await seedRefusedVoid(REFUSALS.notCancelable);
    const transient = await seedRefusedVoid(REFUSALS.timeout);
    await env.DB.prepare('UPDATE payment_voids SET attempts = ? WHERE payment_key = ?')
      .bind(AUTO_VOID_ATTEMPTS - 1, transient.paymentKey)
      .run();
    const stillDown = refusingProvider(REFUSALS.timeout);
    await retryDueVoids(env.DB, stillDown.provider);
    const mine = (tracked: typeof stillDown) =>
      tracked.cancels.map((request) => request.paymentKey).filter((key) => [permanent, transient].some((seeded) => seeded.paymentKey === key));
    expect(mine(stillDown)).toEqual([transient.paymentKey]);
    expect(await voidRow(transient.paymentKey)).toMatchObject({ status: 'PENDING', last_code: 'PROVIDER_TIMEOUT', attempts: AUTO_VOID_ATTEMPTS });
    // At the cap nothing more is sent by itself; both wait on the console, still pending.
    const later = refusingProvider();
    await retryDueVoids(env.DB, later.provider);
    expect(mine(later)).toEqual([]);
    expect(await voidRow(permanent.paymentKey)).toMatchObject({ status: 'PENDING', last_code: 'NOT_CANCELABLE_PAYMENT', attempts: 1 });
  });

  it('counts a payment already cancelled at the provider as given back', async () => {
    const seeded = await seedRefusedVoid(REFUSALS.timeout);
    // Someone cancelled it in the provider's own dashboard meanwhile.
    await createTestProvider(env.DB).cancel({ paymentKey: seeded.paymentKey, cancelReason: '관리자 취소', idempotencyKey: 'dashboard-cancel' });
    await retryDueVoids(env.DB, refusingProvider().provider);
    expect(await voidRow(seeded.paymentKey)).toMatchObject({ status: 'VOIDED', last_code: 'ALREADY_CANCELED_PAYMENT' });
  });
});
