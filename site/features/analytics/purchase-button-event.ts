/**
 * Which purchase-button event a page sends (docs/analytics.md): the 담기, 구매 and 주문 buttons push an
 * event named for the page they are on. The screens of page type OTHERS that have their own event
 * are told apart by their path; every other page sends the default, `purchaseplpbtn`.
 */
import { LOCALE_BASE } from '#shared/site-path';

export const DEFAULT_PURCHASE_BUTTON_EVENT = 'purchaseplpbtn';

const BY_PATH: Readonly<Record<string, string>> = {
  '/dp/best': 'purchasebestbtn',
  '/dp/hot-deal': 'purchasehotdealbtn',
  '/dp/for-me': 'purchaseformepbtn',
  '/dp/sample-market': 'purchasesmpbtn',
  '/dp/employees': 'purchaseemployeepbtn',
  '/cu/mypage/wish': 'purchasewishbtn',
};

const BY_PAGE_TYPE: Readonly<Record<string, string>> = {
  MAIN: 'purchasemainbtn',
  PRODUCT_LIST: 'purchaseplpbtn',
  PRODUCT_DETAIL: 'purchaseprdbtn',
  SEARCH_RESULT: 'purchasesrpbtn',
  LIVE_DETAIL: 'purchaseldpbtn',
  EVENT_DETAIL: 'purchaseevtbtn',
  CART: 'purchasecartpbtn',
};

/** The event name for a purchase button on the page of `pageType` at `pathname` (with or without the locale base). */
export function purchaseButtonEvent(pageType: string, pathname: string): string {
  const path = (pathname.startsWith(`${LOCALE_BASE}/`) ? pathname.slice(LOCALE_BASE.length) : pathname).replace(/\/+$/, '');
  return BY_PATH[path] ?? BY_PAGE_TYPE[pageType] ?? DEFAULT_PURCHASE_BUTTON_EVENT;
}
