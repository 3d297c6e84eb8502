/**
 * The way into the login page from anywhere in the shop: `/member/login`, with the page
 * to come back to as `successUrl` (the worker keeps it on the shop's own origin, safe-redirect.ts)
 * and, for a join link, `processType=join`. Every login and join link, and the 확인 of every
 * "로그인하시겠습니까?", builds its address here, so they all come back the same way.
 */
import { MEMBER_LOGIN_PATH } from './constants';

export function loginPath(back?: string | null, options: { join?: boolean } = {}): string {
  const query = [options.join ? 'processType=join' : '', back ? `successUrl=${encodeURIComponent(back)}` : ''].filter(Boolean).join('&');
  return query ? `${MEMBER_LOGIN_PATH}?${query}` : MEMBER_LOGIN_PATH;
}
