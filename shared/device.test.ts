import { describe, expect, it } from 'vitest';
import { compareVersions, detectDevice, type DeviceInfo } from './device';

/** Real user agents, as the browsers and crawlers send them. */
const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/125.0.6422.80 Mobile/15E148 Safari/604.1',
  galaxyChrome: 'Mozilla/5.0 (Linux; Android 13; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36',
  androidChromeReduced: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  cubotPhone: 'Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  ipadOld: 'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ipadOS: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  galaxyTab: 'Mozilla/5.0 (Linux; Android 13; SM-X710N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.175 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotDesktop:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/125.0.6422.175 Safari/537.36',
  naverYeti: 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
  appIOS: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NokchaApp/6.4.0',
  appAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 NokchaApp/6.4.0',
  cloudFront: 'Amazon CloudFront',
};

const NO_OS = { isIOS: false, isAndroid: false, isWindows: false, isMacOS: false, isApple: false };
const IOS = { ...NO_OS, isIOS: true, isApple: true };
const ANDROID = { ...NO_OS, isAndroid: true };
const WINDOWS = { ...NO_OS, isWindows: true };
const MACOS = { ...NO_OS, isMacOS: true, isApple: true };
const WEB = { isCrawler: false, isApp: false, appVersion: null };
const CRAWLER = { isCrawler: true, isApp: false, appVersion: null };

type Os = typeof NO_OS;
type Who = Pick<DeviceInfo, 'isCrawler' | 'isApp' | 'appVersion'>;
type Rest = Pick<DeviceInfo, 'browser' | 'channel' | 'layout' | 'source'>;

/** The whole DeviceInfo, so a wrong flag anywhere fails the row. */
function expected(type: DeviceInfo['type'], os: Os, who: Who, rest: Rest): DeviceInfo {
  return { type, isMobile: type === 'mobile', isTablet: type === 'tablet', isDesktop: type === 'desktop', ...os, ...who, ...rest };
}

const APP_640 = { isCrawler: false, isApp: true, appVersion: '6.4.0' };

