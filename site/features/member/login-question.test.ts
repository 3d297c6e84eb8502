import { describe, expect, test } from 'vitest';
import { loginUrl } from './login-question';

const url = (path: string) => new URL(path, 'https://shop.example');

describe('loginUrl', () => {
  test.each([
    { loginToMoveUrl: undefined, href: '/kr/ko/cu/mypage/wish', expected: '/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage%2Fwish' },
    { loginToMoveUrl: undefined, href: '/kr/ko/cu/mypage?tab=2#x', expected: '/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage%3Ftab%3D2%23x' },
    { loginToMoveUrl: '', href: '/kr/ko/cu/mypage', expected: '/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage' },
    { loginToMoveUrl: 'cu/login/enter-additional-information', href: '/kr/ko/cu/mypage', expected: '/kr/ko/cu/login/enter-additional-information' },
    { loginToMoveUrl: '/member/login?successUrl=%2Fkr%2Fko', href: '/kr/ko/cu/mypage', expected: '/member/login?successUrl=%2Fkr%2Fko' },
  ])('loginToMoveUrl "$loginToMoveUrl" for $href → $expected', ({ loginToMoveUrl, href, expected }) => {
    expect(loginUrl({ loginToMoveUrl, url: url(href) })).toBe(expected);
  });
});
