/**
 * What the test payment window is asked to do, read from its query (GET) or form (POST) and
 * checked as strictly as Toss checks `requestPayment`: a Toss-shaped order id, a positive whole
 * amount in won, a known pay method, and success/fail URLs on the shop's own origin only, so the
 * window can never send a browser elsewhere.
 */
import { safeRedirect } from '#shared/safe-redirect';
import type { PayMethod } from '../provider';
import { isPayMethod } from '#shared/order/pay-methods';

export interface WindowRequest {
  orderId: string;
  orderName: string;
  amount: number;
  method: PayMethod;
  customerName: string;
  /** Normalised same-origin paths. */
  successUrl: string;
  failUrl: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const ORDER_ID = /^[A-Za-z0-9_=-]{6,64}$/;
const AMOUNT = /^[1-9]\d{0,9}$/;
const MAX_AMOUNT = 1_000_000_000;
const REJECTED = '';

/** A same-origin path for `candidate`, or null; absolute URLs on the request's origin are accepted. */
function sameOriginPath(candidate: string | undefined, origin: string): string | null {
  const path = safeRedirect(candidate, { origin, fallback: REJECTED });
  return path === REJECTED ? null : path;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Checks the window's parameters; `origin` is the origin of the request being answered. */
export function parseWindowRequest(params: Record<string, unknown>, origin: string): Parsed<WindowRequest> {
  const orderId = text(params.orderId);
  const orderName = text(params.orderName);
  const amountText = text(params.amount);
  const customerName = text(params.customerName);
  if (!ORDER_ID.test(orderId)) return { ok: false, message: '주문번호가 올바르지 않습니다.' };
  if (orderName === '' || orderName.length > 100) return { ok: false, message: '주문명이 올바르지 않습니다.' };
  if (!AMOUNT.test(amountText) || Number(amountText) > MAX_AMOUNT) return { ok: false, message: '결제 금액이 올바르지 않습니다.' };
  if (!isPayMethod(params.method)) return { ok: false, message: '결제수단이 올바르지 않습니다.' };
  if (customerName.length > 100) return { ok: false, message: '주문자 이름이 너무 깁니다.' };
  const successUrl = sameOriginPath(text(params.successUrl), origin);
  const failUrl = sameOriginPath(text(params.failUrl), origin);
  if (successUrl === null || failUrl === null) return { ok: false, message: '결제 후 돌아갈 주소가 올바르지 않습니다.' };
  return { ok: true, value: { orderId, orderName, amount: Number(amountText), method: params.method, customerName, successUrl, failUrl } };
}

/** `path` with `params` added to its query, as Toss adds them to successUrl and failUrl. */
export function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://same.origin');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
