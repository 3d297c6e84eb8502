/**
 * Confirms of one order that race with different Idempotency-Keys (two tabs, the app and the
 * browser). The provider is a fake that behaves like Toss: a confirm of a paymentKey it approved
 * before answers that approval again, and every confirm and cancel is recorded, so a test can tell
 * whether the provider still holds the payment the shop recorded.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CompletedOrder, CreatedOrder } from '#shared/schemas/order-calls';
import type { ApprovedPayment, PaymentProvider } from '#edge/payments/provider';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { GatewayError } from '../errors';
import { runIdempotent } from '../idempotency';
import { ORDER_LOCK_STALE_MS, takeOrderLock } from './order-lock';
import { confirmPayment } from './order-confirm';
import { buyNowOrder, dataOf, newOrderMember, postOrder, setStock, snapshot, type TestMember } from './order-test-support';

beforeAll(() => seedFixtureCatalog(env.DB));
beforeEach(() => setStock(OPT.TONER_SET, 12));

const AMOUNT = 20100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let keys = 0;
const newKey = () => `key-confirmrace-${String((keys += 1)).padStart(4, '0')}`;

interface FakeToss {
  provider: PaymentProvider;
  confirms: string[];
  cancels: string[];
  /** What the provider holds per paymentKey. */
  state: Map<string, 'DONE' | 'CANCELED'>;
}

/** A Toss-like provider; `gate`, when given, holds each confirm's answer until it resolves. */
function fakeToss(gate?: () => Promise<void>): FakeToss {
  const fake: FakeToss = { confirms: [], cancels: [], state: new Map(), provider: undefined as unknown as PaymentProvider };
  fake.provider = {
    id: 'test',
    async confirm({ paymentKey, orderId, amount }) {
      fake.confirms.push(paymentKey);
      // The provider takes a moment, as Toss does: long enough for a second confirm to arrive.
      await (gate ? gate() : sleep(50));
      if (!fake.state.has(paymentKey)) fake.state.set(paymentKey, 'DONE');
      const approved: ApprovedPayment = { paymentKey, orderId, totalAmount: amount, method: 'CARD', approvedAt: Date.now() };
      return { ok: true, value: approved };
    },
    async cancel({ paymentKey }) {
      fake.cancels.push(paymentKey);
      fake.state.set(paymentKey, 'CANCELED');
      return { ok: true, value: { paymentKey, cancelledAmount: AMOUNT, cancelledAt: Date.now() } };
    },
  };
  return fake;
}

/** A member's unpaid order of one toner: 20,100원 to pay. */
async function pendingOrder(): Promise<{ member: TestMember; ordNo: string }> {
  const member = await newOrderMember(0);
  const order = await dataOf<CreatedOrder>(postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, AMOUNT), member.token, newKey()));
  return { member, ordNo: order.ordNo };
}

/** confirmPaymentCall with `fake` as the provider: the same idempotency wrapper, keyed by `key`. */
function confirmWithKey(fake: FakeToss, member: TestMember, key: string, input: { paymentKey: string; orderId: string; amount: number }) {
  const args = { owner: `m:${member.incsNo}`, scope: 'confirmPayment', key, body: input };
  return runIdempotent(env.DB, args, async () => ({ status: 200, body: await confirmPayment(env.DB, env, fake.provider, member.incsNo, input) }));
}

async function recordedPayment(ordNo: string): Promise<string | undefined> {
  return (await env.DB.prepare('SELECT payment_key FROM payments WHERE ord_no = ?').bind(ordNo).first<{ payment_key: string }>())?.payment_key;
}

const codeOf = (error: unknown) => (error instanceof GatewayError ? error.code : String(error));

