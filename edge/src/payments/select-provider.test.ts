import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createTossFake } from '#fakes/toss-payments';
import { paymentClientConfig, selectPaymentProvider } from './select-provider';

describe('selectPaymentProvider', () => {
  it('uses the embedded test provider unless both Toss keys are set', () => {
    expect(selectPaymentProvider(env).id).toBe('test');
    expect(selectPaymentProvider({ ...env, TOSS_CLIENT_KEY: 'test_ck_x' }).id).toBe('test');
    expect(selectPaymentProvider({ ...env, TOSS_CLIENT_KEY: ' ', TOSS_SECRET_KEY: 'test_sk_x' }).id).toBe('test');
    expect(paymentClientConfig(env)).toEqual({ provider: 'test', clientKey: '' });
  });

  it('uses Toss at TOSS_API_ORIGIN when both keys are set, and gives the browser only the client key', async () => {
    const fake = createTossFake({ secretKey: 'test_sk_live_like' });
    const hosts: string[] = [];
    const toss = { ...env, TOSS_CLIENT_KEY: ' test_ck_abc ', TOSS_SECRET_KEY: 'test_sk_live_like', TOSS_API_ORIGIN: 'http://toss.fake/' };
    const provider = selectPaymentProvider(toss, {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        hosts.push(new URL(request.url).host);
        return fake.handle(request);
      }) as typeof fetch,
    });
    expect(provider.id).toBe('toss');
    const paymentKey = fake.authorize({ orderId: 'ORDER-SEL-1', amount: 1000 });
    expect(await provider.confirm({ paymentKey, orderId: 'ORDER-SEL-1', amount: 1000, idempotencyKey: 'sel-1' })).toMatchObject({ ok: true });
    expect(hosts).toEqual(['toss.fake']);
    expect(paymentClientConfig(toss)).toEqual({ provider: 'toss', clientKey: 'test_ck_abc' });
  });
});
