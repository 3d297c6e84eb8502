/**
 * The small page a browser gets when a social login cannot go on (a wrong `state`, a provider
 * that is off): what happened in Korean, the stable code, and the way back. No script, no
 * inline style, so the shop's Content-Security-Policy allows it as it is.
 */
import { LOGIN_SCREEN_PATH, SHOP_ICON_PATH, SHOP_NAME } from '#shared/constants';
import { API_ERRORS, type ApiErrorCode } from '#edge/gateway/errors';

/** The HTML for `code`; every text in it is a constant, so nothing needs escaping. */
export function errorPage(code: ApiErrorCode): string {
  return `<!doctype html>
<html lang="ko" data-page-type="OTHERS">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>로그인하지 못했습니다 | ${SHOP_NAME}</title>
<link rel="icon" href="${SHOP_ICON_PATH}" type="image/svg+xml"></head>
<body><main>
<h1>로그인하지 못했습니다</h1>
<p>${API_ERRORS[code].message}</p>
<p>오류 코드: <code>${code}</code></p>
<p><a href="${LOGIN_SCREEN_PATH}">로그인 화면으로</a> · <a href="/kr/ko">메인으로</a></p>
</main></body>
</html>`;
}
