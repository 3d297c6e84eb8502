/**
 * App download links: every `<a data-app-download>` is built pointing at the update page,
 * which lists both stores; here a phone's gets its own store instead, so the link works without
 * script and a copied link is right too. Pages vary on User-Agent already (`LAYOUT_VARY`).
 */
import { appDownloadUrl, UPDATE_APP_PATH } from '#shared/app-download';
import type { DeviceInfo } from '#shared/device';

export const APP_DOWNLOAD_SELECTOR = 'a[data-app-download]';

/** Adds the rewrite for this visitor's device; leaves the built href to those with neither store. */
export function withAppDownloadLinks(rewriter: HTMLRewriter, device: DeviceInfo): HTMLRewriter {
  const href = appDownloadUrl(device);
  if (href === UPDATE_APP_PATH) return rewriter;
  return rewriter.on(APP_DOWNLOAD_SELECTOR, {
    element(element) {
      element.setAttribute('href', href);
    },
  });
}
