/**
 * The question a guest gets before a member-only action and where 확인 leads. Only code
 * fetched on a tap asks it, so it lives outside the chrome chunk every page runs.
 */
import { loginPath } from '#shared/login-path';
import { sitePath } from '#shared/site-path';

export const LOGIN_REQUIRED_TITLE = '알림';
export const LOGIN_REQUIRED_TEXT = '로그인이 필요한 서비스입니다. 로그인하시겠습니까?';

/** Where a guest goes after agreeing to log in: the link's own choice, else the login page that returns here. */
export function loginUrl(options: { loginToMoveUrl?: string; url: URL }): string {
  const { loginToMoveUrl, url } = options;
  if (loginToMoveUrl) return sitePath(loginToMoveUrl);
  return loginPath(url.pathname + url.search + url.hash);
}
