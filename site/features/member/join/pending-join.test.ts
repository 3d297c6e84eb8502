import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { formMessage, joinMarkup, stubFetch } from '../testing/fixtures';
import { prefillPendingJoin } from './pending-join';

let form: HTMLFormElement;
const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

beforeEach(() => {
  resetSession();
  document.body.innerHTML = joinMarkup('kakaoJoin');
  form = document.querySelector('form')!;
});

afterEach(() => vi.unstubAllGlobals());

test('fills the empty fields with what the provider told, never over what was typed', async () => {
  stubFetch({ 'GET /member/social/pending': () => Response.json({ provider: 'KAKAO', custNm: '김카카오', email: 'kakao@nokcha.shop', mobile: null }) });
  input('email').value = 'mine@nokcha.shop';
  await prefillPendingJoin(form);
  expect([input('custNm').value, input('email').value, input('mobile').value]).toEqual(['김카카오', 'mine@nokcha.shop', '']);
});

test('without a pending join the shopper is told to log in again', async () => {
  stubFetch({
    'GET /member/social/pending': () =>
      Response.json({ code: 'PENDING_JOIN_NOT_FOUND', message: '소셜 로그인 정보가 만료되었습니다. 다시 로그인해 주세요.' }, { status: 400 }),
  });
  await prefillPendingJoin(form);
  expect(formMessage(form)).toBe('소셜 로그인 정보가 만료되었습니다. 다시 로그인해 주세요.');
});
