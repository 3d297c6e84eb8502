import { beforeEach, describe, expect, it } from 'vitest';
import { attemptKey, clearAttempt, confirmKey, firstPurchaseReport, orderQuery, rememberOrderQuery } from './checkout-storage';

beforeEach(() => sessionStorage.clear());

describe('checkout storage', () => {
  it('keeps one key per attempt: the same body, the same key, until cleared', () => {
    const key = attemptKey({ a: 1 });
    expect(attemptKey({ a: 1 })).toBe(key);
    expect(attemptKey({ a: 2 })).not.toBe(key);
    const other = attemptKey({ a: 2 });
    clearAttempt();
    expect(attemptKey({ a: 2 })).not.toBe(other);
  });

  it('survives a corrupt entry', () => {
    sessionStorage.setItem('nokcha.checkout.attempt', '{not json');
    expect(attemptKey({ a: 1 })).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports a purchase once per order', () => {
    expect(firstPurchaseReport('20261122-AAAAAAAA')).toBe(true);
    expect(firstPurchaseReport('20261122-AAAAAAAA')).toBe(false);
    expect(firstPurchaseReport('20261122-BBBBBBBB')).toBe(true);
  });

  it('remembers the checkout query of an order', () => {
    rememberOrderQuery('20261122-AAAAAAAA', '?src=BUY_NOW&items=1:1');
    expect(orderQuery('20261122-AAAAAAAA')).toBe('?src=BUY_NOW&items=1:1');
    expect(orderQuery('20261122-CCCCCCCC')).toBeNull();
  });

  it('derives a valid Idempotency-Key from any payment key', () => {
    expect(confirmKey('tviva20240101abc')).toBe('pay-tviva20240101abc');
    expect(confirmKey('a b/c')).toBe('pay-a_b_c');
    expect(confirmKey('x'.repeat(300))).toHaveLength(100);
  });
});
