import { afterEach, expect, it, vi } from 'vitest';
import { $customer } from '../member/store';
import { SESS_ID } from './testing/fake-gateway';
import { shopAs } from './testing/setup';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

it('falls back to a storage event where there is no BroadcastChannel', async () => {
  vi.stubGlobal('BroadcastChannel', undefined);
  const { CART_STORAGE_KEY, refreshCartCount, startCartCountSync } = await import('./cart-count');
  const gateway = shopAs('guest');
  await refreshCartCount();
  const written = localStorage.getItem(CART_STORAGE_KEY);
  expect(written).toMatch(/^\d+:/);
  await refreshCartCount();
  expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBe(written);

  startCartCountSync();
  gateway.add(`guest:${SESS_ID}`, '10021', 1);
  window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
  expect($customer.get().extras.prdCnt).toBe(0);
  window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: '1' }));
  await vi.waitFor(() => expect($customer.get().extras.prdCnt).toBe(1));
});
