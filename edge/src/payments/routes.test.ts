import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../index';
import { createTestProvider } from './test-provider/test-provider';

const ORIGIN = 'https://shop.example';
const ASSETS = { fetch: async () => new Response('missing', { status: 404 }) } as unknown as Fetcher;

const WINDOW = {
  orderId: '20261122-4F7K2Q9M',
  orderName: '녹차 수분 크림 외 1건',
  amount: '32500',
  method: 'KAKAOPAY',
  customerName: '김녹차',
  successUrl: '/kr/ko/or/order/success?from=checkout',
  failUrl: `${ORIGIN}/kr/ko/or/order/fail`,
};

function open(params: Record<string, string>, bindings: object = {}) {
  return app.request(`${ORIGIN}/pay/test/window?${new URLSearchParams(params)}`, {}, { ...env, ASSETS, ...bindings });
}

function submit(fields: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }) {
  return app.request(`${ORIGIN}/pay/test/window`, { method: 'POST', headers, body: new URLSearchParams(fields) }, { ...env, ASSETS });
}

function location(response: Response): URL {
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!, ORIGIN);
}

describe('GET /pay/test/window', () => {
  it('shows the order, the amount in won and the pay method in Korean, with no script', async () => {
    const response = await open(WINDOW);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<h1 id="pay-title">녹차숍 테스트 결제</h1>');
    expect(page).toContain('녹차 수분 크림 외 1건');
    expect(page).toContain('32,500원');
    expect(page).toContain('카카오페이');
    expect(page).toContain('김녹차');
    expect(page).toContain('돈이 빠져나가지 않습니다');
    for (const label of ['결제하기', '결제 실패 테스트', '취소']) expect(page).toContain(`>${label}</button>`);
    expect(page).not.toContain('<script');
    // Without it the browser asks for /favicon.ico, which the shop does not have.
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(page).not.toContain('카드사 선택');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('offers a card company for card payments', async () => {
    const page = await (await open({ ...WINDOW, method: 'CARD' })).text();
    expect(page).toContain('<label for="cardCompany">카드사 선택</label>');
    expect(page).toContain('<option value="신한카드">신한카드</option>');
    expect(page).toContain('신용카드');
  });

  it('escapes what it prints', async () => {
    const page = await (await open({ ...WINDOW, orderName: '<img src=x onerror=alert(1)>' })).text();
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it.each([
    [{ amount: '0' }, '결제 금액이 올바르지 않습니다.'],
    [{ amount: '-500' }, '결제 금액이 올바르지 않습니다.'],
    [{ amount: '12.5' }, '결제 금액이 올바르지 않습니다.'],
    [{ method: 'PAYPAL' }, '결제수단이 올바르지 않습니다.'],
    [{ orderId: 'a' }, '주문번호가 올바르지 않습니다.'],
    [{ orderName: '' }, '주문명이 올바르지 않습니다.'],
    [{ successUrl: 'https://evil.example/steal' }, '결제 후 돌아갈 주소가 올바르지 않습니다.'],
    [{ successUrl: '//evil.example/steal' }, '결제 후 돌아갈 주소가 올바르지 않습니다.'],
    [{ failUrl: 'javascript:alert(1)' }, '결제 후 돌아갈 주소가 올바르지 않습니다.'],
  ])('refuses %o with a Korean 400 page', async (change, message) => {
    const response = await open({ ...WINDOW, ...change });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('결제창을 열 수 없습니다');
    expect(page).toContain(message);
  });

  it('does not exist when Toss is configured', async () => {
    const response = await open(WINDOW, { PAYMENT_PROVIDER: '', TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' });
    expect(response.status).toBe(404);
  });

  it('does not exist unless PAYMENT_PROVIDER=test names it, and never in prd', async () => {
    expect((await open(WINDOW, { PAYMENT_PROVIDER: '' })).status).toBe(404);
    expect((await open(WINDOW, { ENVIRONMENT: 'prd' })).status).toBe(404);
    const posted = await app.request(
      `${ORIGIN}/pay/test/window`,
      { method: 'POST', headers: { Origin: ORIGIN }, body: new URLSearchParams({ ...WINDOW, action: 'approve' }) },
      { ...env, ASSETS, ENVIRONMENT: 'prd' },
    );
    expect(posted.status).toBe(404);
    expect(posted.headers.get('location')).toBeNull();
  });
});

describe('POST /pay/test/window', () => {
  it('approves: records a READY payment and returns to successUrl as Toss does', async () => {
    const to = location(await submit({ ...WINDOW, action: 'approve' }));
    expect(to.pathname).toBe('/kr/ko/or/order/success');
    expect(to.searchParams.get('from')).toBe('checkout');
    expect(to.searchParams.get('orderId')).toBe(WINDOW.orderId);
    expect(to.searchParams.get('amount')).toBe('32500');
    const paymentKey = to.searchParams.get('paymentKey')!;
    expect(paymentKey).toMatch(/^[A-Za-z0-9]{48}$/);
    const row = await env.DB.prepare('SELECT order_id, amount, method, status FROM test_payments WHERE payment_key = ?').bind(paymentKey).first();
    expect(row).toEqual({ order_id: WINDOW.orderId, amount: 32500, method: 'KAKAOPAY', status: 'READY' });
    const confirmed = await createTestProvider(env.DB).confirm({ paymentKey, orderId: WINDOW.orderId, amount: 32500, idempotencyKey: 'route-approve' });
    expect(confirmed.ok).toBe(true);
  });

  it('keeps the card company of a card payment', async () => {
    const to = location(await submit({ ...WINDOW, method: 'CARD', cardCompany: '현대카드', action: 'approve' }));
    const row = await env.DB.prepare('SELECT card_company FROM test_payments WHERE payment_key = ?').bind(to.searchParams.get('paymentKey')).first();
    expect(row).toEqual({ card_company: '현대카드' });
    const bad = await submit({ ...WINDOW, method: 'CARD', cardCompany: '없는카드', action: 'approve' });
    expect(bad.status).toBe(400);
  });

  it('fails: failUrl with PAY_PROCESS_ABORTED and no payment recorded', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM test_payments').first<{ n: number }>();
    const to = location(await submit({ ...WINDOW, action: 'fail' }));
    expect(`${to.origin}${to.pathname}`).toBe(`${ORIGIN}/kr/ko/or/order/fail`);
    expect(Object.fromEntries(to.searchParams)).toEqual({
      code: 'PAY_PROCESS_ABORTED',
      message: '결제 진행 중 승인에 실패하여 결제가 중단되었습니다.',
      orderId: WINDOW.orderId,
    });
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM test_payments').first<{ n: number }>();
    expect(after).toEqual(before);
  });

  it('cancels: failUrl with PAY_PROCESS_CANCELED', async () => {
    const response = await submit({ ...WINDOW, action: 'cancel' });
    expect(response.headers.get('location')).toBe(
      `/kr/ko/or/order/fail?code=PAY_PROCESS_CANCELED&message=${new URLSearchParams({ m: '사용자가 결제를 취소했습니다.' }).toString().slice(2)}&orderId=${WINDOW.orderId}`,
    );
  });

  it('refuses a foreign successUrl even when posted directly', async () => {
    const response = await submit({ ...WINDOW, successUrl: 'https://evil.example/', action: 'approve' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('refuses a form from another origin, or with no origin at all', async () => {
    const foreign = await submit({ ...WINDOW, action: 'approve' }, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('결제창에서 보낸 요청이 아닙니다');
    expect((await submit({ ...WINDOW, action: 'approve' }, {})).status).toBe(403);
    const sameSite = await submit({ ...WINDOW, action: 'cancel' }, { 'Sec-Fetch-Site': 'same-origin' });
    expect(sameSite.status).toBe(303);
  });

  it('refuses an unknown action', async () => {
    expect((await submit({ ...WINDOW, action: 'steal' })).status).toBe(400);
  });
});
