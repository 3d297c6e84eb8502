import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createTestProvider, PAYMENT_SESSION_TTL_MS, recordReadyPayment } from './test-provider';

let counter = 0;
/** A READY payment for a fresh order; every test gets its own keys. */
async function ready(amount = 30000, orderId = `ORDER-${++counter}-${crypto.randomUUID().slice(0, 8)}`) {
  const paymentKey = await recordReadyPayment(env.DB, { orderId, amount, method: 'CARD', cardCompany: '신한카드' });
  return { paymentKey, orderId, amount };
}

const key = () => crypto.randomUUID();

describe('test provider confirm', () => {
  it('approves a READY payment for the same order and amount, once', async () => {
    const provider = createTestProvider(env.DB);
    const payment = await ready(30000);
    const confirmed = await provider.confirm({ ...payment, idempotencyKey: key() });
    expect(confirmed).toEqual({
      ok: true,
      value: { paymentKey: payment.paymentKey, orderId: payment.orderId, totalAmount: 30000, method: 'CARD', approvedAt: expect.any(Number) },
    });
    const again = await provider.confirm({ ...payment, idempotencyKey: key() });
    expect(again).toEqual({ ok: false, code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제입니다.' });
  });

  it('refuses another amount or another order and leaves the payment READY', async () => {
    const provider = createTestProvider(env.DB);
    const payment = await ready(30000);
    expect(await provider.confirm({ ...payment, amount: 100, idempotencyKey: key() })).toMatchObject({
      ok: false,
      code: 'INVALID_REQUEST',
      message: '결제 금액이 결제 정보와 일치하지 않습니다.',
    });
    expect(await provider.confirm({ ...payment, orderId: 'OTHER-ORDER', idempotencyKey: key() })).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    expect(await provider.confirm({ ...payment, idempotencyKey: key() })).toMatchObject({ ok: true });
  });

  it('refuses an unknown payment key', async () => {
    const provider = createTestProvider(env.DB);
    expect(await provider.confirm({ paymentKey: 'nope', orderId: 'ORDER-X1', amount: 1000, idempotencyKey: key() })).toEqual({
      ok: false,
      code: 'NOT_FOUND_PAYMENT',
      message: '존재하지 않는 결제 정보입니다.',
    });
  });

  it('refuses a window approved too long ago', async () => {
    const payment = await ready();
    const later = createTestProvider(env.DB, () => Date.now() + PAYMENT_SESSION_TTL_MS + 1000);
    expect(await later.confirm({ ...payment, idempotencyKey: key() })).toMatchObject({ ok: false, code: 'NOT_FOUND_PAYMENT_SESSION' });
  });

  it('approves only one of two windows approved for one order', async () => {
    const provider = createTestProvider(env.DB);
    const first = await ready(5000);
    const second = await ready(5000, first.orderId);
    expect(await provider.confirm({ ...first, idempotencyKey: key() })).toMatchObject({ ok: true });
    expect(await provider.confirm({ ...second, idempotencyKey: key() })).toMatchObject({ ok: false, code: 'DUPLICATED_ORDER_ID' });
  });

  it('gives the first answer back for a repeated key, even to many calls at once', async () => {
    const provider = createTestProvider(env.DB);
    const payment = await ready(12000);
    const idempotencyKey = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => provider.confirm({ ...payment, idempotencyKey })));
    const approvals = answers.filter((answer) => answer.ok);
    expect(approvals.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.ok) expect(answer).toEqual(approvals[0]);
      else expect(answer.code).toBe('IDEMPOTENT_REQUEST_PROCESSING');
    }
    const replay = await provider.confirm({ ...payment, idempotencyKey });
    expect(replay).toEqual(approvals[0]);
    const row = await env.DB.prepare('SELECT status FROM test_payments WHERE payment_key = ?').bind(payment.paymentKey).first();
    expect(row).toEqual({ status: 'DONE' });
  });

  it('refuses a reused key with another request', async () => {
    const provider = createTestProvider(env.DB);
    const payment = await ready(8000);
    const idempotencyKey = key();
    await provider.confirm({ ...payment, amount: 1, idempotencyKey });
    expect(await provider.confirm({ ...payment, idempotencyKey })).toMatchObject({
      ok: false,
      code: 'INVALID_REQUEST',
      message: '같은 멱등키로 다른 요청을 보낼 수 없습니다.',
    });
  });
});

