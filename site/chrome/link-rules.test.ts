import { describe, expect, test } from 'vitest';
import {
  appExternalUrl,
  hasSameOriginHistory,
  isInPageLink,
  isMainPath,
  loginUrl,
  planNavigation,
  popupFeatures,
  resolveLinkTarget,
  shouldScrollToTop,
  type LinkTarget,
} from './link-rules';

const ORIGIN = 'https://shop.example';
const url = (path: string) => new URL(path, ORIGIN);

describe('resolveLinkTarget', () => {
  test.each([
    { requested: undefined, inApp: false, pathname: '/kr/ko/dp/best', expected: '1' },
    { requested: '1', inApp: false, pathname: '/kr/ko/dp/best', expected: '1' },
    { requested: '2', inApp: false, pathname: '/kr/ko/dp/best', expected: '2' },
    { requested: '3', inApp: true, pathname: '/kr/ko/dp/best', expected: '3' },
    { requested: '4', inApp: false, pathname: '/kr/ko/cu/login/popup', expected: '4' },
    { requested: '9', inApp: false, pathname: '/kr/ko/dp/best', expected: '1' },
    { requested: undefined, inApp: true, pathname: '/kr/ko/dp/live-broadcast', expected: '2' },
    { requested: '1', inApp: true, pathname: '/kr/ko/dp/live-broadcast/123', expected: '2' },
    { requested: '4', inApp: true, pathname: '/kr/ko/dp/live-broadcast', expected: '2' },
    { requested: undefined, inApp: false, pathname: '/kr/ko/dp/live-broadcast', expected: '1' },
    { requested: undefined, inApp: true, pathname: '/kr/ko/dp/live', expected: '1' },
    { requested: undefined, inApp: true, pathname: '/kr/ko/dp/live-broadcasting', expected: '1' },
  ])('$requested in app=$inApp to $pathname → $expected', ({ requested, inApp, pathname, expected }) => {
    expect(resolveLinkTarget({ requested, inApp, pathname })).toBe(expected);
  });
});

describe('popupFeatures', () => {
  test.each([
    { screen: { width: 1920, height: 1080 }, expected: 'width=480,height=629,left=720,top=226' },
    { screen: { width: 1366, height: 768 }, expected: 'width=480,height=629,left=443,top=70' },
    { screen: { width: 390, height: 600 }, expected: 'width=480,height=629,left=0,top=0' },
  ])('$screen.width x $screen.height', ({ screen, expected }) => {
    expect(popupFeatures(screen)).toBe(expected);
  });
});

describe('planNavigation', () => {
  const screen = { width: 1920, height: 1080 };
  const popup = 'width=480,height=629,left=720,top=226';
  test.each<{ target: LinkTarget; inApp: boolean; href: string; newBuildLive: boolean; expected: unknown }>([
    { target: '1', inApp: false, href: '/kr/ko/dp/best', newBuildLive: false, expected: { kind: 'native' } },
    { target: '1', inApp: false, href: '/kr/ko/dp/best', newBuildLive: true, expected: { kind: 'assign', url: `${ORIGIN}/kr/ko/dp/best` } },
    {
      target: '2',
      inApp: false,
      href: '/kr/ko/dp/best',
      newBuildLive: false,
      expected: { kind: 'open', url: `${ORIGIN}/kr/ko/dp/best`, name: '_blank', features: 'noopener' },
    },
    {
      target: '3',
      inApp: false,
      href: 'https://brand.example/story',
      newBuildLive: false,
      expected: { kind: 'open', url: 'https://brand.example/story', name: '_blank', features: 'noopener' },
    },
    {
      target: '3',
      inApp: true,
      href: 'https://brand.example/story?a=1&b=2',
      newBuildLive: false,
      expected: { kind: 'assign', url: 'nokchaapp://external?url=https%3A%2F%2Fbrand.example%2Fstory%3Fa%3D1%26b%3D2' },
    },
    {
      target: '4',
      inApp: false,
      href: '/kr/ko/cu/login/popup',
      newBuildLive: false,
      expected: { kind: 'open', url: `${ORIGIN}/kr/ko/cu/login/popup`, name: '_blank', features: popup },
    },
    {
      target: '4',
      inApp: false,
      href: 'https://pay.example/',
      newBuildLive: true,
      expected: { kind: 'open', url: 'https://pay.example/', name: '_blank', features: `${popup},noopener` },
    },
  ])('target $target, app=$inApp, $href, new build=$newBuildLive', ({ target, inApp, href, newBuildLive, expected }) => {
    expect(planNavigation({ target, inApp, url: url(href), origin: ORIGIN, screen, newBuildLive })).toEqual(expected);
  });
});

test('appExternalUrl encodes the whole address', () => {
  expect(appExternalUrl('https://a.example/x?y=1#z')).toBe('nokchaapp://external?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1%23z');
});

describe('hasSameOriginHistory', () => {
  test.each([
    { referrer: `${ORIGIN}/kr/ko/dp/best`, historyLength: 2, expected: true },
    { referrer: `${ORIGIN}/kr/ko/dp/best`, historyLength: 1, expected: false },
    { referrer: 'https://search.example/?q=녹차', historyLength: 5, expected: false },
    { referrer: '', historyLength: 5, expected: false },
    { referrer: 'not a url', historyLength: 5, expected: false },
  ])('referrer "$referrer", history $historyLength → $expected', ({ referrer, historyLength, expected }) => {
    expect(hasSameOriginHistory({ referrer, origin: ORIGIN, historyLength })).toBe(expected);
  });
});

describe('isMainPath and shouldScrollToTop', () => {
  test.each([
    ['/kr/ko', true],
    ['/kr/ko/', true],
    ['/kr/ko/dp', true],
    ['/kr/ko/dp/', true],
    ['/kr/ko/dp/best', false],
    ['/kr', false],
  ])('%s is main: %s', (path, expected) => {
    expect(isMainPath(path)).toBe(expected);
  });

  test.each([
    { environment: 'local', currentPath: '/kr/ko', href: '/kr/ko', expected: true },
    { environment: undefined, currentPath: '/kr/ko/dp', href: '/kr/ko', expected: true },
    { environment: 'dev', currentPath: '/kr/ko', href: '/kr/ko/dp/', expected: true },
    { environment: 'qa', currentPath: '/kr/ko', href: '/kr/ko', expected: false },
    { environment: 'prd', currentPath: '/kr/ko', href: '/kr/ko', expected: false },
    { environment: 'local', currentPath: '/kr/ko/dp/best', href: '/kr/ko', expected: false },
    { environment: 'local', currentPath: '/kr/ko', href: '/kr/ko/dp/best', expected: false },
    { environment: 'local', currentPath: '/kr/ko', href: 'https://other.example/kr/ko', expected: false },
  ])('$environment: on $currentPath, link to $href → $expected', ({ environment, currentPath, href, expected }) => {
    expect(shouldScrollToTop({ environment, currentPath, url: url(href), origin: ORIGIN })).toBe(expected);
  });
});

test.each([
  { href: '/kr/ko#main', here: `${ORIGIN}/kr/ko`, expected: true },
  { href: '/kr/ko/dp/best?sort=1#list', here: `${ORIGIN}/kr/ko/dp/best?sort=1`, expected: true },
  { href: '/kr/ko/dp/best?sort=2#list', here: `${ORIGIN}/kr/ko/dp/best?sort=1`, expected: false },
  { href: '/kr/ko', here: `${ORIGIN}/kr/ko`, expected: false },
])('isInPageLink($href) on $here → $expected', ({ href, here, expected }) => {
  expect(isInPageLink(url(href), { href: here })).toBe(expected);
});

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
