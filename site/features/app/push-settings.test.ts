import { afterEach, expect, test, vi } from 'vitest';
import { startPushSettingsButtons } from './push-settings';

afterEach(() => {
  document.documentElement.removeAttribute('data-app');
  delete (window as { nokchaApp?: unknown }).nokchaApp;
  document.body.innerHTML = '';
});

test('알림 설정 asks the app to open its push settings', () => {
  document.documentElement.setAttribute('data-app', '6.3.0');
  const postMessage = vi.fn();
  Object.assign(window, { nokchaApp: { postMessage } });
  document.body.innerHTML = '<button type="button" data-app-push-settings>알림 설정</button>';
  startPushSettingsButtons();
  document.querySelector('button')!.click();
  expect(postMessage).toHaveBeenCalledExactlyOnceWith('{"v":1,"type":"openPushSettings"}');
});

test('on the web (where the entry is hidden anyway) a click sends nothing', () => {
  const postMessage = vi.fn();
  Object.assign(window, { nokchaApp: { postMessage } });
  document.body.innerHTML = '<button type="button" data-app-push-settings>알림 설정</button>';
  startPushSettingsButtons();
  document.querySelector('button')!.click();
  expect(postMessage).not.toHaveBeenCalled();
});
