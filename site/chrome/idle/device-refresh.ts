/**
 * Device info recomputed in the browser 50 ms after a resize, only where the operator
 * turned it on (`<html data-device-refresh="true">`). The parser behind it is heavy, so it is
 * fetched on the first resize and never by pages that do not use this (decision 003).
 */
import { atom } from 'nanostores';
import type { DeviceInfo } from '#shared/device';

export const DEVICE_REFRESH_DELAY_MS = 50;

/** Null until the first resize; the worker's own judgement is on <html> until then. */
export const $device = atom<DeviceInfo | null>(null);

export async function recomputeDevice(): Promise<DeviceInfo> {
  const { detectDevice } = await import('#shared/device');
  const userAgent = navigator.userAgent;
  const device = detectDevice({ get: (name) => (name === 'user-agent' ? userAgent : null) });
  $device.set(device);
  return device;
}

export function startDeviceRefresh(): () => void {
  if (document.documentElement.dataset.deviceRefresh !== 'true') return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      // A failed chunk load is the reload guard's business; the old value stays meanwhile.
      recomputeDevice().catch(() => {});
    }, DEVICE_REFRESH_DELAY_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
