/**
 * The one way the shop's pages talk to its app (docs/app-bridge.md, ADR 029). A message goes to
 * the platform's handler, which the app registers for the shop's origins only: iOS
 * `webkit.messageHandlers.nokchaApp`, Android the `nokchaApp` object of
 * `WebViewCompat.addWebMessageListener`. An app build without either gets the custom scheme
 * `nokchaapp://<type>?v=1&…`, which never carries a token: URLs end up in logs and histories.
 * Every page loads this, so it stays a few hundred bytes.
 */

/** Sent as `v` in every message; the app ignores versions it does not know. */
export const APP_BRIDGE_VERSION = 1;
/** The iOS message handler's and the Android listener object's name. */
export const APP_HANDLER_NAME = 'nokchaApp';
export const APP_SCHEME = 'nokchaapp://';

/** Every message of version 1; `provider` is the login method's number (1 KAKAO … 6 ID, docs/app-bridge.md). */
export type AppMessage =
  | { type: 'login'; provider: number; token?: string }
  | { type: 'logout' }
  | { type: 'scanBarcode' }
  | { type: 'openPushSettings' }
  | { type: 'openExternal'; url: string }
  /** A deep link from outside the app only (a browser has no handler): the app shows `url`, one of the shop's pages. */
  | { type: 'open'; url: string };

interface NativeHandler {
  postMessage(message: unknown): void;
}

interface BridgeWindow {
  webkit?: { messageHandlers?: Record<string, NativeHandler | undefined> };
  nokchaApp?: NativeHandler;
}

/** Whether the app shows this page: the worker marks `<html data-app="<version>">` from its user agent. */
export function isAppPage(): boolean {
  return document.documentElement.hasAttribute('data-app');
}

/**
 * The custom-scheme form of a message: `nokchaapp://<type>?v=1&<fields>`, without the token.
 * `openExternal` keeps the `external` host that app builds without handlers already open.
 */
export function appSchemeUrl(message: AppMessage): string {
  const params = new URLSearchParams({ v: String(APP_BRIDGE_VERSION) });
  for (const [key, value] of Object.entries(message)) if (key !== 'type' && key !== 'token') params.set(key, String(value));
  return `${APP_SCHEME}${message.type === 'openExternal' ? 'external' : message.type}?${params}`;
}

/**
 * Sends `{ v: 1, type, …fields }` to the app. Does nothing outside the app and in frames: only
 * the page itself speaks for the shop (the app checks the frame and origin too).
 */
export function postToApp(message: AppMessage): void {
  if (!isAppPage() || window.top !== window) return;
  const envelope = { v: APP_BRIDGE_VERSION, ...message };
  const { webkit, nokchaApp } = window as BridgeWindow;
  const ios = webkit?.messageHandlers?.[APP_HANDLER_NAME];
  if (ios) ios.postMessage(envelope);
  // Android's listener takes strings (or array buffers), not objects.
  else if (nokchaApp) nokchaApp.postMessage(JSON.stringify(envelope));
  else location.assign(appSchemeUrl(message));
}
