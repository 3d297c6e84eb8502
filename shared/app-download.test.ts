import { describe, expect, test } from 'vitest';
import { appDownloadUrl, UPDATE_APP_PATH } from './app-download';
import { BUSINESS } from './business';
import { detectDevice } from './device';

const ua = (userAgent: string) => detectDevice({ get: (name) => (name === 'user-agent' ? userAgent : null) });

describe('appDownloadUrl', () => {
  test.each([
    [
      'Android Chrome',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      BUSINESS.androidStoreUrl,
    ],
    [
      'a Samsung tablet',
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
      BUSINESS.androidStoreUrl,
    ],
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      BUSINESS.iosStoreUrl,
    ],
    [
      'an iPad that says Macintosh',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      BUSINESS.iosStoreUrl,
    ],
    ['Windows Chrome', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', UPDATE_APP_PATH],
    ['a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', UPDATE_APP_PATH],
  ])('%s → its store', (_, userAgent, expected) => {
    expect(appDownloadUrl(ua(userAgent))).toBe(expected);
  });
});
