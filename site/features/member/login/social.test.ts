import { afterEach, expect, test, vi } from 'vitest';
import { askSocialProviders } from './login-screen';
import { enabledProviders, renderSocialButtons, socialStartUrl } from './social';
import { loginMarkup, stubFetch } from '../testing/fixtures';

afterEach(() => vi.unstubAllGlobals());

test.each([
  [{ providers: ['KAKAO', 'NAVER'] }, ['KAKAO', 'NAVER']],
  [{ providers: [{ provider: 'KAKAO' }, { name: 'AppleID' }, { id: 'FACEBOOK', enabled: false }] }, ['KAKAO', 'AppleID']],
  [{ providers: ['KAKAO', 'MYSPACE', 3, null] }, ['KAKAO']],
  [{ providers: [] }, []],
  [{}, []],
  [null, []],
])('%j turns on %j', (answer, expected) => {
  expect(enabledProviders(answer)).toEqual(expected);
});

test('the start URL carries successUrl', () => {
  expect(socialStartUrl('KAKAO', '/kr/ko/cu/mypage')).toBe('/member/social/KAKAO/start?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage');
  expect(socialStartUrl('NAVER')).toBe('/member/social/NAVER/start');
});

test('renders one named link per enabled provider and shows the box', async () => {
  document.body.innerHTML = loginMarkup();
  stubFetch({ 'GET /member/social/providers': () => Response.json({ providers: ['KAKAO', 'AppleID'] }) });
  const root = document.querySelector<HTMLElement>('[data-login-screen]')!;
  await renderSocialButtons(root, askSocialProviders(), '/kr/ko');
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-social] a')];
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['카카오로 로그인', '/member/social/KAKAO/start?successUrl=%2Fkr%2Fko'],
    ['Apple로 로그인', '/member/social/AppleID/start?successUrl=%2Fkr%2Fko'],
  ]);
  expect(root.querySelector<HTMLElement>('[data-social]')!.hidden).toBe(false);
});

test('no provider, or no answer, leaves the box hidden', async () => {
  document.body.innerHTML = loginMarkup();
  stubFetch({});
  const root = document.querySelector<HTMLElement>('[data-login-screen]')!;
  await renderSocialButtons(root, askSocialProviders());
  expect(root.querySelector<HTMLElement>('[data-social]')!.hidden).toBe(true);
});
