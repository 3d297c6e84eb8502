import { expect, test } from 'vitest';
import { DEFAULT_LOGIN_MESSAGE, urlErrorMessage } from './messages';

test.each([
  ['?error=LOGIN_FAILED', '아이디 또는 비밀번호가 일치하지 않습니다.'],
  ['?error=LOGIN_THROTTLED', '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.'],
  ['?successUrl=%2Fkr%2Fko&error=NOT_A_MEMBER', '가입된 회원 정보가 없습니다. 회원가입 후 이용해 주세요.'],
  ['?error=%EC%A0%84%ED%99%94%ED%95%98%EC%84%B8%EC%9A%94', DEFAULT_LOGIN_MESSAGE],
  ['?error=toString', DEFAULT_LOGIN_MESSAGE],
  ['?error=', null],
  ['', null],
])('%s shows %j', (search, message) => {
  expect(urlErrorMessage(search)).toBe(message);
});