describe('test provider cancel', () => {
  async function paid(amount: number) {
    const provider = createTestProvider(env.DB);
    const payment = await ready(amount);
    await provider.confirm({ ...payment, idempotencyKey: key() });
    return { provider, paymentKey: payment.paymentKey };
  }

  it('cancels in parts and remembers the cancelled total', async () => {
    const { provider, paymentKey } = await paid(30000);
    const first = await provider.cancel({ paymentKey, cancelReason: '부분 반품', cancelAmount: 10000, idempotencyKey: key() });
    expect(first).toEqual({ ok: true, value: { paymentKey, cancelledAmount: 10000, cancelledAt: expect.any(Number) } });
    const rest = await provider.cancel({ paymentKey, cancelReason: '주문 취소', idempotencyKey: key() });
    expect(rest).toMatchObject({ ok: true, value: { cancelledAmount: 30000 } });
    const row = await env.DB.prepare('SELECT status, cancelled_amt FROM test_payments WHERE payment_key = ?').bind(paymentKey).first();
    expect(row).toEqual({ status: 'CANCELED', cancelled_amt: 30000 });
    expect(await provider.cancel({ paymentKey, cancelReason: '또 취소', idempotencyKey: key() })).toMatchObject({
      ok: false,
      code: 'ALREADY_CANCELED_PAYMENT',
    });
  });

  it('refuses more than is left, and changes nothing', async () => {
    const { provider, paymentKey } = await paid(10000);
    await provider.cancel({ paymentKey, cancelReason: '부분 반품', cancelAmount: 4000, idempotencyKey: key() });
    expect(await provider.cancel({ paymentKey, cancelReason: '부분 반품', cancelAmount: 6001, idempotencyKey: key() })).toEqual({
      ok: false,
      code: 'NOT_CANCELABLE_AMOUNT',
      message: '취소할 수 없는 금액입니다.',
    });
    const row = await env.DB.prepare('SELECT status, cancelled_amt FROM test_payments WHERE payment_key = ?').bind(paymentKey).first();
    expect(row).toEqual({ status: 'PARTIAL_CANCELED', cancelled_amt: 4000 });
  });

  it('cancels once per key', async () => {
    const { provider, paymentKey } = await paid(9000);
    const idempotencyKey = key();
    const first = await provider.cancel({ paymentKey, cancelReason: '단순 변심', cancelAmount: 3000, idempotencyKey });
    const second = await provider.cancel({ paymentKey, cancelReason: '단순 변심', cancelAmount: 3000, idempotencyKey });
    expect(second).toEqual(first);
    const row = await env.DB.prepare('SELECT cancelled_amt FROM test_payments WHERE payment_key = ?').bind(paymentKey).first();
    expect(row).toEqual({ cancelled_amt: 3000 });
  });

  it('refuses a payment that was never confirmed, a bad amount and an empty reason', async () => {
    const provider = createTestProvider(env.DB);
    const payment = await ready(5000);
    expect(await provider.cancel({ paymentKey: payment.paymentKey, cancelReason: '취소', idempotencyKey: key() })).toMatchObject({
      ok: false,
      code: 'NOT_CANCELABLE_PAYMENT',
    });
    const { paymentKey } = await paid(5000);
    expect(await provider.cancel({ paymentKey, cancelReason: '취소', cancelAmount: 0, idempotencyKey: key() })).toMatchObject({
      ok: false,
      code: 'INVALID_REQUEST',
    });
    expect(await provider.cancel({ paymentKey, cancelReason: '  ', idempotencyKey: key() })).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    expect(await provider.cancel({ paymentKey: 'missing', cancelReason: '취소', idempotencyKey: key() })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND_PAYMENT',
    });
  });
});
