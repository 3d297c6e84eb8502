/**
 * The embedded test provider's payment window, served by the worker under `/pay`:
 * `GET /pay/test/window?orderId&orderName&amount&method&customerName&successUrl&failUrl` shows it;
 * its form posts back to the same path, and the answer sends the browser on exactly as Toss does:
 * approve → `successUrl?paymentKey=&orderId=&amount=`, fail or cancel → `failUrl?code=&message=&orderId=`.
 * Unless the test provider is the one configured (never in prd), the window does not exist, so no
 * test payment can be made beside a real provider or in production.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { CARD_COMPANIES } from './pay-method-labels';
import { configuredProvider } from './select-provider';
import { recordReadyPayment } from './test-provider/test-provider';
import { renderWindow, renderWindowError } from './test-window/window-page';
import { parseWindowRequest, withParams } from './test-window/window-request';

export const TEST_WINDOW_PATH = '/pay/test/window';

/** What failUrl receives, in Toss's codes; the messages are the shopper's. */
export const WINDOW_FAILURES = {
  fail: { code: 'PAY_PROCESS_ABORTED', message: '결제 진행 중 승인에 실패하여 결제가 중단되었습니다.' },
  cancel: { code: 'PAY_PROCESS_CANCELED', message: '사용자가 결제를 취소했습니다.' },
} as const;

const NO_STORE = { 'Cache-Control': 'no-store' };

export const payRoutes = new Hono<AppEnv>();

payRoutes.use('/test/*', async (c, next) => {
  if (configuredProvider(c.env) !== 'test') return c.notFound();
  await next();
});

function refuse(c: Context<AppEnv>, message: string, status: 400 | 403 = 400) {
  return c.html(renderWindowError(message), status, NO_STORE);
}

payRoutes.get('/test/window', (c) => {
  const parsed = parseWindowRequest(c.req.query(), new URL(c.req.url).origin);
  if (!parsed.ok) return refuse(c, parsed.message);
  return c.html(renderWindow(parsed.value, TEST_WINDOW_PATH), 200, NO_STORE);
});

/** A test provider needs no token: the form may only come from a page of this origin. */
function fromThisOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin) return origin === new URL(c.req.url).origin;
  return c.req.header('sec-fetch-site') === 'same-origin';
}

payRoutes.post('/test/window', async (c) => {
  if (!fromThisOrigin(c)) return refuse(c, '결제창에서 보낸 요청이 아닙니다. 결제를 처음부터 다시 시도해 주세요.', 403);
  const form = await c.req.parseBody();
  const parsed = parseWindowRequest(form, new URL(c.req.url).origin);
  if (!parsed.ok) return refuse(c, parsed.message);
  const request = parsed.value;
  const action = form.action;
  if (action === 'fail' || action === 'cancel') {
    const failure = WINDOW_FAILURES[action];
    return c.redirect(withParams(request.failUrl, { code: failure.code, message: failure.message, orderId: request.orderId }), 303);
  }
  if (action !== 'approve') return refuse(c, '알 수 없는 요청입니다.');
  const cardCompany = request.method === 'CARD' ? form.cardCompany : undefined;
  if (request.method === 'CARD' && !(CARD_COMPANIES as readonly unknown[]).includes(cardCompany)) return refuse(c, '카드사를 선택해 주세요.');
  const paymentKey = await recordReadyPayment(c.env.DB, {
    orderId: request.orderId,
    amount: request.amount,
    method: request.method,
    cardCompany: typeof cardCompany === 'string' ? cardCompany : undefined,
  });
  return c.redirect(withParams(request.successUrl, { paymentKey, orderId: request.orderId, amount: String(request.amount) }), 303);
});
