/**
 * Device detection, shared by the worker, which picks the layout, and the site,
 * which recomputes it after a resize when configured. The rules, in order: a CDN user agent
 * (Amazon CloudFront) lets its viewer headers decide; otherwise the device-type header
 * (`CF-Device-Type`) decides; otherwise user-agent patterns do.
 */
import UAParser from 'ua-parser-js';
import { CHANNEL, DEFAULT_APP_MARKER, type ChannelCode } from './constants';

export type DeviceType = 'mobile' | 'tablet' | 'desktop';
export type Browser = 'Samsung' | 'Edge' | 'Firefox' | 'Chrome' | 'Safari' | 'Other';
export type Layout = 'pc' | 'mobile';
/** What decided the device type, so responses can vary on exactly that. */
export type DeviceSource = 'cdn' | 'device-header' | 'user-agent';

export interface DeviceInfo {
  type: DeviceType;
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  isWindows: boolean;
  isMacOS: boolean;
  /** Any Apple platform: iOS, iPadOS or macOS. */
  isApple: boolean;
  browser: Browser;
  isCrawler: boolean;
  isApp: boolean;
  /** The app's version from its marker, when `isApp`. */
  appVersion: string | null;
  channel: ChannelCode;
  layout: Layout;
  source: DeviceSource;
}

/** Header names read by `detectDevice`, lower-case as `Headers` stores them. */
export const DEVICE_HEADERS = {
  userAgent: 'user-agent',
  deviceType: 'cf-device-type',
  cloudFrontMobile: 'cloudfront-is-mobile-viewer',
  cloudFrontTablet: 'cloudfront-is-tablet-viewer',
  cloudFrontDesktop: 'cloudfront-is-desktop-viewer',
} as const;

const CDN_AGENT = /Amazon CloudFront/i;
// `bot` only as a product token (`Googlebot/2.1`, `AdsBot-Google`, `bot;`): phones such as the
// CUBOT P30 carry `bot` followed by a space in their model name.
// Lighthouse is not here on purpose: it audits what a shopper on that device gets.
const CRAWLER = /bot[/;)-]|\bbot\b|crawler|spider|slurp|Yeti\/|Daum(oa)?\/|facebookexternalhit|HeadlessChrome.*Google|kakaotalk-scrap/i;
/** iPadOS 13+ sends a Mac user agent; only its `Mobile/` token, absent on real Macs, gives it away. */
const IPAD_AS_MAC = /Macintosh.*Mobile\//;

interface HeaderSource {
  get(name: string): string | null;
}

/**
 * A shop's visitors come with a few hundred user agents, and parsing one is about a millisecond of
 * a worker's CPU, the largest part of telling a device: the last `AGENTS_KEPT` results are kept
 * (oldest out first). An agent longer than any browser's is parsed every time, never kept, so
 * made-up headers cannot fill the memory.
 */
const AGENTS_KEPT = 500;
const KEPT_AGENT_MAX_LENGTH = 512;
const parsedAgents = new Map<string, UAParser.IResult>();

function parsedAgent(userAgent: string): UAParser.IResult {
  const kept = parsedAgents.get(userAgent);
  if (kept) return kept;
  const parsed = new UAParser(userAgent).getResult();
  if (userAgent.length <= KEPT_AGENT_MAX_LENGTH) {
    if (parsedAgents.size >= AGENTS_KEPT) parsedAgents.delete(parsedAgents.keys().next().value as string);
    parsedAgents.set(userAgent, parsed);
  }
  return parsed;
}

/** Classifies a visitor from request headers (or `{ get }` over any source of them). */
export function detectDevice(headers: HeaderSource, appMarker: string = DEFAULT_APP_MARKER): DeviceInfo {
  const userAgent = headers.get(DEVICE_HEADERS.userAgent) ?? '';
  const parsed = parsedAgent(userAgent);
  const { type, source } = decideType(headers, userAgent, parsed.device.type);
  const osName = parsed.os.name ?? '';
  // Independent of the type: a device-type header may call an iPad "desktop", but it is still iOS.
  const isIOS = osName === 'iOS' || IPAD_AS_MAC.test(userAgent);
  const isMacOS = osName === 'Mac OS' && !isIOS;
  const appVersion = findAppVersion(userAgent, appMarker);
  const isApp = appVersion !== null;
  const isCrawler = CRAWLER.test(userAgent);
  const channel: ChannelCode = isApp ? CHANNEL.APP : type === 'mobile' ? CHANNEL.MOBILE_WEB : CHANNEL.PC;
  return {
    type,
    isMobile: type === 'mobile',
    isTablet: type === 'tablet',
    isDesktop: type === 'desktop',
    isIOS,
    isAndroid: osName === 'Android',
    isWindows: osName === 'Windows',
    isMacOS,
    isApple: isIOS || isMacOS,
    browser: browserOf(parsed.browser.name ?? ''),
    isCrawler,
    isApp,
    appVersion,
    channel,
    // Phones and the app get the mobile layout; desktops, tablets and crawlers get the PC one.
    layout: !isCrawler && (type === 'mobile' || isApp) ? 'mobile' : 'pc',
    source,
  };
}

function decideType(headers: HeaderSource, userAgent: string, parsedType: string | undefined): { type: DeviceType; source: DeviceSource } {
  if (CDN_AGENT.test(userAgent)) {
    const is = (name: string) => headers.get(name)?.toLowerCase() === 'true';
    if (is(DEVICE_HEADERS.cloudFrontMobile)) return { type: 'mobile', source: 'cdn' };
    if (is(DEVICE_HEADERS.cloudFrontTablet)) return { type: 'tablet', source: 'cdn' };
    if (is(DEVICE_HEADERS.cloudFrontDesktop)) return { type: 'desktop', source: 'cdn' };
  }
  const headerType = headers.get(DEVICE_HEADERS.deviceType)?.toLowerCase();
  if (headerType === 'mobile' || headerType === 'tablet' || headerType === 'desktop') {
    return { type: headerType, source: 'device-header' };
  }
  if (parsedType === 'mobile' || parsedType === 'tablet') return { type: parsedType, source: 'user-agent' };
  if (IPAD_AS_MAC.test(userAgent)) return { type: 'tablet', source: 'user-agent' };
  return { type: 'desktop', source: 'user-agent' };
}

function browserOf(name: string): Browser {
  // ua-parser-js 1.x names it `Samsung Internet`; older releases said `Samsung Browser`.
  if (name === 'Samsung Internet' || name === 'Samsung Browser') return 'Samsung';
  if (name === 'Edge') return 'Edge';
  if (name.includes('Firefox')) return 'Firefox';
  if (name.includes('Chrome') || name === 'Chromium') return 'Chrome';
  if (name.includes('Safari')) return 'Safari';
  return 'Other';
}

function findAppVersion(userAgent: string, marker: string): string | null {
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}/(\\d+\\.\\d+(?:\\.\\d+)?)`).exec(userAgent);
  return match ? match[1] : null;
}

/** Compares dotted versions numerically: `6.10.0` is above `6.4.0`. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
