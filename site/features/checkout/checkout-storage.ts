/**
 * What the checkout keeps in sessionStorage between the page and the payment window: the
 * Idempotency-Key of the current 결제하기 attempt (the same body keeps its key, so a double click
 * or a retry after a lost answer gives the same order), the checkout query of each order (to offer
 * 다시 주문하기 after a failed payment), and which orders' `purchase` event was already sent.
 * Storage that throws (private mode, quota) never breaks checkout; it only loses the memory.
 */

const ATTEMPT_KEY = 'nokcha.checkout.attempt';
const ORDER_QUERY_PREFIX = 'nokcha.checkout.query.';
const PURCHASE_PREFIX = 'nokcha.checkout.purchase.';

function read(name: string): string | null {
  try {
    return sessionStorage.getItem(name);
  } catch {
    return null;
  }
}

function write(name: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(name);
    else sessionStorage.setItem(name, value);
  } catch {
    // Without storage a retry simply gets a new key: the gateway still refuses a second payment.
  }
}

/** The attempt's key for this exact body: the stored one when the body is the same, else a new one. */
export function attemptKey(body: unknown): string {
  const text = JSON.stringify(body);
  try {
    const stored = JSON.parse(read(ATTEMPT_KEY) ?? 'null') as { body?: unknown; key?: unknown } | null;
    if (stored && stored.body === text && typeof stored.key === 'string') return stored.key;
  } catch {
    // A corrupt entry is replaced below.
  }
  const key = crypto.randomUUID();
  write(ATTEMPT_KEY, JSON.stringify({ body: text, key }));
  return key;
}

/** Forgets the attempt: the next 결제하기 is a new order. */
export function clearAttempt(): void {
  write(ATTEMPT_KEY, null);
}

export function rememberOrderQuery(ordNo: string, search: string): void {
  write(ORDER_QUERY_PREFIX + ordNo, search);
}

/** The checkout query `ordNo` was made from, or null. */
export function orderQuery(ordNo: string): string | null {
  return read(ORDER_QUERY_PREFIX + ordNo);
}

/** True the first time it is asked for `ordNo` in this tab's session. */
export function firstPurchaseReport(ordNo: string): boolean {
  if (read(PURCHASE_PREFIX + ordNo) !== null) return false;
  write(PURCHASE_PREFIX + ordNo, '1');
  return true;
}

/** The confirm key of a payment: one per paymentKey, so a reload confirms the same payment once. */
export function confirmKey(paymentKey: string): string {
  return `pay-${paymentKey.replace(/[^A-Za-z0-9_.:-]/g, '_')}`.slice(0, 100).padEnd(8, '_');
}
