/**
 * Plays the app's side of the bridge (docs/app-bridge.md) so e2e tests can prove each message.
 * A context with the app's user agent gets, before any page script runs, what the real app
 * registers: on iOS `webkit.messageHandlers.nokchaApp` in every frame (WKWebView does the same;
 * the app checks the frame), on Android the listener object `nokchaApp` only in frames of the
 * allowed origins (as `addWebMessageListener` does), or nothing at all for an app build without
 * handlers. Custom-scheme navigations are read off the network layer, where Chromium reports a
 * `nokchaapp:` navigation as a request before it fails: the same navigation a webview's
 * `shouldOverrideUrlLoading` or `decidePolicyFor` would be asked about. Chromium's own guard
 * against external-protocol floods drops a tab's later launches (a real webview never gets that
 * far), so a test asserts one custom-scheme message per page and opens another page for the next.
 */
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { androidAppUA, iosAppUA } from './user-agents';

export type AppPlatform = 'ios' | 'android';

/** One message as the app receives it, with what the app checks before acting on it. */
export interface ReceivedMessage {
  via: 'ios' | 'android' | 'scheme';
  /** The object (iOS), the parsed string (Android), or the scheme URL's host as `type` and its query. */
  message: Record<string, unknown>;
  /** What arrived: Android's JSON string or the scheme URL; the object itself on iOS. */
  raw: unknown;
  /** The sending frame's origin (`frameInfo.securityOrigin` / `sourceOrigin`). */
  origin: string;
  isMainFrame: boolean;
}

export interface AppOptions {
  platform: AppPlatform;
  /** Defaults to 6.3.0, below the iOS update gate. */
  version?: string;
  /** False: an app build without the handlers, which only hears the custom scheme. */
  handlers?: boolean;
  storageState?: BrowserContextOptions['storageState'];
}

const HANDLER_NAME = 'nokchaApp';
const BINDING = '__appHarnessReceive';

export class AppHarness {
  readonly received: ReceivedMessage[] = [];

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  /** A new app "webview": its own context with the app's user agent and handlers. */
  static async open(browser: Browser, baseURL: string, options: AppOptions): Promise<AppHarness> {
    const { platform, version = '6.3.0', handlers = true, storageState } = options;
    const context = await browser.newContext({
      baseURL,
      storageState,
      userAgent: platform === 'ios' ? iosAppUA(version) : androidAppUA(version),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    const harness = new AppHarness(context, await context.newPage());
    await context.exposeBinding(BINDING, ({ frame, page }, via: 'ios' | 'android', raw: unknown) => {
      const message = via === 'android' ? (JSON.parse(String(raw)) as Record<string, unknown>) : (raw as Record<string, unknown>);
      harness.received.push({ via, message, raw, origin: new URL(frame.url()).origin, isMainFrame: frame === page.mainFrame() });
    });
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'nokchaapp:') return;
      const frame = request.frame();
      harness.received.push({
        via: 'scheme',
        message: { type: url.host, ...Object.fromEntries(url.searchParams) },
        raw: request.url(),
        origin: new URL(frame.url()).origin,
        isMainFrame: frame === frame.page()?.mainFrame(),
      });
    });
    if (handlers) {
      await context.addInitScript(installHandlers, { platform, name: HANDLER_NAME, binding: BINDING, allowedOrigins: [new URL(baseURL).origin] });
    }
    return harness;
  }

  /** Every message of `type` so far (the scheme's `external` counts as `openExternal`). */
  messages(type?: string): ReceivedMessage[] {
    return this.received.filter((entry) => type === undefined || typeOf(entry) === type);
  }

  /** Waits for the first message of `type` and answers it. */
  async waitFor(type: string): Promise<ReceivedMessage> {
    await expect.poll(() => this.messages(type).length, { message: `the app hears ${type}` }).toBeGreaterThan(0);
    return this.messages(type)[0];
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

function typeOf(entry: ReceivedMessage): unknown {
  return entry.via === 'scheme' && entry.message.type === 'external' ? 'openExternal' : entry.message.type;
}

/** Runs in every frame before the page's scripts: the app's handlers. */
function installHandlers(options: { platform: AppPlatform; name: string; binding: string; allowedOrigins: string[] }): void {
  const { platform, name, binding, allowedOrigins } = options;
  const receive = (via: string, raw: unknown) => (window as unknown as Record<string, (...args: unknown[]) => void>)[binding](via, raw);
  if (platform === 'ios') {
    // WebKit copies the message as a plist-like value: plain data only, no functions or prototypes.
    const postMessage = (body: unknown) => receive('ios', JSON.parse(JSON.stringify(body)));
    Object.assign(window, { webkit: { messageHandlers: { [name]: { postMessage } } } });
  } else if (allowedOrigins.includes(location.origin)) {
    const postMessage = (data: unknown) => {
      if (typeof data !== 'string' && !(data instanceof ArrayBuffer)) throw new TypeError('postMessage takes a string or an ArrayBuffer');
      receive('android', data);
    };
    Object.assign(window, { [name]: { postMessage } });
  }
}

/**
 * A phone browser outside the app: the custom-scheme launches its page tries (read off the network
 * layer, as above), with the stores answering from here, since a store is not part of any test.
 */
export async function browserWithoutApp(page: Page): Promise<{ schemes: string[] }> {
  const schemes: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('nokchaapp:')) schemes.push(request.url());
  });
  await page.route('https://play.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google Play</title>' }));
  await page.route('https://apps.apple.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>App Store</title>' }));
  return { schemes };
}