describe('confirmPayment races', () => {
  it('keeps the payment approved at the provider when two confirms with different keys race', async () => {
    const { member, ordNo } = await pendingOrder();
    const fake = fakeToss();
    const input = { paymentKey: `pay-race-${ordNo}`, orderId: ordNo, amount: AMOUNT };
    const [first, second] = await Promise.allSettled([confirmWithKey(fake, member, newKey(), input), confirmWithKey(fake, member, newKey(), input)]);
    expect((await snapshot(member.incsNo)).orders).toEqual([{ ord_no: ordNo, status: 'PAID' }]);
    expect(await recordedPayment(ordNo)).toBe(input.paymentKey);
    // The provider agrees with the shop: it was asked once, and never to give the money back.
    expect(fake.cancels).toEqual([]);
    expect(fake.state.get(input.paymentKey)).toBe('DONE');
    expect(fake.confirms).toEqual([input.paymentKey]);
    // The loser waited for the winner and answers the same paid order.
    expect(first.status).toBe('fulfilled');
    expect(second.status).toBe('fulfilled');
    const bodies = [first, second].map((result) => (result.status === 'fulfilled' ? result.value.body : null));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ ordNo, status: 'PAID' } satisfies Partial<CompletedOrder>);
  });

  it('never confirms a second payment of an order that another payment is paying', async () => {
    const { member, ordNo } = await pendingOrder();
    const fake = fakeToss();
    const winner = { paymentKey: `pay-one-${ordNo}`, orderId: ordNo, amount: AMOUNT };
    const other = { ...winner, paymentKey: `pay-two-${ordNo}` };
    const [first, second] = await Promise.allSettled([confirmWithKey(fake, member, newKey(), winner), confirmWithKey(fake, member, newKey(), other)]);
    expect((await snapshot(member.incsNo)).orders).toEqual([{ ord_no: ordNo, status: 'PAID' }]);
    expect(first.status).toBe('fulfilled');
    expect(second.status === 'rejected' && codeOf(second.reason)).toBe('ORDER_ALREADY_PAID');
    // The shopper is charged once: the second payment was never approved, so nothing to give back.
    expect(fake.confirms).toEqual([winner.paymentKey]);
    expect(fake.cancels).toEqual([]);
  });

  it('never cancels the recorded payment when a slow confirm loses to one that took over its expired lock', async () => {
    const { member, ordNo } = await pendingOrder();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = fakeToss(() => held);
    const fast = fakeToss(async () => undefined);
    fast.state = slow.state; // one provider, two connections to it
    const input = { paymentKey: `pay-slow-${ordNo}`, orderId: ordNo, amount: AMOUNT };
    const now = Date.now();
    const slowConfirm = confirmPayment(env.DB, env, slow.provider, member.incsNo, input, now);
    while (slow.confirms.length === 0) await sleep(5);
    // A minute later the slow confirm's lock looks abandoned; a retry takes it over and pays.
    const retried = await confirmPayment(env.DB, env, fast.provider, member.incsNo, input, now + ORDER_LOCK_STALE_MS + 1);
    expect(retried).toMatchObject({ ordNo, status: 'PAID' });
    release();
    // The slow confirm's batch finds the order paid with the very payment it was approved: it keeps it.
    expect(await slowConfirm).toEqual(retried);
    expect([...slow.cancels, ...fast.cancels]).toEqual([]);
    expect(slow.state.get(input.paymentKey)).toBe('DONE');
    expect(await recordedPayment(ordNo)).toBe(input.paymentKey);
  });

  it('answers PAYMENT_IN_PROGRESS while the order lock is held, and lets a retry through once it has expired', async () => {
    const { member, ordNo } = await pendingOrder();
    const fake = fakeToss();
    const input = { paymentKey: `pay-crash-${ordNo}`, orderId: ordNo, amount: AMOUNT };
    // A confirm that crashed after locking the order (the worker was evicted): its lock stays behind.
    const now = Date.now();
    expect(await takeOrderLock(env.DB, 'confirm', ordNo, now)).not.toBeNull();
    const refused = await confirmPayment(env.DB, env, fake.provider, member.incsNo, input, now + 1000, 100).catch((error: unknown) => error);
    expect(codeOf(refused)).toBe('PAYMENT_IN_PROGRESS');
    expect(fake.confirms).toEqual([]);
    expect((await snapshot(member.incsNo)).orders).toEqual([{ ord_no: ordNo, status: 'PAYMENT_PENDING' }]);
    // Not an answer to keep: the same Idempotency-Key runs again once the lock has expired.
    const key = newKey();
    const args = { owner: `m:${member.incsNo}`, scope: 'confirmPayment', key, body: input };
    const run = (at: number) => async () => ({ status: 200, body: await confirmPayment(env.DB, env, fake.provider, member.incsNo, input, at, 100) });
    expect(codeOf(await runIdempotent(env.DB, args, run(now + 1000)).catch((error: unknown) => error))).toBe('PAYMENT_IN_PROGRESS');
    const paid = await runIdempotent(env.DB, args, run(now + ORDER_LOCK_STALE_MS + 1));
    expect(paid.body).toMatchObject({ ordNo, status: 'PAID' });
    expect(fake.confirms).toEqual([input.paymentKey]);
  });
});
