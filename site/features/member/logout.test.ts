import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $session, resetSession } from '#chrome/session';
import { logout, logoutChannel } from './store';

beforeEach(() => {
  resetSession();
  document.documentElement.removeAttribute('data-app');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('logout', () => {
  test('forgets the token, becomes a guest, and after 100 ms goes to the gateway logout with the origin', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    logout();
    expect($session.get()).toBe('logged-out');
    vi.advanceTimersByTime(99);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(`/member/logout?domain=${encodeURIComponent(location.origin)}`);
  });

  test('inside the app tells the app first, through its handler', () => {
    vi.useFakeTimers();
    document.documentElement.setAttribute('data-app', '6.3.0');
    const postMessage = vi.fn();
    Object.assign(window, { webkit: { messageHandlers: { nokchaApp: { postMessage } } } });
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    logout();
    delete (window as { webkit?: unknown }).webkit;
    expect(postMessage).toHaveBeenCalledWith({ v: 1, type: 'logout' });
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(assign).toHaveBeenCalledExactlyOnceWith(`/member/logout?domain=${encodeURIComponent(location.origin)}`);
  });

  test('an app without the handlers hears it through the custom scheme', () => {
    vi.useFakeTimers();
    document.documentElement.setAttribute('data-app', '6.3.0');
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    logout();
    expect(assign).toHaveBeenCalledWith('nokchaapp://logout?v=1');
    vi.advanceTimersByTime(100);
    expect(assign).toHaveBeenLastCalledWith(`/member/logout?domain=${encodeURIComponent(location.origin)}`);
  });

  test('channel logout goes to the gateway channel logout', () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    logoutChannel();
    expect(assign).toHaveBeenCalledWith('/member/channellogout');
  });
});
