import { describe, expect, test } from 'vitest';
import { planWindow, popupFeatures, resolveLinkTarget, type LinkTarget } from './link-targets';

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

describe('planWindow', () => {
  const screen = { width: 1920, height: 1080 };
  const popup = 'width=480,height=629,left=720,top=226';
  test.each<{ target: LinkTarget; inApp: boolean; href: string; expected: unknown }>([
    { target: '1', inApp: false, href: '/kr/ko/dp/best', expected: null },
    { target: '1', inApp: true, href: '/kr/ko/dp/best', expected: null },
    {
      target: '2',
      inApp: false,
      href: '/kr/ko/dp/best',
      expected: { kind: 'open', url: `${ORIGIN}/kr/ko/dp/best`, name: '_blank', features: 'noopener' },
    },
    {
      target: '3',
      inApp: false,
      href: 'https://brand.example/story',
      expected: { kind: 'open', url: 'https://brand.example/story', name: '_blank', features: 'noopener' },
    },
    {
      target: '3',
      inApp: true,
      href: 'https://brand.example/story?a=1&b=2',
      expected: { kind: 'external', url: 'https://brand.example/story?a=1&b=2' },
    },
    {
      target: '4',
      inApp: false,
      href: '/kr/ko/cu/login/popup',
      expected: { kind: 'open', url: `${ORIGIN}/kr/ko/cu/login/popup`, name: '_blank', features: popup },
    },
    {
      target: '4',
      inApp: false,
      href: 'https://pay.example/',
      expected: { kind: 'open', url: 'https://pay.example/', name: '_blank', features: `${popup},noopener` },
    },
  ])('target $target, app=$inApp, $href', ({ target, inApp, href, expected }) => {
    expect(planWindow({ target, inApp, url: url(href), origin: ORIGIN, screen })).toEqual(expected);
  });
});
