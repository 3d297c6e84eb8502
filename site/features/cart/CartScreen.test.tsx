import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '#components/ui/testing/render-screen.tsx';
import { CartScreen } from './CartScreen';
import { SESS_ID } from './testing/fake-gateway';
import { shopAs } from './testing/setup';

const guest = `guest:${SESS_ID}`;
let container: HTMLElement;

afterEach(() => vi.unstubAllGlobals());

const byLabel = <T extends Element>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
const row = (label: string) =>
  [...container.querySelectorAll('.ui-summary dl > div')].find((div) => div.querySelector('dt')?.textContent === label)?.querySelector('dd')?.textContent;

async function render(): Promise<void> {
  container = (await renderScreen(<CartScreen />)).host;
  await vi.waitFor(() => expect(container.querySelector('[data-ready]')).not.toBeNull());
  await act(async () => {});
}

describe('CartScreen', () => {
  it('shows the lines grouped, the sold-out line flagged and unselectable, and the summary in won', async () => {
    const gateway = shopAs('guest');
    gateway.add(guest, '10011', 1);
    gateway.add(guest, '10013', 1);
    await render();
    const groups = [...container.querySelectorAll('.cart-group__title')].map((title) => title.textContent);
    expect(groups).toEqual(['주문 가능 상품 1', '품절 상품 1']);
    expect(byLabel<HTMLInputElement>('제주 녹차 토너 150ml 선택').checked).toBe(true);
    expect(byLabel<HTMLInputElement>('제주 녹차 토너 기획 세트 선택').disabled).toBe(true);
    expect(container.querySelector('.cart-line--soldout .cart-line__soldout')?.textContent).toBe('품절');
    expect(container.querySelector('.cart-line__unit del')?.textContent).toBe('20,000원');
    expect([row('상품금액'), row('할인금액'), row('쿠폰할인'), row('배송비'), row('결제예정금액')]).toEqual([
      '20,000원',
      '-4,000원',
      '0원',
      '+2,500원',
      '18,500원',
    ]);
    expect(container.querySelector('.cart-summary__shipping')?.textContent).toBe('14,000원 더 담으면 무료배송');
    expect(container.querySelector('.cart-summary__order')?.textContent).toBe('주문하기 (선택 1개)');
  });

  it('shows a line of a product taken off sale apart, flagged 판매중지, unselectable, out of the totals, with why it cannot be ordered', async () => {
    const gateway = shopAs('guest');
    gateway.add(guest, '10011', 1);
    gateway.add(guest, '10021', 2);
    gateway.saleStopped.add('1002');
    await render();
    const groups = [...container.querySelectorAll('.cart-group__title')].map((title) => title.textContent);
    expect(groups).toEqual(['주문 가능 상품 1', '판매중지 상품 1']);
    expect(container.querySelector('#cart-group-salestop')?.closest('section')?.querySelector('.cart-line__soldout')?.textContent).toBe('판매중지');
    expect(byLabel<HTMLInputElement>('동백 크림 50ml 선택').disabled).toBe(true);
    expect(byLabel<HTMLInputElement>('동백 크림 50ml 선택').checked).toBe(false);
    expect(container.querySelector('.cart__sale-stop')?.textContent).toBe('판매가 중지된 상품은 주문할 수 없습니다. 장바구니에서 삭제한 뒤 주문해 주세요.');
    expect(row('상품금액')).toBe('20,000원');
    expect(container.querySelector('.cart-summary__order')?.textContent).toBe('주문하기 (선택 1개)');
    await act(async () => container.querySelector<HTMLInputElement>('.cart__all input')!.click());
    await act(async () => container.querySelector<HTMLInputElement>('.cart__all input')!.click());
    expect(byLabel<HTMLInputElement>('동백 크림 50ml 선택').checked).toBe(false);
  });

  it('follows a deselection and offers the product’s options in the select', async () => {
    const gateway = shopAs('guest');
    gateway.add(guest, '10011', 1);
    await render();
    await vi.waitFor(() => expect(byLabel<HTMLSelectElement>('제주 녹차 토너 옵션 변경').options.length).toBe(3));
    expect([...byLabel<HTMLSelectElement>('제주 녹차 토너 옵션 변경').options].map((option) => [option.textContent, option.disabled])).toEqual([
      ['150ml', false],
      ['300ml 대용량', false],
      ['기획 세트 (품절)', true],
    ]);
    await act(async () => byLabel<HTMLInputElement>('제주 녹차 토너 150ml 선택').click());
    await vi.waitFor(() => expect(row('결제예정금액')).toBe('0원'));
    expect(container.querySelector('.cart-summary__order')?.textContent).toBe('주문하기 (선택 0개)');
  });

  it('asks a guest to log in before ordering', async () => {
    const gateway = shopAs('guest');
    gateway.add(guest, '10021', 1);
    await render();
    await act(async () => container.querySelector<HTMLButtonElement>('.cart-summary__order')!.click());
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('로그인이 필요한 서비스입니다. 로그인하시겠습니까?'));
    await act(async () =>
      [...document.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find((button) => button.textContent === '취소')!.click(),
    );
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(location.pathname).toBe('/kr/ko/or/order-cart');
  });

  it('shows the empty cart with its ways on', async () => {
    shopAs('guest');
    container = (await renderScreen(<CartScreen />)).host;
    await vi.waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('장바구니에 담긴 상품이 없습니다'));
    expect([...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['베스트 상품 보기', '/kr/ko/dp/best'],
      ['특가 상품 보기', '/kr/ko/dp/hot-deal'],
    ]);
  });
});
