import { describe, expect, it } from 'vitest';
import { createTossFake, type TossFake } from '#fakes/toss-payments';
import { createTossProvider, payMethodOf } from './toss';

const SECRET = 'test_sk_nokcha_fake';
const ORIGIN = 'http://toss.fake';

/** The adapter wired to the fake through an injected fetch (workerd tests cannot start a server). */
function setup(options: { secretKey?: string; timeoutMs?: number; fake?: TossFake } = {}) {
  const fake = options.fake ?? createTossFake({ secretKey: SECRET });
  const seen: Request[] = [];
  const provider = createTossProvider({
    secretKey: options.secretKey ?? SECRET,
    apiOrigin: `${ORIGIN}/`,
    timeoutMs: options.timeoutMs,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request.clone());
      return fake.handle(request);
    }) as typeof fetch,
  });
  return { fake, provider, seen };
}

const key = () => crypto.randomUUID();

describe('Toss confirm', () => {
  it('sends Toss exactly its documented request and maps the Payment', async () => {
    const { fake, provider, seen } = setup();
    const paymentKey = fake.authorize({ orderId: '20261122-AAAA1111', amount: 25000 });
    const idempotencyKey = key();
    const result = await provider.confirm({ paymentKey, orderId: '20261122-AAAA1111', amount: 25000, idempotencyKey });
    const approvedAt = Date.parse(String(fake.payment(paymentKey)!.approvedAt));
    expect(result).toEqual({ ok: true, value: { paymentKey, orderId: '20261122-AAAA1111', totalAmount: 25000, method: 'CARD', approvedAt } });
    expect(String(fake.payment(paymentKey)!.approvedAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    const [request] = seen;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${ORIGIN}/v1/payments/confirm`);
    expect(request.headers.get('authorization')).toBe(`Basic ${btoa(`${SECRET}:`)}`);
    expect(request.headers.get('idempotency-key')).toBe(idempotencyKey);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ paymentKey, orderId: '20261122-AAAA1111', amount: 25000 });
  });

  it('reads an easy pay as the shop’s pay method', async () => {
    const { fake, provider } = setup();
    const paymentKey = fake.authorize({ orderId: 'ORDER-EASY-1', amount: 9900, method: 'NAVERPAY' });
    const result = await provider.confirm({ paymentKey, orderId: 'ORDER-EASY-1', amount: 9900, idempotencyKey: key() });
    expect(result).toMatchObject({ ok: true, value: { method: 'NAVERPAY' } });
    expect(payMethodOf({ method: '간편결제', easyPay: { provider: '토스페이' } })).toBe('TOSSPAY');
    expect(payMethodOf({ method: '계좌이체' })).toBe('계좌이체');
  });

  it('passes Toss’s refusal on: amount mismatch, already processed, unknown session, card rejected', async () => {
    const { fake, provider } = setup();
    const paymentKey = fake.authorize({ orderId: 'ORDER-REF-1', amount: 5000 });
    expect(await provider.confirm({ paymentKey, orderId: 'ORDER-REF-1', amount: 50, idempotencyKey: key() })).toEqual({
      ok: false,
      code: 'INVALID_REQUEST',
      message: '결제 금액이 일치하지 않습니다.',
    });
    expect(await provider.confirm({ paymentKey, orderId: 'ORDER-REF-1', amount: 5000, idempotencyKey: key() })).toMatchObject({ ok: true });
    expect(await provider.confirm({ paymentKey, orderId: 'ORDER-REF-1', amount: 5000, idempotencyKey: key() })).toEqual({
      ok: false,
      code: 'ALREADY_PROCESSED_PAYMENT',
      message: '이미 처리된 결제 입니다.',
    });
    expect(await provider.confirm({ paymentKey: 'unknown', orderId: 'ORDER-REF-1', amount: 5000, idempotencyKey: key() })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND_PAYMENT_SESSION',
    });
    const rejected = fake.authorize({ orderId: 'ORDER-REF-2', amount: 5000, reject: true });
    expect(await provider.confirm({ paymentKey: rejected, orderId: 'ORDER-REF-2', amount: 5000, idempotencyKey: key() })).toMatchObject({
      ok: false,
      code: 'REJECT_CARD_PAYMENT',
    });
  });

  it('is refused with a wrong secret key', async () => {
    const { fake, provider } = setup({ secretKey: 'test_sk_wrong' });
    const paymentKey = fake.authorize({ orderId: 'ORDER-AUTH-1', amount: 1000 });
    expect(await provider.confirm({ paymentKey, orderId: 'ORDER-AUTH-1', amount: 1000, idempotencyKey: key() })).toMatchObject({
      ok: false,
      code: 'UNAUTHORIZED_KEY',
    });
    expect(fake.payment(paymentKey)!.status).toBe('READY');
  });

  it('charges once when a confirm is retried with its key', async () => {
    const { fake, provider } = setup();
    const paymentKey = fake.authorize({ orderId: 'ORDER-IDEM-1', amount: 7000 });
    const request = { paymentKey, orderId: 'ORDER-IDEM-1', amount: 7000, idempotencyKey: key() };
    const first = await provider.confirm(request);
    expect(first.ok).toBe(true);
    expect(await provider.confirm(request)).toEqual(first);
  });

  it('turns a slow answer into a Korean refusal, never a throw', async () => {
    const { fake, provider } = setup({ timeoutMs: 50 });
    const paymentKey = fake.authorize({ orderId: 'ORDER-SLOW-1', amount: 1000 });
    fake.setDelay(2_000);
    expect(await provider.confirm({ paymentKey, orderId: 'ORDER-SLOW-1', amount: 1000, idempotencyKey: key() })).toEqual({
      ok: false,
      code: 'PROVIDER_TIMEOUT',
      message: '결제사의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.',
    });
  });

  it.each([
    [
      'a network failure',
      async () => {
        throw new TypeError('fetch failed');
      },
      'PROVIDER_UNREACHABLE',
    ],
    ['a broken answer', async () => new Response('<html>502</html>', { status: 502 }), 'PROVIDER_UNREACHABLE'],
    ['an answer in a state it does not expect', async () => Response.json({ status: 'WAITING_FOR_DEPOSIT', totalAmount: 1000 }), 'PROVIDER_ERROR'],
  ])('turns %s into a refusal', async (_name, answer, code) => {
    const provider = createTossProvider({ secretKey: SECRET, apiOrigin: ORIGIN, fetch: answer as typeof fetch });
    expect(await provider.confirm({ paymentKey: 'k', orderId: 'ORDER-NET-1', amount: 1000, idempotencyKey: key() })).toMatchObject({ ok: false, code });
  });
});

describe('Toss cancel', () => {
  async function paid(amount: number) {
    const context = setup();
    const paymentKey = context.fake.authorize({ orderId: `ORDER-C-${crypto.randomUUID().slice(0, 8)}`, amount });
    const orderId = String(context.fake.payment(paymentKey)!.orderId);
    await context.provider.confirm({ paymentKey, orderId, amount, idempotencyKey: key() });
    return { ...context, paymentKey };
  }

  it('cancels in parts, then the rest, and reports the cancelled total', async () => {
    const { provider, paymentKey, seen } = await paid(20000);
    const part = await provider.cancel({ paymentKey, cancelReason: '부분 반품', cancelAmount: 5000, idempotencyKey: key() });
    expect(part).toEqual({ ok: true, value: { paymentKey, cancelledAmount: 5000, cancelledAt: expect.any(Number) } });
    const cancelRequest = seen.at(-1)!;
    expect(cancelRequest.url).toBe(`${ORIGIN}/v1/payments/${paymentKey}/cancel`);
    expect(await cancelRequest.json()).toEqual({ cancelReason: '부분 반품', cancelAmount: 5000 });
    const rest = await provider.cancel({ paymentKey, cancelReason: '주문 취소', idempotencyKey: key() });
    expect(rest).toMatchObject({ ok: true, value: { cancelledAmount: 20000 } });
    expect(await seen.at(-1)!.json()).toEqual({ cancelReason: '주문 취소' });
    expect(await provider.cancel({ paymentKey, cancelReason: '또', idempotencyKey: key() })).toMatchObject({ ok: false, code: 'ALREADY_CANCELED_PAYMENT' });
  });

  it('refuses more than is left and refunds once per key', async () => {
    const { provider, paymentKey, fake } = await paid(10000);
    expect(await provider.cancel({ paymentKey, cancelReason: '반품', cancelAmount: 10001, idempotencyKey: key() })).toMatchObject({
      ok: false,
      code: 'NOT_CANCELABLE_AMOUNT',
    });
    const request = { paymentKey, cancelReason: '반품', cancelAmount: 3000, idempotencyKey: key() };
    const first = await provider.cancel(request);
    expect(await provider.cancel(request)).toEqual(first);
    expect(fake.payment(paymentKey)!.balanceAmount).toBe(7000);
  });
});
