import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notePendingView, SHOPPING_LOG_PENDING_PREFIX } from './shopping-log-pending';
import { readShoppingLog, recordView, type ViewedSnapshot } from './shopping-log-store';
import { startShoppingLog } from './shopping-log-view';

const card = (no: number, name: string): ViewedSnapshot => ({
  inmPrdNo: String(no),
  productCode: `BO${no}`,
  prdNm: name,
  brandNm: '녹차숍',
  saleAmt: 12_500,
  cnsmAmt: 15_000,
  dcRate: 16,
  soldOutYn: no === 2 ? 'Y' : 'N',
  imageUrl: `/images/products/${no}-1.svg`,
  imageAlt: `${name} 이미지`,
});

function mount(): HTMLElement {
  document.body.innerHTML = `
    <section data-shopping-log aria-busy="true">
      <div data-log-filled hidden><span data-log-count>0</span><button type="button" data-log-clear>전체 삭제</button><ul data-log-list></ul></div>
      <div data-log-empty hidden>최근 본 상품이 없습니다.</div>
    </section>`;
  return document.querySelector<HTMLElement>('[data-shopping-log]')!;
}

const names = () => [...document.querySelectorAll('.log-item__name')].map((node) => node.textContent);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('shopping log page', () => {
  beforeEach(() => localStorage.clear());

  it('shows the empty state when nothing was viewed', () => {
    const root = mount();
    startShoppingLog(root, vi.fn());
    expect(root.querySelector('[data-log-empty]')!.hasAttribute('hidden')).toBe(false);
    expect(root.querySelector('[data-log-filled]')!.hasAttribute('hidden')).toBe(true);
    expect(root.getAttribute('aria-busy')).toBe('false');
  });

  it('lists viewed products newest first, as text, with price, sold-out and a link to each', () => {
    recordView(card(1, '녹차 토너'), undefined, 1);
    recordView(card(2, '<img src=x onerror=alert(1)>'), undefined, 2);
    const root = mount();
    startShoppingLog(root, vi.fn());
    expect(names()).toEqual(['<img src=x onerror=alert(1)>', '녹차 토너']);
    expect(root.querySelectorAll('img[onerror]')).toHaveLength(0);
    expect(root.querySelector('[data-log-count]')!.textContent).toBe('2');
    const first = root.querySelector('.log-item')!;
    expect(first.querySelector('a')!.getAttribute('href')).toBe('/kr/ko/dp/product/BO2');
    expect(first.textContent).toContain('12,500원');
    expect(first.textContent).toContain('품절');
    expect(first.querySelector('img')!.getAttribute('alt')).toBe('<img src=x onerror=alert(1)> 이미지');
  });

  it('deletes one product, and all of them only after 확인', async () => {
    recordView(card(1, '녹차 토너'), undefined, 1);
    recordView(card(3, '동백 크림'), undefined, 3);
    const root = mount();
    const confirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    startShoppingLog(root, confirm);
    root.querySelector<HTMLButtonElement>('[aria-label="동백 크림 삭제"]')!.click();
    expect(names()).toEqual(['녹차 토너']);
    root.querySelector<HTMLButtonElement>('[data-log-clear]')!.click();
    await flush();
    expect(names()).toEqual(['녹차 토너']);
    root.querySelector<HTMLButtonElement>('[data-log-clear]')!.click();
    await flush();
    expect(names()).toEqual([]);
    expect(readShoppingLog()).toEqual([]);
    expect(root.querySelector('[data-log-empty]')!.hasAttribute('hidden')).toBe(false);
  });

  it("shows a view another tab's product page has only noted so far", () => {
    recordView(card(1, '녹차 토너'), undefined, 1);
    const root = mount();
    startShoppingLog(root, vi.fn());
    notePendingView(JSON.stringify(card(3, '동백 크림')), 3);
    window.dispatchEvent(new StorageEvent('storage', { key: `${SHOPPING_LOG_PENDING_PREFIX}3` }));
    expect(names()).toEqual(['동백 크림', '녹차 토너']);
  });
});
