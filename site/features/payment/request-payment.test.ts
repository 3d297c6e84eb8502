import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_CANCELED_MESSAGE, requestPayment, SDK_LOAD_FAILED_MESSAGE, testWindowUrl, tossPaymentRequest, type PaymentRequest } from './request-payment';
import type { TossPaymentRequest, TossPaymentsFactory } from './toss-sdk';

const REQUEST: PaymentRequest = {
  provider: 'test',
  clientKey: '',
  method: 'CARD',
  orderId: '20261122-4F7K2Q9M',
  orderName: '녹차 수분 크림 외 1건',
  amount: 32500,
  customerKey: 'ck_3f9a2b7c',
  customerName: '김녹차',
  successUrl: '/kr/ko/or/order/success',
  failUrl: '/kr/ko/or/order/fail',
};

/** A fake SDK at the script boundary, recording what the page asked of it. */
function fakeSdk(outcome: () => Promise<unknown> = () => new Promise(() => {})) {
  const seen: { clientKey?: string; customerKey?: string; request?: TossPaymentRequest } = {};
  const factory = ((clientKey: string) => {
    seen.clientKey = clientKey;
    return {
      payment: ({ customerKey }: { customerKey: string }) => {
        seen.customerKey = customerKey;
        return {
          requestPayment: (request: TossPaymentRequest) => {
            seen.request = request;
            return outcome();
          },
        };
      },
    };
  }) as TossPaymentsFactory;
  return { factory, seen };
}

function deps(loadSdk: () => Promise<TossPaymentsFactory> = () => Promise.reject(new Error('no sdk'))) {
  return { navigate: vi.fn<(url: string) => void>(), loadSdk };
}

describe('requestPayment with the test provider', () => {
  it('goes to the worker’s window with every field of the request', async () => {
    const browser = deps();
    await requestPayment(REQUEST, browser);
    expect(browser.navigate).toHaveBeenCalledTimes(1);
    const url = new URL(browser.navigate.mock.calls[0][0], 'https://shop.example');
    expect(url.pathname).toBe('/pay/test/window');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderId: '20261122-4F7K2Q9M',
      orderName: '녹차 수분 크림 외 1건',
      amount: '32500',
      method: 'CARD',
      customerName: '김녹차',
      successUrl: '/kr/ko/or/order/success',
      failUrl: '/kr/ko/or/order/fail',
    });
    expect(testWindowUrl(REQUEST)).toBe(browser.navigate.mock.calls[0][0]);
  });
});

describe('requestPayment with Toss', () => {
  const TOSS: PaymentRequest = { ...REQUEST, provider: 'toss', clientKey: 'test_ck_abc' };

  it('opens Toss’s card window with the SDK v2 request and absolute return URLs', async () => {
    const sdk = fakeSdk();
    const browser = deps(async () => sdk.factory);
    void requestPayment(TOSS, browser);
    await vi.waitFor(() => expect(sdk.seen.request).toBeDefined());
    expect(sdk.seen.clientKey).toBe('test_ck_abc');
    expect(sdk.seen.customerKey).toBe('ck_3f9a2b7c');
    expect(sdk.seen.request).toEqual({
      method: 'CARD',
      amount: { currency: 'KRW', value: 32500 },
      orderId: '20261122-4F7K2Q9M',
      orderName: '녹차 수분 크림 외 1건',
      customerName: '김녹차',
      successUrl: new URL('/kr/ko/or/order/success', window.location.href).href,
      failUrl: new URL('/kr/ko/or/order/fail', window.location.href).href,
    });
    expect(browser.navigate).not.toHaveBeenCalled();
  });

  it.each(['TOSSPAY', 'NAVERPAY', 'KAKAOPAY'] as const)('opens %s’s own window directly', (method) => {
    expect(tossPaymentRequest({ ...TOSS, method }).card).toEqual({ flowMode: 'DIRECT', easyPay: method });
  });

  it('sends a shopper who closes Toss’s window to failUrl as a cancel', async () => {
    const sdk = fakeSdk(() => Promise.reject(Object.assign(new Error('취소'), { code: 'USER_CANCEL' })));
    const browser = deps(async () => sdk.factory);
    await requestPayment(TOSS, browser);
    const url = new URL(browser.navigate.mock.calls[0][0]);
    expect(url.pathname).toBe('/kr/ko/or/order/fail');
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: 'PAY_PROCESS_CANCELED', message: PAYMENT_CANCELED_MESSAGE, orderId: TOSS.orderId });
  });

  it('passes another SDK refusal on as an aborted payment with Toss’s message', async () => {
    const sdk = fakeSdk(() => Promise.reject(Object.assign(new Error('카드 정보를 다시 확인해주세요.'), { code: 'INVALID_CARD_NUMBER' })));
    const browser = deps(async () => sdk.factory);
    await requestPayment(TOSS, browser);
    const url = new URL(browser.navigate.mock.calls[0][0]);
    expect(url.searchParams.get('code')).toBe('PAY_PROCESS_ABORTED');
    expect(url.searchParams.get('message')).toBe('카드 정보를 다시 확인해주세요.');
  });

  it('sends the shopper to failUrl when the SDK cannot load', async () => {
    const browser = deps();
    await requestPayment(TOSS, browser);
    const url = new URL(browser.navigate.mock.calls[0][0]);
    expect(url.searchParams.get('code')).toBe('PAY_PROCESS_ABORTED');
    expect(url.searchParams.get('message')).toBe(SDK_LOAD_FAILED_MESSAGE);
    expect(url.searchParams.get('orderId')).toBe(TOSS.orderId);
  });

  it('pays as an anonymous customer when there is no customer key', async () => {
    const sdk = fakeSdk();
    Object.assign(sdk.factory, { ANONYMOUS: '@@ANONYMOUS' });
    void requestPayment(
      { ...TOSS, customerKey: '' },
      deps(async () => sdk.factory),
    );
    await vi.waitFor(() => expect(sdk.seen.customerKey).toBe('@@ANONYMOUS'));
  });
});
