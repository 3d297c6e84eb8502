import { beforeEach, expect, test } from 'vitest';
import { track } from './tracking';

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
