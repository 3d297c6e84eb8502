import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardToKakaoPixel } from './kakao-pixel';

function fakePixel() {
  const calls: [string, unknown?][] = [];
  const record = (name: string) => (options?: unknown) => {
    calls.push(options === undefined ? [name] : [name, options]);
  };
  const pixel = {
    pageView: record('pageView'),
    search: record('search'),
    viewContent: record('viewContent'),
    addToCart: record('addToCart'),
    viewCart: record('viewCart'),
    purchase: record('purchase'),
    completeRegistration: record('completeRegistration'),
  };
  window.kakaoPixel = vi.fn(() => pixel);
  return calls;
}

afterEach(() => {
  delete window.dataLayer;
  delete window.kakaoPixel;
});

const ITEM = { item_id: 'SU0000127', item_name: '녹차 세럼', price: 12500, quantity: 2 };

describe('forwardToKakaoPixel', () => {
  it('sends a page view, then the events already in the layer (not those handed over from the last page), then the ones pushed later', () => {
    const calls = fakePixel();
    window.dataLayer = [
      { event: 'page_meta' },
      { event: 'add_to_cart', ecommerce: { items: [ITEM] }, handoff: true },
      { event: 'search', search_term: '세럼' },
      { ecommerce: null },
      { event: 'view_item', ecommerce: { items: [ITEM] } },
    ];
    forwardToKakaoPixel('123456789');
    expect(window.kakaoPixel).toHaveBeenCalledWith('123456789');
    window.dataLayer.push({ event: 'add_to_cart', ecommerce: { items: [ITEM] } });
    window.dataLayer.push({ event: 'purchase', ecommerce: { currency: 'KRW', value: 28000, items: [ITEM] } });
    expect(calls).toEqual([
      ['pageView'],
      ['search', { keyword: '세럼' }],
      ['viewContent', { id: 'SU0000127' }],
      ['addToCart', { id: 'SU0000127' }],
      [
        'purchase',
        { total_quantity: '2', total_price: '28000', currency: 'KRW', products: [{ id: 'SU0000127', name: '녹차 세럼', quantity: '2', price: '12500' }] },
      ],
    ]);
    expect(window.dataLayer).toHaveLength(7);
  });

  it('does nothing when the pixel script did not define kakaoPixel', () => {
    window.dataLayer = [];
    const push = window.dataLayer.push;
    forwardToKakaoPixel('123456789');
    expect(window.dataLayer.push).toBe(push);
  });
});
