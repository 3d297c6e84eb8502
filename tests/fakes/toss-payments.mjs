/* global atob, crypto, Response */
// A fake Toss Payments API for tests, with no dependencies. It answers confirm and cancel in
// Toss's documented shapes (the Payment object; errors as `{ code, message }` with a 4xx status):
//   POST /v1/payments/confirm            { paymentKey, orderId, amount } → Payment (status DONE)
//   POST /v1/payments/{paymentKey}/cancel { cancelReason, cancelAmount? } → Payment (CANCELED | PARTIAL_CANCELED)
//   GET  /v1/payments/{paymentKey}       the Payment
//   POST /fake/sessions                  { orderId, amount, method?, easyPay?, reject? } → { paymentKey }
//                                        plays the shopper approving Toss's window (no auth)
//   GET  /health                         for a test runner's readiness probe
// Every /v1 call needs `Authorization: Basic base64(secretKey + ':')`. POSTs with the same
// `Idempotency-Key` get the first answer again; the same key with another body is refused.
//
// `createTossFake()` is a plain Request → Response handler, used in-process by the worker's unit
// tests. Run as a program (`node tests/fakes/toss-payments.mjs`) it serves on FAKE_TOSS_PORT
// (default 8898) at 127.0.0.1 and accepts FAKE_TOSS_SECRET_KEY (default `test_sk_fake`).

