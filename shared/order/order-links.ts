/** Where the order screens link to, under the site's base path. */
import { LOCALE_BASE } from '#shared/site-path';

const withOrder = (path: string, ordNo: string) => `${LOCALE_BASE}${path}?ordNo=${encodeURIComponent(ordNo)}`;

export const orderListUrl = () => `${LOCALE_BASE}/or/order-list`;
export const orderDetailUrl = (ordNo: string) => withOrder('/or/order/detail', ordNo);
export const cancelUrl = (ordNo: string) => withOrder('/or/cancel', ordNo);
export const exchangeUrl = (ordNo: string) => withOrder('/or/exchange', ordNo);
export const returnUrl = (ordNo: string) => withOrder('/or/return', ordNo);

/** The `ordNo` of the page's query, or '' when it is missing or malformed. */
export function ordNoFromQuery(search: string): string {
  const ordNo = new URLSearchParams(search).get('ordNo') ?? '';
  return /^[0-9A-Za-z-]{1,40}$/.test(ordNo) ? ordNo : '';
}
