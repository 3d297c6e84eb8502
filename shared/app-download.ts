/**
 * Where "get the app" leads: Google Play on Android, the App Store on iOS,
 * and anywhere else the update page, which lists both stores. The worker writes it into every
 * `<a data-app-download>` for the visitor's device, so the link works without script; the
 * open-app prompt goes there when the app did not open.
 */
import { BUSINESS } from './business';
import { LOCALE_BASE } from './site-path';

/** The page that lists both stores (also where the app-version gate sends old app builds). */
export const UPDATE_APP_PATH = `${LOCALE_BASE}/dp/update-app`;

/** The store of the visitor's platform, or the update page when it has neither store. */
export function appDownloadUrl(device: { isIOS: boolean; isAndroid: boolean }): string {
  if (device.isAndroid) return BUSINESS.androidStoreUrl;
  if (device.isIOS) return BUSINESS.iosStoreUrl;
  return UPDATE_APP_PATH;
}
