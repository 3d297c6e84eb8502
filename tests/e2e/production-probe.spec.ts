/**
 * An outside probe of the worker a plain `wrangler deploy` of the committed files would run (the
 * third worker of playwright.config.ts: production, no local values, TEST_CLOCK slipped in). Its
 * pages serve, and every test-only part is refused: the test payment provider, the SMS and mail
 * outboxes, the local operator key and the test clock. The local worker answers the same calls,
 * so each refusal is the environment's doing, not a wrong path.
 */
import type { APIRequestContext } from '@playwright/test';
import { LOCALE_BASE } from '#shared/site-path';
import { expect, test } from './support/fixtures';
import { SEEDED_MEMBER } from './support/members';
import { LOCAL_OPERATOR_KEY } from './support/ops';
import { buyableProduct } from './support/orders';

const COMMITTED = `http://127.0.0.1:${process.env.E2E_COMMITTED_PORT}`;
const LOCAL = `http://127.0.0.1:${process.env.E2E_PORT ?? '8799'}`;

/** A window the test provider would approve. */
const WINDOW = {
  orderId: '20261127-PROBE001',
  orderName: '녹차 토너',
  amount: '20100',
  method: 'CARD',
  customerName: '김녹차',
  successUrl: '/kr/ko/or/order/complete',
  failUrl: '/kr/ko/or/order',
};

/** The terms in force before 2026-09-01 were version 1; the real clock shows version 2. */
const BEFORE_SEPTEMBER = String(Date.UTC(2026, 7, 1));

async function termsVersionAt(request: APIRequestContext, origin: string): Promise<number> {
  const response = await request.post(`${origin}/api/cu/terms/v1/getTerms`, { headers: { 'X-Test-Now': BEFORE_SEPTEMBER }, data: { tncId: 'terms' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { currentVersionNo: number } }).data.currentVersionNo;
}

/** The demo member's token, read from the login answer's auth cookie (its name differs by environment). */
async function memberToken(request: APIRequestContext, origin: string): Promise<string> {
  const login = await request.post(`${origin}/member/`, {
    headers: { Origin: origin },
    data: { custWebId: SEEDED_MEMBER.custWebId, password: SEEDED_MEMBER.password },
    maxRedirects: 0,
  });
  expect(login.status(), await login.text()).toBeLessThan(400);
  const auth = login.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie' && /^inm_auth_token(_\w+)?=/.test(header.value));
  return /^[^=]+=([^;]+)/.exec(auth?.value ?? '')?.[1] ?? '';
}

test.describe('a worker from the committed files', () => {
  // Relative paths (the catalog helpers) ask the committed worker; the local one is named in full.
  test.use({ baseURL: COMMITTED });

  test('serves its pages as production', async ({ request }) => {
    const page = await request.get(`${COMMITTED}${LOCALE_BASE}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('data-layout=');
  });

  test('has no test payment window, and its checkout refuses to take orders it cannot charge', async ({ request }) => {
    expect((await request.get(`${LOCAL}/pay/test/window?${new URLSearchParams(WINDOW)}`)).status()).toBe(200);
    expect((await request.get(`${COMMITTED}/pay/test/window?${new URLSearchParams(WINDOW)}`)).status()).toBe(404);
    const approve = await request.post(`${COMMITTED}/pay/test/window`, {
      headers: { Origin: COMMITTED },
      form: { ...WINDOW, action: 'approve', cardCompany: '신한카드' },
      maxRedirects: 0,
    });
    expect(approve.status()).toBe(404);

    const token = await memberToken(request, COMMITTED);
    expect(token).not.toBe('');
    const headers = { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() };
    const { inmOptnPrdNo } = await buyableProduct(request);
    const items = [{ inmOptnPrdNo, qty: 1 }];
    const sheet = await request.post(`${COMMITTED}/api/or/order/v1/getOrderSheet`, { headers, data: { source: 'BUY_NOW', items } });
    expect(sheet.status()).toBe(503);
    expect(await sheet.json()).toMatchObject({ code: 'PAYMENT_UNAVAILABLE', message: expect.stringContaining('결제를 받을 수 없어') });
    const consents = { orderInfo: true, paymentAgency: true, privacyThirdParty: true };
    const order = { source: 'BUY_NOW', items, dlvAddrNo: 1, dlvMemo: '', payMethod: 'CARD', usePt: 0, expectedPayAmt: 1, consents };
    const created = await request.post(`${COMMITTED}/api/or/order/v1/createOrder`, { headers, data: order });
    expect(created.status()).toBe(503);
  });

  test('has no SMS or mail outbox', async ({ request }) => {
    for (const path of [`/member/sms/outbox?mobile=${SEEDED_MEMBER.mobile}`, `/member/mail/outbox?to=${SEEDED_MEMBER.email}`]) {
      expect((await request.get(`${LOCAL}${path}`)).status(), path).toBe(200);
      expect((await request.get(`${COMMITTED}${path}`)).status(), path).toBe(404);
    }
  });

  test('refuses the local operator key', async ({ request }) => {
    const call = (origin: string) => request.post(`${origin}/ops/v1/orders/list`, { headers: { 'X-Operator-Key': LOCAL_OPERATOR_KEY }, data: {} });
    expect((await call(LOCAL)).status()).toBe(200);
    const refused = await call(COMMITTED);
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'OPERATOR_KEY_REQUIRED' });
  });

  test('ignores the test clock, even with TEST_CLOCK on', async ({ request }) => {
    expect(await termsVersionAt(request, LOCAL)).toBe(1);
    expect(await termsVersionAt(request, COMMITTED)).toBe(2);
  });
});
