import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { $device, DEVICE_REFRESH_DELAY_MS, recomputeDevice, startDeviceRefresh } from './device-refresh';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0';

let stop: () => void = () => {};
let userAgent: string;

beforeEach(() => {
  $device.set(null);
  userAgent = IPHONE;
  vi.spyOn(navigator, 'userAgent', 'get').mockImplementation(() => userAgent);
});

afterEach(() => {
  stop();
  delete document.documentElement.dataset.deviceRefresh;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('recomputeDevice classifies the browser from its user agent', async () => {
  const device = await recomputeDevice();
  expect(device).toMatchObject({ type: 'mobile', isIOS: true, browser: 'Safari', channel: 2, layout: 'mobile' });
  expect($device.get()).toEqual(device);
});

test('when enabled, recomputes 50 ms after the last resize', async () => {
  document.documentElement.dataset.deviceRefresh = 'true';
  vi.useFakeTimers();
  stop = startDeviceRefresh();
  window.dispatchEvent(new Event('resize'));
  await vi.advanceTimersByTimeAsync(DEVICE_REFRESH_DELAY_MS - 10);
  userAgent = WINDOWS_EDGE;
  window.dispatchEvent(new Event('resize'));
  await vi.advanceTimersByTimeAsync(DEVICE_REFRESH_DELAY_MS - 1);
  expect($device.get()).toBeNull();
  await vi.advanceTimersByTimeAsync(1);
  // The parser arrives by a dynamic import, which real time lets finish.
  vi.useRealTimers();
  await vi.waitFor(() => expect($device.get()).toMatchObject({ type: 'desktop', isWindows: true, browser: 'Edge', channel: 1 }));
});

test.each([undefined, 'false'])('with data-device-refresh=%s nothing listens to resizes', async (value) => {
  if (value !== undefined) document.documentElement.dataset.deviceRefresh = value;
  const listen = vi.spyOn(window, 'addEventListener');
  stop = startDeviceRefresh();
  window.dispatchEvent(new Event('resize'));
  await new Promise((resolve) => setTimeout(resolve, DEVICE_REFRESH_DELAY_MS * 2));
  expect(listen).not.toHaveBeenCalled();
  expect($device.get()).toBeNull();
});