const CASES: Array<[string, Record<string, string>, DeviceInfo]> = [
  // Phones: mobile web, mobile layout.
  ['iPhone Safari', { 'User-Agent': UA.iphoneSafari }, expected('mobile', IOS, WEB, { browser: 'Safari', channel: 2, layout: 'mobile', source: 'user-agent' })],
  ['iPhone Chrome', { 'User-Agent': UA.iphoneChrome }, expected('mobile', IOS, WEB, { browser: 'Chrome', channel: 2, layout: 'mobile', source: 'user-agent' })],
  [
    'Galaxy Chrome',
    { 'User-Agent': UA.galaxyChrome },
    expected('mobile', ANDROID, WEB, { browser: 'Chrome', channel: 2, layout: 'mobile', source: 'user-agent' }),
  ],
  [
    'Android Chrome (reduced UA)',
    { 'User-Agent': UA.androidChromeReduced },
    expected('mobile', ANDROID, WEB, { browser: 'Chrome', channel: 2, layout: 'mobile', source: 'user-agent' }),
  ],
  [
    'Samsung Internet',
    { 'User-Agent': UA.samsungInternet },
    expected('mobile', ANDROID, WEB, { browser: 'Samsung', channel: 2, layout: 'mobile', source: 'user-agent' }),
  ],
  [
    'CUBOT phone (not a bot)',
    { 'User-Agent': UA.cubotPhone },
    expected('mobile', ANDROID, WEB, { browser: 'Chrome', channel: 2, layout: 'mobile', source: 'user-agent' }),
  ],
  // Tablets: PC channel and layout.
  ['iPad (iOS 12 UA)', { 'User-Agent': UA.ipadOld }, expected('tablet', IOS, WEB, { browser: 'Safari', channel: 1, layout: 'pc', source: 'user-agent' })],
  [
    'iPad (iPadOS 13+ Mac UA)',
    { 'User-Agent': UA.ipadOS },
    expected('tablet', IOS, WEB, { browser: 'Safari', channel: 1, layout: 'pc', source: 'user-agent' }),
  ],
  ['Galaxy Tab', { 'User-Agent': UA.galaxyTab }, expected('tablet', ANDROID, WEB, { browser: 'Chrome', channel: 1, layout: 'pc', source: 'user-agent' })],
  // Desktops.
  ['Windows Edge', { 'User-Agent': UA.windowsEdge }, expected('desktop', WINDOWS, WEB, { browser: 'Edge', channel: 1, layout: 'pc', source: 'user-agent' })],
  [
    'Windows Chrome',
    { 'User-Agent': UA.windowsChrome },
    expected('desktop', WINDOWS, WEB, { browser: 'Chrome', channel: 1, layout: 'pc', source: 'user-agent' }),
  ],
  ['Mac Safari', { 'User-Agent': UA.macSafari }, expected('desktop', MACOS, WEB, { browser: 'Safari', channel: 1, layout: 'pc', source: 'user-agent' })],
  [
    'Windows Firefox',
    { 'User-Agent': UA.windowsFirefox },
    expected('desktop', WINDOWS, WEB, { browser: 'Firefox', channel: 1, layout: 'pc', source: 'user-agent' }),
  ],
  ['no user agent', {}, expected('desktop', NO_OS, WEB, { browser: 'Other', channel: 1, layout: 'pc', source: 'user-agent' })],
  // Crawlers get the PC layout whatever device they claim.
  [
    'Googlebot smartphone',
    { 'User-Agent': UA.googlebotSmartphone },
    expected('mobile', ANDROID, CRAWLER, { browser: 'Chrome', channel: 2, layout: 'pc', source: 'user-agent' }),
  ],
  [
    'Googlebot desktop',
    { 'User-Agent': UA.googlebotDesktop },
    expected('desktop', NO_OS, CRAWLER, { browser: 'Chrome', channel: 1, layout: 'pc', source: 'user-agent' }),
  ],
  ['Naver Yeti', { 'User-Agent': UA.naverYeti }, expected('desktop', NO_OS, CRAWLER, { browser: 'Other', channel: 1, layout: 'pc', source: 'user-agent' })],
  [
    'Bingbot',
    { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
    expected('desktop', NO_OS, CRAWLER, { browser: 'Other', channel: 1, layout: 'pc', source: 'user-agent' }),
  ],
  [
    'Daum crawler',
    { 'User-Agent': 'Mozilla/5.0 (compatible; Daum/4.1; +http://cs.daum.net/faq/15/4118.html?faqId=28966)' },
    expected('desktop', NO_OS, CRAWLER, { browser: 'Other', channel: 1, layout: 'pc', source: 'user-agent' }),
  ],
  [
    'Daum app (a person, not a crawler)',
    { 'User-Agent': `${UA.iphoneSafari} DaumApps/8.6.1 DaumDevice/mobile` },
    expected('mobile', IOS, WEB, { browser: 'Other', channel: 2, layout: 'mobile', source: 'user-agent' }),
  ],
  // The app: channel 3, mobile layout.
  ['app on iOS', { 'User-Agent': UA.appIOS }, expected('mobile', IOS, APP_640, { browser: 'Other', channel: 3, layout: 'mobile', source: 'user-agent' })],
  [
    'app on Android',
    { 'User-Agent': UA.appAndroid },
    expected('mobile', ANDROID, APP_640, { browser: 'Chrome', channel: 3, layout: 'mobile', source: 'user-agent' }),
  ],
  // A CDN user agent: its viewer headers decide, before CF-Device-Type.
  [
    'CloudFront mobile viewer',
    {
      'User-Agent': UA.cloudFront,
      'CloudFront-Is-Mobile-Viewer': 'true',
      'CloudFront-Is-Tablet-Viewer': 'false',
      'CloudFront-Is-Desktop-Viewer': 'false',
      'CF-Device-Type': 'desktop',
    },
    expected('mobile', NO_OS, WEB, { browser: 'Other', channel: 2, layout: 'mobile', source: 'cdn' }),
  ],
  [
    'CloudFront tablet viewer',
    { 'User-Agent': UA.cloudFront, 'CloudFront-Is-Mobile-Viewer': 'false', 'CloudFront-Is-Tablet-Viewer': 'true', 'CloudFront-Is-Desktop-Viewer': 'false' },
    expected('tablet', NO_OS, WEB, { browser: 'Other', channel: 1, layout: 'pc', source: 'cdn' }),
  ],
  [
    'CloudFront desktop viewer',
    {
      'User-Agent': UA.cloudFront,
      'CloudFront-Is-Mobile-Viewer': 'false',
      'CloudFront-Is-Tablet-Viewer': 'false',
      'CloudFront-Is-Desktop-Viewer': 'TRUE',
      'CF-Device-Type': 'mobile',
    },
    expected('desktop', NO_OS, WEB, { browser: 'Other', channel: 1, layout: 'pc', source: 'cdn' }),
  ],
  [
    'CloudFront without viewer headers falls to CF-Device-Type',
    { 'User-Agent': UA.cloudFront, 'CF-Device-Type': 'mobile' },
    expected('mobile', NO_OS, WEB, { browser: 'Other', channel: 2, layout: 'mobile', source: 'device-header' }),
  ],
  [
    'viewer headers from a non-CDN agent are ignored',
    { 'User-Agent': UA.windowsChrome, 'CloudFront-Is-Mobile-Viewer': 'true' },
    expected('desktop', WINDOWS, WEB, { browser: 'Chrome', channel: 1, layout: 'pc', source: 'user-agent' }),
  ],
  // CF-Device-Type decides before user-agent patterns.
  [
    'CF-Device-Type desktop over an iPhone UA',
    { 'User-Agent': UA.iphoneSafari, 'CF-Device-Type': 'desktop' },
    expected('desktop', IOS, WEB, { browser: 'Safari', channel: 1, layout: 'pc', source: 'device-header' }),
  ],
  [
    'CF-Device-Type mobile over a Windows UA',
    { 'User-Agent': UA.windowsChrome, 'CF-Device-Type': 'mobile' },
    expected('mobile', WINDOWS, WEB, { browser: 'Chrome', channel: 2, layout: 'mobile', source: 'device-header' }),
  ],
  [
    'CF-Device-Type tablet over a Galaxy phone UA',
    { 'User-Agent': UA.galaxyChrome, 'CF-Device-Type': 'Tablet' },
    expected('tablet', ANDROID, WEB, { browser: 'Chrome', channel: 1, layout: 'pc', source: 'device-header' }),
  ],
  [
    'CF-Device-Type desktop on the iPad app keeps it iOS and mobile',
    { 'User-Agent': UA.ipadOS.replace('Safari/604.1', 'NokchaApp/6.5.1'), 'CF-Device-Type': 'desktop' },
    expected(
      'desktop',
      IOS,
      { isCrawler: false, isApp: true, appVersion: '6.5.1' },
      { browser: 'Other', channel: 3, layout: 'mobile', source: 'device-header' },
    ),
  ],
  [
    'an unknown CF-Device-Type is ignored',
    { 'User-Agent': UA.iphoneSafari, 'CF-Device-Type': 'phone' },
    expected('mobile', IOS, WEB, { browser: 'Safari', channel: 2, layout: 'mobile', source: 'user-agent' }),
  ],
];

describe('detectDevice', () => {
  it.each(CASES)('%s', (_name, headers, info) => {
    expect(detectDevice(new Headers(headers))).toEqual(info);
  });

  it('reads the app marker from configuration', () => {
    const headers = new Headers({ 'User-Agent': UA.appIOS.replace('NokchaApp/6.4.0', 'GreenApp/6.10.2') });
    expect(detectDevice(headers, 'GreenApp')).toMatchObject({ isApp: true, appVersion: '6.10.2', channel: 3 });
    expect(detectDevice(headers)).toMatchObject({ isApp: false, appVersion: null, channel: 2 });
  });

  it('accepts any { get } source of headers', () => {
    const source = { get: (name: string) => (name === 'user-agent' ? UA.appAndroid : null) };
    expect(detectDevice(source)).toMatchObject({ isApp: true, isAndroid: true, layout: 'mobile' });
  });
});

describe('compareVersions', () => {
  it.each<[string, string, number]>([
    ['6.4.0', '6.4.0', 0],
    ['6.4', '6.4.0', 0],
    ['6.10.0', '6.4.0', 1],
    ['6.3.9', '6.4.0', -1],
    ['7.0.0', '6.99.99', 1],
    ['6.4.0.1', '6.4.0', 1],
  ])('%s vs %s → %i', (a, b, result) => {
    expect(compareVersions(a, b)).toBe(result);
  });
});

describe('Lighthouse', () => {
  it('is measured as the shopper it emulates, not as a crawler', () => {
    const device = detectDevice(
      new Headers({
        'user-agent':
          'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      }),
    );
    expect(device.isCrawler).toBe(false);
    expect(device.layout).toBe('mobile');
  });
});

describe('a user agent seen again', () => {
  it('is told apart by the headers it comes with, not by the first answer kept for it', () => {
    const phone = detectDevice(new Headers({ 'User-Agent': UA.iphoneSafari }));
    const asDesktop = detectDevice(new Headers({ 'User-Agent': UA.iphoneSafari, 'CF-Device-Type': 'desktop' }));
    expect(phone.layout).toBe('mobile');
    expect(asDesktop.layout).toBe('pc');
    expect(detectDevice(new Headers({ 'User-Agent': UA.iphoneSafari }))).toEqual(phone);
  });

  it('is classified however long it is', () => {
    const padded = `${UA.galaxyChrome} ${'x'.repeat(2_000)}`;
    for (let round = 0; round < 2; round += 1) expect(detectDevice(new Headers({ 'User-Agent': padded })).isAndroid).toBe(true);
  });
});
