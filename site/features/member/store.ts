/**
 * `$customer`: who is shopping. A visitor is a member only when a token exists
 * and getCustInfo answers a customer number; then the extras load side by side and `loaded` is
 * set. An empty answer means the token is dead: its cookie is cleared and the visitor is a guest.
 * Every failure is silent and leaves its value at 0 or empty. The cart count is asked
 * for guests too, by `sessId`.
 */
import { atom } from 'nanostores';
import type { CustomerInfo } from '#shared/schemas/customer';
import { authCookieName, SESSION_ID_COOKIE } from '#shared/cookies';
import { MEMBER_GATEWAY_PATH } from '#shared/constants';
import { postToApp } from '#chrome/app-bridge';
import { forgetToken, getToken } from '#chrome/session';
import { MYPAGE_ROUTES } from '#shared/schemas/mypage-routes';
import { CUSTOMER_ROUTES } from '#shared/schemas/customer-routes';
import { callApi } from '#lib/api-client';
import { deleteServerCookie, readCookie } from '#lib/cookies';

export interface CustomerExtras {
  custNm: string;
  custCpnCnt: number;
  rmnPt: number;
  prdCnt: number;
  /** Unread inbox messages (the header's bell badge). */
  unreadCnt: number;
}

export interface CustomerState {
  status: 'guest' | 'loading' | 'member';
  info: CustomerInfo | null;
  extras: CustomerExtras;
  /** Everything this page will ask has been answered. */
  loaded: boolean;
}

export const EMPTY_EXTRAS: CustomerExtras = { custNm: '', custCpnCnt: 0, rmnPt: 0, prdCnt: 0, unreadCnt: 0 };
export const LOGOUT_DELAY_MS = 100;

export const $customer = atom<CustomerState>({ status: 'loading', info: null, extras: EMPTY_EXTRAS, loaded: false });

/**
 * One value of an answer's `data`, or the fallback when the call failed or the value is odd: an
 * operator's own gateway (`GATEWAY_ORIGIN`) may answer other shapes, and failures stay silent.
 */
async function pick<T extends string | number>(call: Promise<{ data?: object } | null>, key: string, fallback: T): Promise<T> {
  try {
    const data = (await call)?.data;
    const value: unknown = data ? Object.getOwnPropertyDescriptor(data, key)?.value : undefined;
    if (typeof fallback === 'number') {
      const number = Number(value);
      return (value !== null && value !== '' && Number.isFinite(number) && number >= 0 ? number : fallback) as T;
    }
    return (typeof value === 'string' ? value : fallback) as T;
  } catch {
    return fallback;
  }
}

function cartCount(): Promise<number> {
  return pick(callApi(CUSTOMER_ROUTES.getOrderCartCount, { sessId: readCookie(SESSION_ID_COOKIE) ?? '' }), 'prdCnt', 0);
}

/** The channel of this visit (1 PC, 2 mobile web, 3 app), as the worker wrote it on <html>; PC when missing. */
export function channelCode(): '1' | '2' | '3' {
  const channel = document.documentElement.dataset.channel;
  return channel === '2' || channel === '3' ? channel : '1';
}

/** A getCustInfo `data` that names a customer; `{}` means the token is dead. */
function isCustomer(data: CustomerInfo | Record<string, never> | undefined): data is CustomerInfo {
  return data !== undefined && String(Object.getOwnPropertyDescriptor(data, 'incsNo')?.value ?? '') !== '';
}

/** The customer of a getCustInfo answer, 'empty' for `{ data: {} }`, or null when the call failed. */
async function fetchInfo(): Promise<CustomerInfo | 'empty' | null> {
  try {
    const data = (await callApi(CUSTOMER_ROUTES.getCustInfo))?.data;
    return isCustomer(data) ? data : 'empty';
  } catch {
    return null;
  }
}

/** Each load's number; an older load that answers late must not overwrite a newer one. */
let generation = 0;

async function becomeGuest(current: number): Promise<void> {
  $customer.set({ status: 'guest', info: null, extras: EMPTY_EXTRAS, loaded: false });
  const prdCnt = await cartCount();
  if (current === generation) $customer.set({ ...$customer.get(), extras: { ...EMPTY_EXTRAS, prdCnt }, loaded: true });
}

/** Loads who the visitor is, then the extras. Safe to call again after a login on this page. */
export async function loadCustomer(): Promise<void> {
  const current = (generation += 1);
  $customer.set({ ...$customer.get(), status: 'loading', loaded: false });
  const token = await getToken();
  const info = token ? await fetchInfo() : null;
  if (current !== generation) return;
  if (info === 'empty') {
    // The cookie holds a token the gateway no longer knows: clear it, or every page asks again.
    forgetToken();
    void deleteServerCookie(authCookieName(document.documentElement.dataset.env || 'local'));
  }
  if (info === null || info === 'empty') return becomeGuest(current);
  $customer.set({ status: 'member', info, extras: EMPTY_EXTRAS, loaded: false });
  const [custNm, custCpnCnt, rmnPt, prdCnt, unreadCnt] = await Promise.all([
    pick(callApi(CUSTOMER_ROUTES.searchIncsNo), 'custNm', ''),
    pick(callApi(CUSTOMER_ROUTES.getCustCpnCnt, { inmChnCd: channelCode() }), 'custCpnCnt', 0),
    pick(callApi(CUSTOMER_ROUTES.getptinq, { incsNo: String(info.incsNo) }), 'rmnPt', 0),
    cartCount(),
    pick(callApi(MYPAGE_ROUTES.getUnreadCount), 'unreadCount', 0),
  ]);
  if (current === generation) $customer.set({ status: 'member', info, extras: { custNm, custCpnCnt, rmnPt, prdCnt, unreadCnt }, loaded: true });
}

/**
 * Tells the app, then after 100 ms leaves through the gateway's logout. The
 * page keeps showing the member until it is left: screens that send guests to login must not
 * react to a logout in progress.
 */
export function logout(): void {
  forgetToken();
  generation += 1;
  postToApp({ type: 'logout' });
  setTimeout(() => {
    location.assign(`${MEMBER_GATEWAY_PATH}/logout?domain=${encodeURIComponent(location.origin)}`);
  }, LOGOUT_DELAY_MS);
}

/** Logs out of every shop of the channel at once, through the gateway. */
export function logoutChannel(): void {
  forgetToken();
  location.assign(`${MEMBER_GATEWAY_PATH}/channellogout`);
}
