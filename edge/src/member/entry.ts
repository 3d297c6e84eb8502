/**
 * `GET /member/login?successUrl=&processType=join|popup&variant=2|4`, the entry that starts a
 * login (the login gate and the site's links point here): a 302 to the login screen, the join
 * screen, or the popup login (variant 2 on mobile, 4 on PC) with a safe successUrl.
 */
import type { Context } from 'hono';
import { JOIN_SCREEN_PATH, LOGIN_POPUP_VARIANT, LOGIN_SCREEN_PATH } from '#shared/constants';
import type { MemberEnv } from './member-env';
import { answerSuccess } from './respond';
import { safeTarget } from './request';

/** The popup login (`cu/login/popup`). */
export const POPUP_SCREEN_PATH = `${LOGIN_SCREEN_PATH}/popup`;

/** The screen URL the entry sends the browser to. */
export function loginEntryTarget(c: Context<MemberEnv>): string {
  const query = new URLSearchParams({ successUrl: safeTarget(c, c.req.query('successUrl')) });
  const cancelUrl = c.req.query('cancelUrl');
  if (cancelUrl !== undefined) query.set('cancelUrl', safeTarget(c, cancelUrl));
  const processType = c.req.query('processType');
  if (processType === 'join') return `${JOIN_SCREEN_PATH}?${query}`;
  if (processType === 'popup') {
    const asked = Number(c.req.query('variant'));
    const fallback = c.get('device')?.layout === 'pc' ? LOGIN_POPUP_VARIANT.pc : LOGIN_POPUP_VARIANT.mobile;
    const variant = asked === LOGIN_POPUP_VARIANT.mobile || asked === LOGIN_POPUP_VARIANT.pc ? asked : fallback;
    return `${POPUP_SCREEN_PATH}?${new URLSearchParams({ variant: String(variant), ...Object.fromEntries(query) })}`;
  }
  return `${LOGIN_SCREEN_PATH}?${query}`;
}

/** `GET /login` */
export function loginEntry(c: Context<MemberEnv>): Response {
  return answerSuccess(c, 'navigation', loginEntryTarget(c));
}
