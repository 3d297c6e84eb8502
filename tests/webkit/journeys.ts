/**
 * A shopper's journeys in WebKit, in the order a first purchase takes them, on one device: home,
 * a list, a product with an option into the cart, login (the cart comes along), checkout with a
 * new address found by search, the test payment, the order complete, mypage, and a 초성 search.
 * One WebKit window walks them all: each journey starts where the last one left the shopper.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChainablePromiseElement } from 'webdriverio';
import { productPath, productListUrl } from '#shared/catalog/paths';
import { formatWon } from '#shared/format';
import type { Kind } from './support/devices';
import {
  button,
  buttonWith,
  darkestEdge,
  dialog,
  joinByApi,
  labelled,
  labelWith,
  heading,
  link,
  newMember,
  open,
  productWithOptions,
  snapshot,
  tap,
  textsOf,
  waitForPath,
  type Member,
} from './support/shop';
import { openWebKit, type Device, type WebKit } from './support/webkit';

const CART = '/kr/ko/or/order-cart';

export function walkTheShop(device: Device, kind: Kind): void {
  const layout = kind === 'pc' ? 'pc' : 'phone';
  describe(`${device.name} (${device.width}×${device.height})`, () => {
    const baseURL = inject('baseURL');
    let browser: WebKit;
    let close = async () => {};
    let member: Member;
    let pick: Awaited<ReturnType<typeof productWithOptions>>;

    const go = (path: string) => open(browser, new URL(path, baseURL));
    const main = () => browser.$('main');

    beforeAll(async () => {
      member = newMember(device);
      const [opened, product] = await Promise.all([
        openWebKit(device, inject('drivers')[device.name]),
        productWithOptions(baseURL),
        joinByApi(baseURL, member),
      ]);
      ({ browser, close } = opened);
      pick = product;
    });
    afterAll(() => close());
    // What the shopper saw when a journey failed, beside the steps' own screenshots.
    afterEach(async ({ task }) => {
      if (task.result?.state === 'fail') await snapshot(browser, device, `failed-${task.name.split(' ')[0]}`).catch(() => undefined);
    });

    it('home', async () => {
      await go('/kr/ko');
      await expect(link(browser, '녹차숍 홈').isDisplayed()).resolves.toBe(true);
      await browser.$('.pcard').waitForDisplayed();
      await snapshot(browser, device, '1-home');
    });

    it('a list', async () => {
      await go(productListUrl({ catNm: '스킨케어' }));
      await browser.$('.pcard').waitForDisplayed();
      expect((await browser.$$('.pcard')).length).toBeGreaterThan(4);
      await expect(main().getText()).resolves.toMatch(/총 \d+개/);
      await snapshot(browser, device, '2-list');
    });

    it('a product with an option into the cart', async () => {
      const { product, optionName } = pick;
      await go(productPath(product.productCode));
      const option = product.options.find((candidate) => candidate.prdOptnNm === optionName)!;
      await tap(labelWith(browser, optionName));
      await expect(browser.$(`input[value="${option.inmOptnPrdNo}"]`).isSelected()).resolves.toBe(true);
      await browser.waitUntil(async () => (await browser.$('[data-purchase-total]').getText()) === formatWon(option.saleAmt), {
        timeoutMsg: "the total is the option's price",
      });
      await snapshot(browser, device, '3-product');
      await tap(button(browser, '장바구니'));
      const added = await dialog(browser, '장바구니 담기');
      await expect(added.getText()).resolves.toContain('장바구니에 담았습니다.');
      await snapshot(browser, device, '3-product-added');
      await tap(button(added, '계속 쇼핑하기'));
      await added.waitForDisplayed({ reverse: true });
    });

    // Not a layout matter: once is enough.
    if (kind === 'phone')
      it("a tap while the page's late scripts still load arrives", async () => {
        await go('/kr/ko');
        // Until the idle code, and its reload guard, has started (200 ms after load in WebKit).
        await browser.pause(1_000);
        await browser.execute((target) => {
          location.assign(target);
          // What WebKit does to every dynamic import still loading the moment the page is left.
          void Promise.reject(new TypeError('Importing a module script failed.'));
        }, new URL(CART, baseURL).href);
        await waitForPath(browser, (url) => url.pathname === CART, 'the page tapped');
      });

    it('login brings the guest cart along', async () => {
      await go(`/kr/ko/cu/login?successUrl=${encodeURIComponent(CART)}`);
      await (await labelled(browser, '아이디')).setValue(member.custWebId);
      await (await labelled(browser, '비밀번호')).setValue(member.password);
      // The fields line up with the button under them: WebKit gives form controls a margin of their own.
      const [id, submit] = await Promise.all([labelled(browser, '아이디'), button(main(), '로그인')]);
      const span = async (element: WebdriverIO.Element | ChainablePromiseElement) =>
        browser.execute((target) => [target.getBoundingClientRect().left, target.getBoundingClientRect().width], await element);
      expect(await span(id)).toEqual(await span(submit));
      await snapshot(browser, device, '4-login');
      await tap(button(main(), '로그인'));
      if (kind === 'app') {
        // Cog registers no WKWebView handler, so the page speaks the custom scheme (docs/app-bridge.md),
        // without the token. An app build without handlers cancels that navigation; Cog is not the app
        // and shows its error page instead, so the shopper is put back where the app keeps them.
        const heard = await waitForPath(browser, (url) => url.protocol === 'nokchaapp:', 'the login message to the app');
        expect(heard.href).toBe('nokchaapp://login?v=1&provider=6');
        await go(CART);
      } else {
        await waitForPath(browser, (url) => url.pathname === CART, 'the cart after login');
      }
      await browser.waitUntil(async () => (await main().getText()).includes(pick.product.prdNm), { timeoutMsg: 'the product in the cart' });
      await snapshot(browser, device, '4-cart');
    });

    it('checkout with a new address to the test payment, and the order complete', async () => {
      await tap(buttonWith(main(), '주문하기'));
      await waitForPath(browser, (url) => url.pathname === '/kr/ko/or/order', 'the order sheet');
      await tap(button(main(), '배송지 추가'));
      const book = await dialog(browser, '배송지 추가');
      await tap(button(book, '배송지 추가'));
      await (await labelled(book, '배송지명')).setValue('우리집');
      await (await labelled(book, '받는 분')).setValue(member.custNm);
      await (await labelled(book, '휴대폰 번호')).setValue(member.mobile);
      await tap(button(book, '주소 검색'));
      const search = await dialog(browser, '주소 검색');
      await search.$('input').setValue('세종대로 110');
      await snapshot(browser, device, '5-address-search');
      await tap(button(search, '검색'));
      await tap(buttonWith(search, '세종대로 110'));
      await (await labelled(book, '상세주소')).setValue('3층');
      await tap(button(book, '저장'));
      await book.waitForDisplayed({ reverse: true });
      await tap(labelWith(browser, '신용카드'));
      await tap(labelWith(browser, '전체 동의'));
      await snapshot(browser, device, '5-checkout');
      await tap(buttonWith(main(), '결제하기'));
      await waitForPath(browser, (url) => url.pathname.startsWith('/pay/test/window'), 'the test payment window');
      await snapshot(browser, device, '5-payment');
      await tap(button(browser, '결제하기'));
      await heading(browser, '주문이 완료되었습니다').waitForDisplayed();
      await snapshot(browser, device, '6-complete');
    });

    it('mypage', async () => {
      await go('/kr/ko/cu/mypage');
      await heading(browser, `${member.custNm}님, 반갑습니다`).waitForDisplayed();
      // The app's own mypage button, shown in the app only.
      await expect(button(main(), '알림 설정').isDisplayed()).resolves.toBe(kind === 'app');
      await snapshot(browser, device, '7-mypage');
    });

    it('search by 초성: ㅅㄹ finds 세럼', async () => {
      if (layout === 'pc') {
        await go('/kr/ko');
        // WebKit draws a search field's own rounded, bordered bezel unless told not to: the header's
        // field must be the plain inside of its green frame, its edges the header's white.
        const field = await browser.$('#pc-search-q').getElement();
        await expect(browser.execute((input) => getComputedStyle(input).appearance, field)).resolves.toBe('none');
        await expect(darkestEdge(browser, field)).resolves.toBeGreaterThan(245);
        await field.setValue('ㅅㄹ');
        await tap(button(browser.$('header'), '검색'));
      } else {
        await go('/kr/ko/dp/search');
        await browser.$('#search-q').setValue('ㅅㄹ');
        await tap(button(main(), '검색'));
      }
      await waitForPath(browser, (url) => url.pathname === '/kr/ko/dp/search' && url.searchParams.get('q') === 'ㅅㄹ', "the search for 'ㅅㄹ'");
      await browser.$('#search-results .pcard__name').waitForDisplayed();
      const names = await textsOf(browser, '#search-results .pcard__name');
      expect(names.filter((name) => name.includes('세럼')).length).toBeGreaterThanOrEqual(3);
      await snapshot(browser, device, '8-search');
    });
  });
}
