/**
 * Business constants that more than one runtime reads.
 */

/** Channel codes: how the visitor reaches the shop. */
export const CHANNEL = { PC: 1, MOBILE_WEB: 2, APP: 3 } as const;
export type ChannelCode = (typeof CHANNEL)[keyof typeof CHANNEL];

/** Login popup variants: 2 on mobile, 4 on PC. */
export const LOGIN_POPUP_VARIANT = { mobile: 2, pc: 4 } as const;

/** The app's user agent carries `NokchaApp/<semver>`; the marker name is configuration. */
export const DEFAULT_APP_MARKER = 'NokchaApp';
/** iOS app versions at or above this are sent to the update page. */
export const DEFAULT_IOS_UPDATE_GATE = '6.4.0';

/**
 * The member gateway's base path. `/member/login` is its entry for starting a login:
 * it forwards to the login screen (or, with `processType=join`, the join screen).
 */
export const MEMBER_GATEWAY_PATH = '/member';
export const MEMBER_LOGIN_PATH = '/member/login';
export const LOGIN_SCREEN_PATH = '/kr/ko/cu/login';
export const JOIN_SCREEN_PATH = '/kr/ko/cu/join';
export const ADDITIONAL_INFO_SCREEN_PATH = '/kr/ko/cu/login/enter-additional-information';
/** 아이디 찾기 and 비밀번호 찾기, linked from the login screens. */
export const FIND_ID_SCREEN_PATH = '/kr/ko/cu/login/find-id';
export const FIND_PASSWORD_SCREEN_PATH = '/kr/ko/cu/login/find-password';

/** Login providers and their numbers in the login-signal cookies. */
export const LOGIN_PROVIDERS = { KAKAO: 1, NAVER: 2, FACEBOOK: 3, SMS: 4, AppleID: 5, ID: 6 } as const;
export type LoginProvider = keyof typeof LOGIN_PROVIDERS;

/** Environments that behave as production. */
export type Environment = 'prd' | 'qa' | string;

export const SHOP_NAME = '녹차숍';
/** The shop's icon; a page without a link to it makes the browser ask for /favicon.ico, which does not exist. */
export const SHOP_ICON_PATH = '/favicon.svg';

/** The most products one member may keep in the wishlist. */
export const WISH_LIMIT = 200;
