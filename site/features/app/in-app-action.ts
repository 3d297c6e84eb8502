/**
 * In-app actions a shopper starts from a page (docs/app-bridge.md): inside the app they are bridge messages;
 * outside it the shopper is asked whether to open the app (열기, 취소). 열기 tries the app through
 * its custom scheme and, when the page is still in front after STORE_FALLBACK_MS (no app took
 * over: it is not installed), goes to the store of the visitor's platform; 취소 says to install
 * the app first. Fetched on the first tap, never with the page.
 */
import { appSchemeUrl, isAppPage, postToApp, type AppMessage } from '#chrome/app-bridge';
import { showAlert, showConfirm } from '#chrome/modal';
import { appDownloadUrl, UPDATE_APP_PATH } from '#shared/app-download';

export const OPEN_APP_TITLE = '알림';
export const SCAN_IN_APP_TEXT = '바코드 스캔은 녹차숍 앱에서 이용할 수 있습니다. 앱을 여시겠습니까?';
export const INSTALL_APP_FIRST = '앱 설치 후 이용해 주세요.';
/** How long an opening app has to take the page away before the store is the better answer. */
export const STORE_FALLBACK_MS = 1500;

/** The store for this browser's platform (the worker's device rules), else the page listing both. */
export async function storeUrlForThisDevice(): Promise<string> {
  try {
    const { detectDevice } = await import('#shared/device');
    const userAgent = navigator.userAgent;
    return appDownloadUrl(detectDevice({ get: (name) => (name === 'user-agent' ? userAgent : null) }));
  } catch {
    return UPDATE_APP_PATH;
  }
}

/**
 * Opens `schemeUrl`; if after STORE_FALLBACK_MS the page was neither hidden nor left, the app is
 * not there and the shopper goes to `storeUrl`. Only hiding counts: iOS's "cannot open" alert
 * takes the focus too, so a blur proves nothing.
 */
export function openAppOrStore(schemeUrl: string, storeUrl: Promise<string>): void {
  let left = false;
  const onHide = () => {
    if (document.visibilityState === 'hidden') left = true;
  };
  const onPageHide = () => {
    left = true;
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  location.assign(schemeUrl);
  setTimeout(() => {
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
    if (!left && document.visibilityState === 'visible') void storeUrl.then((url) => location.assign(url));
  }, STORE_FALLBACK_MS);
}

/** Asks with `text` whether to open the app (열기, 취소); 열기 sends `message` through the custom scheme. */
async function askToOpenApp(message: AppMessage, text: string): Promise<void> {
  // Worked out while the shopper reads the question, so it is ready if the app does not open.
  const storeUrl = storeUrlForThisDevice();
  const open = await showConfirm({ title: OPEN_APP_TITLE, text, confirmLabel: '열기', cancelLabel: '취소' });
  if (open) openAppOrStore(appSchemeUrl(message), storeUrl);
  else await showAlert({ title: OPEN_APP_TITLE, text: INSTALL_APP_FIRST });
}

/** Sends `message` in the app; elsewhere asks to open the app with `text`. */
export async function runInAppAction(message: AppMessage, text: string): Promise<void> {
  if (isAppPage()) postToApp(message);
  else await askToOpenApp(message, text);
}

/** Outside the app, for what only the app does on this page: asks to open this page in the app. */
export function openThisPageInApp(text: string): Promise<void> {
  return askToOpenApp({ type: 'open', url: location.href }, text);
}

/** 바코드 스캔: the app scans and opens the search for the code (docs/app-bridge.md). */
export function scanBarcode(): Promise<void> {
  return runInAppAction({ type: 'scanBarcode' }, SCAN_IN_APP_TEXT);
}
