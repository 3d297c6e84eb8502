/**
 * Where a link with a target opens (`data-link-target`): '1' this window, '2' a new tab, '3'
 * the app's external browser (a new tab on the web), '4' a centred 480x629 popup; the app opens
 * live broadcasts in a new window whatever the link says. Pure functions. They run inside the
 * click itself (`link-windows.ts`): Safari blocks a `window.open` that waits for a fetched chunk.
 */
import { isLiveBroadcastPath } from './link-rules';

/** '1' same window, '2' new tab, '3' in-app external browser, '4' centred popup. */
export type LinkTarget = '1' | '2' | '3' | '4';

export const POPUP_SIZE = { width: 480, height: 629 } as const;

export function isLinkTarget(value: string | undefined): value is LinkTarget {
  return value === '1' || value === '2' || value === '3' || value === '4';
}

/** The target a link opens in: its `data-link-target`, except that the app opens live broadcasts in a new tab. */
export function resolveLinkTarget(options: { requested?: string; inApp: boolean; pathname: string }): LinkTarget {
  const { requested, inApp, pathname } = options;
  if (inApp && isLiveBroadcastPath(pathname)) return '2';
  return isLinkTarget(requested) ? requested : '1';
}

/** `window.open` features for a 480x629 popup in the middle of the screen. */
export function popupFeatures(screen: { width: number; height: number }): string {
  const { width, height } = POPUP_SIZE;
  const left = Math.max(0, Math.round((screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top}`;
}

/** How a target other than '1' opens: a window, or the app's external browser through the bridge (`openExternal`). */
export type WindowPlan = { kind: 'external'; url: string } | { kind: 'open'; url: string; name: string; features: string };

/** The window `target` opens `url` in; null for '1', which stays in this window. */
export function planWindow(options: {
  target: LinkTarget;
  inApp: boolean;
  url: URL;
  origin: string;
  screen: { width: number; height: number };
}): WindowPlan | null {
  const { target, inApp, url, origin, screen } = options;
  const newTab: WindowPlan = { kind: 'open', url: url.href, name: '_blank', features: 'noopener' };
  switch (target) {
    case '2':
      return newTab;
    case '3':
      return inApp ? { kind: 'external', url: url.href } : newTab;
    case '4': {
      // Our own popups (the login popup) report back through window.opener; others must not get it.
      const features = popupFeatures(screen) + (url.origin === origin ? '' : ',noopener');
      return { kind: 'open', url: url.href, name: '_blank', features };
    }
    default:
      return null;
  }
}
