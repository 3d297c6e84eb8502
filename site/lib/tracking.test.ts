import { beforeEach, expect, test } from 'vitest';
import { track, trackEcommerce } from './tracking';

beforeEach(() => {
  delete window.dataLayer;
});

test('creates window.dataLayer when absent and pushes the event with its parameters', () => {
  track('login_complete', { provider: 'KAKAO' });
  expect(window.dataLayer).toEqual([{ event: 'login_complete', provider: 'KAKAO' }]);
});

test('appends to a dataLayer the tag manager already made', () => {
  const existing: unknown[] = [{ 'gtm.start': 1 }];
  window.dataLayer = existing;
  track('sign_up_complete', { provider: 'ID' });
  expect(window.dataLayer).toBe(existing);
  expect(existing).toEqual([{ 'gtm.start': 1 }, { event: 'sign_up_complete', provider: 'ID' }]);
});

test('an ecommerce event follows GTM’s reset, so the previous items are not merged into it', () => {
  track('page_meta', { page_type: 'CART' });
  trackEcommerce('view_cart', { currency: 'KRW', value: 16000, items: [{ item_id: 'NK0001', price: 16000, quantity: 1 }] });
  expect(window.dataLayer).toEqual([
    { event: 'page_meta', page_type: 'CART' },
    { ecommerce: null },
    { event: 'view_cart', ecommerce: { currency: 'KRW', value: 16000, items: [{ item_id: 'NK0001', price: 16000, quantity: 1 }] } },
  ]);
});

test('an ecommerce event’s own parameters go beside its ecommerce data, not into it', () => {
  trackEcommerce('purchase', { transaction_id: '20261122-4F7K2Q9M', value: 1000, currency: 'KRW' }, { server_reported: true });
  expect(window.dataLayer).toEqual([
    { ecommerce: null },
    { event: 'purchase', server_reported: true, ecommerce: { transaction_id: '20261122-4F7K2Q9M', value: 1000, currency: 'KRW' } },
  ]);
});