import { runFake, serveFake } from './serve-fake.mjs';

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `2026-11-22T21:05:03+09:00`, the way Toss writes times. */
export function kstIso(epochMs) {
  return `${new Date(epochMs + KST_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

function randomKey(length = 48) {
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}

function json(body, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json;charset=UTF-8' } });
}

function error(status, code, message) {
  return { status, body: { code, message } };
}

const ERRORS = {
  unauthorized: error(401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.'),
  invalid: error(400, 'INVALID_REQUEST', '잘못된 요청입니다.'),
  amountMismatch: error(400, 'INVALID_REQUEST', '결제 금액이 일치하지 않습니다.'),
  orderMismatch: error(400, 'INVALID_REQUEST', '주문번호가 일치하지 않습니다.'),
  noSession: error(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.'),
  noPayment: error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.'),
  processed: error(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.'),
  rejected: error(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.'),
  cancelled: error(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.'),
  notCancelable: error(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.'),
  notCancelableAmount: error(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.'),
  keyReused: error(422, 'INVALID_REQUEST', '같은 멱등키로 다른 요청을 보낼 수 없습니다.'),
};

const EASY_PAY_NAMES = { TOSSPAY: '토스페이', NAVERPAY: '네이버페이', KAKAOPAY: '카카오페이' };

/**
 * A fake Toss with its own in-memory payments.
 * @param {{ secretKey?: string, delayMs?: number }} [options] the secret key it accepts (default
 *   `test_sk_fake`); delayMs holds every /v1 answer back that long (for timeout tests)
 */
export function createTossFake(options = {}) {
  const secretKey = options.secretKey ?? 'test_sk_fake';
  const payments = new Map();
  const replays = new Map();
  const calls = [];
  let delayMs = options.delayMs ?? 0;

  function authorize({ orderId, amount, method = 'CARD', reject = false, orderName = '녹차숍 주문' }) {
    const paymentKey = randomKey();
    payments.set(paymentKey, {
      paymentKey,
      orderId,
      orderName,
      amount,
      method,
      reject,
      status: 'READY',
      balanceAmount: amount,
      requestedAt: Date.now(),
      approvedAt: null,
      cancels: [],
    });
    return paymentKey;
  }

  function view(payment) {
    const easyPay = payment.method in EASY_PAY_NAMES ? { provider: EASY_PAY_NAMES[payment.method], amount: 0, discountAmount: 0 } : null;
    const vat = Math.round(payment.amount / 11);
    return {
      mId: 'tosspayments',
      version: '2022-11-16',
      paymentKey: payment.paymentKey,
      type: 'NORMAL',
      orderId: payment.orderId,
      orderName: payment.orderName,
      currency: 'KRW',
      method: easyPay ? '간편결제' : '카드',
      totalAmount: payment.amount,
      balanceAmount: payment.balanceAmount,
      suppliedAmount: payment.amount - vat,
      vat,
      status: payment.status,
      requestedAt: kstIso(payment.requestedAt),
      approvedAt: payment.approvedAt === null ? null : kstIso(payment.approvedAt),
      card: easyPay
        ? null
        : {
            issuerCode: '4V',
            acquirerCode: '21',
            number: '43301234****123*',
            installmentPlanMonths: 0,
            approveNo: '00000000',
            cardType: '신용',
            ownerType: '개인',
            amount: payment.amount,
          },
      easyPay,
      cancels: payment.cancels.length === 0 ? null : payment.cancels,
      failure: null,
    };
  }

  function confirm(body) {
    const { paymentKey, orderId, amount } = body;
    if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || !Number.isInteger(amount)) return ERRORS.invalid;
    const payment = payments.get(paymentKey);
    if (!payment) return ERRORS.noSession;
    if (payment.status !== 'READY') return ERRORS.processed;
    if (payment.orderId !== orderId) return ERRORS.orderMismatch;
    if (payment.amount !== amount) return ERRORS.amountMismatch;
    if (payment.reject) return ERRORS.rejected;
    payment.status = 'DONE';
    payment.approvedAt = Date.now();
    return { status: 200, body: view(payment) };
  }

  function cancel(paymentKey, body) {
    const { cancelReason, cancelAmount } = body;
    if (typeof cancelReason !== 'string' || cancelReason.trim() === '') return ERRORS.invalid;
    if (cancelAmount !== undefined && !(Number.isInteger(cancelAmount) && cancelAmount > 0)) return ERRORS.invalid;
    const payment = payments.get(paymentKey);
    if (!payment) return ERRORS.noPayment;
    if (payment.status === 'CANCELED') return ERRORS.cancelled;
    if (payment.status !== 'DONE' && payment.status !== 'PARTIAL_CANCELED') return ERRORS.notCancelable;
    const take = cancelAmount ?? payment.balanceAmount;
    if (take > payment.balanceAmount) return ERRORS.notCancelableAmount;
    payment.balanceAmount -= take;
    payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    payment.cancels.push({
      transactionKey: randomKey(32),
      cancelReason,
      cancelAmount: take,
      taxFreeAmount: 0,
      refundableAmount: payment.balanceAmount,
      canceledAt: kstIso(Date.now()),
      cancelStatus: 'DONE',
    });
    return { status: 200, body: view(payment) };
  }

  function authorized(request) {
    const basic = /^Basic\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
    if (!basic) return false;
    try {
      return atob(basic[1]) === `${secretKey}:`;
    } catch {
      return false;
    }
  }

  /** Runs `answer` once per Idempotency-Key and path; repeats get the stored answer. */
  function once(request, path, text, answer) {
    const key = request.headers.get('idempotency-key');
    if (!key) return answer();
    const stored = replays.get(`${path} ${key}`);
    if (stored) return stored.text === text ? stored.result : ERRORS.keyReused;
    const result = answer();
    replays.set(`${path} ${key}`, { text, result });
    return result;
  }

  function wait(request) {
    if (delayMs <= 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, delayMs);
      request.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(request.signal.reason);
      });
    });
  }

  async function v1(request, url) {
    await wait(request);
    if (!authorized(request)) return ERRORS.unauthorized;
    const cancelPath = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(url.pathname);
    const paymentPath = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && paymentPath) {
      const payment = payments.get(decodeURIComponent(paymentPath[1]));
      return payment ? { status: 200, body: view(payment) } : ERRORS.noPayment;
    }
    if (request.method !== 'POST' || (url.pathname !== '/v1/payments/confirm' && !cancelPath)) return error(404, 'NOT_FOUND', '존재하지 않는 API입니다.');
    const text = await request.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      return ERRORS.invalid;
    }
    if (body === null || typeof body !== 'object') return ERRORS.invalid;
    return once(request, url.pathname, text, () => (cancelPath ? cancel(decodeURIComponent(cancelPath[1]), body) : confirm(body)));
  }

  return {
    /** Answers one request. */
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === '/health') return json({ ok: true });
      if (url.pathname === '/fake/sessions' && request.method === 'POST') return json({ paymentKey: authorize(await request.json()) });
      if (url.pathname.startsWith('/v1/')) {
        calls.push({ method: request.method, path: url.pathname, idempotencyKey: request.headers.get('idempotency-key') });
        const { status, body } = await v1(request, url);
        return json(body, status);
      }
      return json({ code: 'NOT_FOUND', message: '존재하지 않는 API입니다.' }, 404);
    },
    /** Plays the shopper approving Toss's window: a READY payment; its key is what successUrl would get. */
    authorize,
    /** The payment as Toss would show it, or undefined. */
    payment: (paymentKey) => (payments.has(paymentKey) ? view(payments.get(paymentKey)) : undefined),
    /** Every /v1 request received, oldest first. */
    calls,
    /** Holds every later /v1 answer back by `ms`. */
    setDelay(ms) {
      delayMs = ms;
    },
  };
}

/**
 * Serves a fake over real HTTP at 127.0.0.1 (port 0 picks a free one), e.g. from a vitest
 * globalSetup: worker tests can reach a local port, they just cannot open one themselves.
 * @param {{ port?: number, secretKey?: string }} [options]
 * @returns {Promise<{ origin: string, fake: ReturnType<typeof createTossFake>, close: () => Promise<void> }>}
 */
export async function startTossFakeServer(options = {}) {
  const fake = createTossFake({ secretKey: options.secretKey });
  const { origin, close } = await serveFake((request) => fake.handle(request), options.port ?? 0);
  return { origin, fake, close };
}

if (typeof process !== 'undefined' && process.argv?.[1]?.endsWith('toss-payments.mjs')) {
  await runFake('fake Toss Payments', startTossFakeServer({ port: Number(process.env.FAKE_TOSS_PORT ?? 8898), secretKey: process.env.FAKE_TOSS_SECRET_KEY }));
}
