import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createTossFake } from '#fakes/toss-payments';
import { configuredProvider, paymentClientConfig, paymentProblem, selectPaymentProvider } from './select-provider';

describe('selectPaymentProvider', () => {
  it('uses the embedded test provider only where PAYMENT_PROVIDER=test names it outside prd', () => {
    expect(env.PAYMENT_PROVIDER).toBe('test');
    expect(selectPaymentProvider(env).id).toBe('test');
    expect(selectPaymentProvider({ ...env, ENVIRONMENT: 'qa' }).id).toBe('test');
    expect(paymentClientConfig(env)).toEqual({ provider: 'test', clientKey: '' });
  });

  it('never runs the test provider in prd, and has none there without Toss keys: 503 PAYMENT_UNAVAILABLE', () => {
    const unavailable = expect.objectContaining({ code: 'PAYMENT_UNAVAILABLE' });
    for (const setting of ['test', '', 'toss', 'pigeon']) {
      const prd = { ...env, ENVIRONMENT: 'prd', PAYMENT_PROVIDER: setting };
      expect(configuredProvider(prd)).toBeNull();
      expect(() => selectPaymentProvider(prd)).toThrow(unavailable);
      expect(() => paymentClientConfig(prd)).toThrow(unavailable);
    }
    expect(paymentProblem({ ...env, ENVIRONMENT: 'prd' })).toMatch(/never allowed in prd/);
    expect(paymentProblem({ ...env, ENVIRONMENT: 'prd', PAYMENT_PROVIDER: '' })).toMatch(/TOSS_CLIENT_KEY/);
  });

  it('has no provider when none is named and Toss lacks a key, wherever it runs', () => {
    for (const keys of [{}, { TOSS_CLIENT_KEY: 'test_ck_x' }, { TOSS_CLIENT_KEY: ' ', TOSS_SECRET_KEY: 'test_sk_x' }]) {
      expect(configuredProvider({ ...env, PAYMENT_PROVIDER: '', ...keys })).toBeNull();
    }
  });

  it('uses Toss at TOSS_API_ORIGIN when both keys are set, and gives the browser only the client key', async () => {
    const fake = createTossFake({ secretKey: 'test_sk_live_like' });
    const hosts: string[] = [];
    const toss = {
      ...env,
      ENVIRONMENT: 'prd',
      PAYMENT_PROVIDER: '',
      TOSS_CLIENT_KEY: ' test_ck_abc ',
      TOSS_SECRET_KEY: 'test_sk_live_like',
      TOSS_API_ORIGIN: 'http://toss.fake/',
    };
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
