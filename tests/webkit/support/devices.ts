/** The three ways WebKit meets the shop: Safari on an iPhone, the iOS app's webview, Safari on a PC. */
import { iosAppUA, IPHONE_UA, MAC_SAFARI_UA } from '#e2e/user-agents';
import type { Device } from './webkit';

/** How the shop draws for a device: the phone layout in a browser or in the app, or the PC layout. */
export type Kind = 'phone' | 'app' | 'pc';

export const IPHONE_SAFARI: Device = { name: 'iphone-safari', width: 390, height: 844, userAgent: IPHONE_UA };
/** 6.3.0: below the iOS update gate, as the e2e app harness opens it (docs/rules/app.md). */
export const IOS_APP: Device = { name: 'ios-app', width: 390, height: 844, userAgent: iosAppUA('6.3.0') };
export const PC_SAFARI: Device = { name: 'pc-safari', width: 1366, height: 900, userAgent: MAC_SAFARI_UA };

/** Every device the suite drives, each in a window of its own. */
export const DEVICES = [IPHONE_SAFARI, IOS_APP, PC_SAFARI];
