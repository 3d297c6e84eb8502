/**
 * Business constants of SPEC §9 that more than one runtime reads.
 */

/** Channel codes: how the visitor reaches the shop. */
export const CHANNEL = { PC: 1, MOBILE_WEB: 2, APP: 3 } as const;
export type ChannelCode = (typeof CHANNEL)[keyof typeof CHANNEL];

/** Login popup variants: 2 on mobile, 4 on PC. */
export const LOGIN_POPUP_VARIANT = { mobile: 2, pc: 4 } as const;

/** The app's user agent carries `NokchaApp/<semver>`; the marker name is configuration. */
export const DEFAULT_APP_MARKER = 'NokchaApp';
/** iOS app versions at or above this are sent to the update page (SPEC §9). */
export const DEFAULT_IOS_UPDATE_GATE = '6.4.0';

/** The member gateway (SPEC §7 `{gateway}`) and its login page. */
export const MEMBER_GATEWAY_PATH = '/member';
export const MEMBER_LOGIN_PATH = '/member/login';

/** Environments that behave as production (SPEC §9). */
export type Environment = 'prd' | 'qa' | string;

export const SHOP_NAME = '녹차숍';
