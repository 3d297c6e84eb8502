/**
 * What the login screen says for an error code that arrives in its URL as `?error=` (a failed
 * form post or social login coming back). Only known codes are shown word for word; a URL must
 * not be able to put arbitrary text on the shop's login screen. Answers to the screen's own
 * calls carry the gateway's Korean message and are shown as they are.
 */

export const URL_ERROR_MESSAGES: Record<string, string> = {
  LOGIN_FAILED: '아이디 또는 비밀번호가 일치하지 않습니다.',
  LOGIN_THROTTLED: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  INVALID_INPUT: '입력한 내용을 확인해 주세요.',
  NOT_A_MEMBER: '가입된 회원 정보가 없습니다. 회원가입 후 이용해 주세요.',
  OAUTH_DENIED: '소셜 로그인이 취소되었습니다.',
  OAUTH_STATE_MISMATCH: '로그인 요청이 만료되었습니다. 처음부터 다시 시도해 주세요.',
  PENDING_JOIN_NOT_FOUND: '소셜 로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
};

export const DEFAULT_LOGIN_MESSAGE = '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** The message for the screen's `?error=` parameter, or null when there is none. */
export function urlErrorMessage(search = location.search): string | null {
  const code = new URLSearchParams(search).get('error');
  if (!code) return null;
  return Object.hasOwn(URL_ERROR_MESSAGES, code) ? URL_ERROR_MESSAGES[code] : DEFAULT_LOGIN_MESSAGE;
}
