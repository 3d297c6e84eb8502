/**
 * The member's review screens' paths: `review/write/{currentPage}` names the list page to
 * go back to and carries the order line as `?orderLineId=`; view and modify name the review.
 */
import { sitePath } from '#shared/site-path';

export const MY_REVIEWS_PATH = sitePath('/cu/mypage/review');
/** Reviews and lines a page of the member's lists holds (the gateway's page size). */
export const MY_REVIEWS_PAGE_SIZE = 10;
export const writePath = (orderLineId: number, currentPage = 1) => sitePath(`/cu/mypage/review/write/${currentPage}?orderLineId=${orderLineId}`);
export const viewPath = (reviewNo: number) => sitePath(`/cu/mypage/review/view/${reviewNo}`);
export const modifyPath = (reviewNo: number) => sitePath(`/cu/mypage/review/modify/${reviewNo}`);
export const writtenTabPath = () => `${MY_REVIEWS_PATH}?tab=written`;

/** The number at the end of the current path (`…/view/123` → 123), or null. */
export function lastNumber(pathname = location.pathname): number | null {
  const match = /\/(\d{1,12})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** The order line the write screen was opened for, or null. */
export function orderLineParam(search = location.search): number | null {
  const value = new URLSearchParams(search).get('orderLineId');
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}
