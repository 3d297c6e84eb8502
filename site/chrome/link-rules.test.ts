import { describe, expect, test } from 'vitest';
import { hasSameOriginHistory, isInPageLink, isLiveBroadcastPath, isMainPath, shouldScrollToTop } from './link-rules';

const ORIGIN = 'https://shop.example';
const url = (path: string) => new URL(path, ORIGIN);

test.each([
  ['/kr/ko/dp/live-broadcast', true],
  ['/kr/ko/dp/live-broadcast/_/7', true],
  ['/kr/ko/dp/live', false],
  ['/kr/ko/dp/live-broadcasts', false],
])('isLiveBroadcastPath(%s) is %s', (path, expected) => {
  expect(isLiveBroadcastPath(path)).toBe(expected);
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
