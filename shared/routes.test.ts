import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breadcrumbFor, matchRoute, PAGE_TYPES, ROUTES, routeByPath, shellPath } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/kr/ko', '', {}],
    ['/kr/ko/dp', '/dp', {}],
    ['/kr/ko/dp/product/A%20B-1', '/dp/product/:productCode', { productCode: 'A B-1' }],
    ['/kr/ko/ca/event/spring-2026', '/ca/event/:id', { id: 'spring-2026' }],
    ['/kr/ko/cu/mypage/review/view/42', '/cu/mypage/review/view/:inmPrdRvNo', { inmPrdRvNo: '42' }],
    ['/kr/ko/cu/tnc/pc-tnc-content/T01', '/cu/tnc/pc-tnc-content/:inmTncCd', { inmTncCd: 'T01' }],
    ['/kr/ko/cu/tnc/7', '/cu/tnc/:id', { id: '7' }],
  ])('%s is the screen %s', (url, pattern, params) => {
    const match = matchRoute(url);
    expect(match?.route.path).toBe(pattern);
    expect(match?.params).toEqual(params);
  });

  it.each([
    '/kr/ko/nope',
    '/kr/ko/dp/product',
    '/kr/ko/dp/product/',
    '/kr/ko/dp/product//x',
    '/kr/ko/dp/product/a/b',
    '/kr/ko/cu/mypage/review/view/abc',
    '/kr/ko/cu/mypage/review/write/1x',
    '/kr/ko/dp/product/%E0%A4%A',
    '/kr/en/dp/best',
    '/dp/best',
    '/kr/kodp',
  ])('%s is no screen', (url) => {
    expect(matchRoute(url)).toBeNull();
  });
});

describe('the route table', () => {
  it('lists every screen once, with a known page type and a Korean title', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) {
      expect(PAGE_TYPES).toContain(route.pageType);
      expect(route.title).toMatch(/[가-힣]/);
    }
  });

  it('requires login for mypage and its children, the order pages (not the cart) and employee verification', () => {
    const gated = ROUTES.filter((route) => route.loginRequired).map((route) => route.path);
    expect(gated.length).toBeGreaterThan(15);
    const memberOnly = (path: string) =>
      path === '/cu/mypage' || path.startsWith('/cu/mypage/') || path === '/cu/hq-emp-user' || (path.startsWith('/or/') && path !== '/or/order-cart');
    expect(gated.every(memberOnly)).toBe(true);
    expect(gated).toContain('/cu/mypage/couponzone');
    expect(gated).toEqual(expect.arrayContaining(['/or/order', '/or/order-list', '/or/cancel', '/or/ebotlct']));
    expect(gated).not.toContain('/or/order-cart');
    expect(gated).toContain('/cu/hq-emp-user');
    expect(gated).not.toContain('/cu/hq-emp-user/guide');
  });

  it('gives the screens it names their mobile header, PC buttons and footer', () => {
    expect(routeByPath('/cu/mypage').mobileHeader?.buttons).toEqual(['alarm', 'search', 'cart']);
    expect(routeByPath('/cu/login/enter-additional-information').mobileHeader?.buttons).toEqual([]);
    expect(routeByPath('/cu/login/enter-additional-information').pcButtons).toEqual(['wish', 'mypage', 'cart']);
    expect(routeByPath('/cu/login/popup')).toMatchObject({ mobileHeader: null, pcButtons: null, footer: false });
    expect(routeByPath('/cu/hq-emp-user/guide').footer).toBe(false);
    expect(routeByPath('/cu/tnc/pc-tnc-content/:inmTncCd')).toMatchObject({ mobileHeader: null, pcButtons: null, footer: false });
  });

  it('has a built page source for every screen, and its shell matches its own route', () => {
    for (const route of ROUTES) {
      const shell = shellPath(route);
      expect(matchRoute(shell)?.route).toBe(route);
      const source = `site/pages${route.path === '' ? '/kr/ko/index' : shell.replace(/\/0(?=\/|$)/g, (_, offset: number) => `/[${paramAt(route.path, shell, offset)}]`)}`;
      expect(existsSync(`${source}.astro`) || existsSync(`${source}/index.astro`), source).toBe(true);
    }
  });

  it('builds breadcrumbs from parent screens', () => {
    expect(breadcrumbFor(routeByPath(''))).toEqual(['홈']);
    expect(breadcrumbFor(routeByPath('/cu/support/faq'))).toEqual(['홈', '고객센터', '자주 묻는 질문']);
    expect(breadcrumbFor(routeByPath('/cu/mypage/review/view/:inmPrdRvNo'))).toEqual(['홈', '마이페이지', '내 리뷰', '리뷰 보기']);
  });

  it('refuses a pattern that is not in the table', () => {
    expect(() => routeByPath('/dp/nothing')).toThrow('/dp/nothing');
  });
});

/** The parameter name at the shell position `offset`, to find `[name].astro`. */
function paramAt(pattern: string, shell: string, offset: number): string {
  const depth = shell.slice(0, offset + 1).split('/').length - 3;
  return pattern.split('/')[depth].slice(1);
}
