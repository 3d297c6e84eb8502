import { expect, test, vi } from 'vitest';
import { finishLogin, sameOriginOpener } from './finish';

const ORIGIN = 'https://shop.example';

function fakeWindow(opener: unknown) {
  return { opener, location: { origin: ORIGIN, assign: vi.fn() }, close: vi.fn() } as unknown as Window & {
    location: { assign: ReturnType<typeof vi.fn> };
    close: ReturnType<typeof vi.fn>;
  };
}

test('the login screen goes to the gateway redirect, or the main page without one', () => {
  const win = fakeWindow(null);
  finishLogin('/kr/ko/cu/mypage', false, win);
  expect(win.location.assign).toHaveBeenCalledWith('/kr/ko/cu/mypage');
  finishLogin(undefined, false, win);
  expect(win.location.assign).toHaveBeenLastCalledWith('/kr/ko');
});

test('a popup opened by one of our pages reloads it and closes', () => {
  const opener = { closed: false, location: { origin: ORIGIN, reload: vi.fn() } };
  const win = fakeWindow(opener);
  finishLogin('/kr/ko', true, win);
  expect(opener.location.reload).toHaveBeenCalled();
  expect(win.close).toHaveBeenCalled();
  expect(win.location.assign).not.toHaveBeenCalled();
});

test('a popup opened by another site, or by nobody, goes on itself', () => {
  const foreign = {
    closed: false,
    get location(): Location {
      throw new DOMException('Blocked a frame', 'SecurityError');
    },
  };
  for (const opener of [foreign, null, { closed: true, location: { origin: ORIGIN } }, { closed: false, location: { origin: 'https://evil.example' } }]) {
    const win = fakeWindow(opener);
    expect(sameOriginOpener(win)).toBeNull();
    finishLogin('/kr/ko/dp/best', true, win);
    expect(win.location.assign).toHaveBeenCalledWith('/kr/ko/dp/best');
    expect(win.close).not.toHaveBeenCalled();
  }
});
