import { describe, expect, it, vi } from 'vitest';
import type { ProductLiveInfo } from '#shared/schemas/display-calls';
import { liveInfoCacheKey } from './live-info-cache';
import { liveProductNumbers, refreshLiveFields, type LiveRefreshDeps } from './live-rewriter';

const HOT: ProductLiveInfo = {
  inmPrdNo: '100000001',
  cnsmAmt: 32000,
  saleAmt: 22400,
  dcRate: 30,
  badges: ['BEST', 'HOT'],
  soldOutYn: 'N',
  hotDealEndDttm: '20260930235959',
  options: [
    { inmOptnPrdNo: '20000000101', cnsmAmt: 32000, saleAmt: 22400, stock: 12, soldOutYn: 'N' },
    { inmOptnPrdNo: '20000000102', cnsmAmt: 35200, saleAmt: 24600, stock: 0, soldOutYn: 'N' },
  ],
};
const GONE: ProductLiveInfo = {
  inmPrdNo: '100000002',
  cnsmAmt: 18000,
  saleAmt: 18000,
  dcRate: 0,
  badges: [],
  soldOutYn: 'Y',
  hotDealEndDttm: null,
  options: [{ inmOptnPrdNo: '20000000201', cnsmAmt: 18000, saleAmt: 18000, stock: 0, soldOutYn: 'Y' }],
};

/** A page as the build writes it: prices of yesterday, every kind of marked element. */
const BUILT =
  `<html><head><meta name="nokcha:live-products" content="100000002, 100000001,100000001,x,100000009"><title>t</title>` +
  `</head><body>` +
  `<article><del data-live="100000001" data-live-field="cnsmAmt">30,000원</del><strong data-live="100000001" data-live-field="saleAmt">25,000원</strong>` +
  `<em data-live="100000001" data-live-field="dcRate" hidden>0%</em><span data-live="100000001" data-live-field="badges"><span class="badge badge--new">신상품</span></span>` +
  `<b data-live="100000001" data-live-field="soldOut">품절</b><button data-live="100000001" data-live-field="buyable" disabled>장바구니</button>` +
  `<p data-live="100000001" data-live-field="dealEnd">남은 시간</p>` +
  `<option data-live-option="20000000101" data-live-field="saleAmt">25,000원</option>` +
  `<li data-live-option="20000000102" data-live-field="stock" data-stock="3"><button data-live-option="20000000102" data-live-field="soldOut">선택</button></li></article>` +
  `<article><strong data-live="100000002" data-live-field="saleAmt">15,000원</strong><em data-live="100000002" data-live-field="dcRate">10%</em>` +
  `<b data-live="100000002" data-live-field="soldOut" hidden>품절</b><button data-live="100000002" data-live-field="buyable">바로구매</button>` +
  `<p data-live="100000002" data-live-field="dealEnd" data-deal-end="20260101000000">x</p><button data-live-option="20000000201" data-live-field="soldOut">선택</button></article>` +
  `<article><strong data-live="100000009" data-live-field="saleAmt">9,000원</strong></article></body></html>`;

/** The same page with today's fields; 100000009 is unknown to the gateway and stays as built. */
const REFRESHED =
  `<html><head><meta name="nokcha:live-products" content="100000002, 100000001,100000001,x,100000009"><title>t</title>` +
  `</head><body>` +
  `<article><del data-live="100000001" data-live-field="cnsmAmt">32,000원</del><strong data-live="100000001" data-live-field="saleAmt">22,400원</strong>` +
  `<em data-live="100000001" data-live-field="dcRate">30%</em><span data-live="100000001" data-live-field="badges"><span class="badge badge--best">베스트</span><span class="badge badge--hot">특가</span></span>` +
  `<b data-live="100000001" data-live-field="soldOut" hidden="">품절</b><button data-live="100000001" data-live-field="buyable">장바구니</button>` +
  `<p data-live="100000001" data-live-field="dealEnd" data-deal-end="20260930235959">남은 시간</p>` +
  `<option data-live-option="20000000101" data-live-field="saleAmt">22,400원</option>` +
  `<li data-live-option="20000000102" data-live-field="stock" data-stock="0"><button data-live-option="20000000102" data-live-field="soldOut" disabled="">선택</button></li></article>` +
  `<article><strong data-live="100000002" data-live-field="saleAmt">18,000원</strong><em data-live="100000002" data-live-field="dcRate" hidden="">0%</em>` +
  `<b data-live="100000002" data-live-field="soldOut">품절</b><button data-live="100000002" data-live-field="buyable" disabled="">바로구매</button>` +
  `<p data-live="100000002" data-live-field="dealEnd">x</p><button data-live-option="20000000201" data-live-field="soldOut" disabled="">선택</button></article>` +
  `<article><strong data-live="100000009" data-live-field="saleAmt">9,000원</strong></article></body></html>`;

const page = (html: string, type = 'text/html; charset=utf-8') =>
  new Response(html, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=0, must-revalidate' } });

let cacheCount = 0;

/** Deps with a fake gateway answer, a cache of the test's own, and a clock the test moves. */
async function makeDeps(answer: () => Promise<ProductLiveInfo[]>, overrides: Partial<LiveRefreshDeps> = {}) {
  let now = Date.UTC(2026, 8, 1, 3);
  const loadLiveInfo = vi.fn((_numbers: readonly string[]) => answer());
  const onFailure = vi.fn();
  const cache = await caches.open(`live-test-${(cacheCount += 1)}`);
  const deps: LiveRefreshDeps = { loadLiveInfo, onFailure, cache, now: () => now, ...overrides };
  return { deps, loadLiveInfo, onFailure, cache, advance: (ms: number) => (now += ms) };
}

describe('refreshLiveFields', () => {
  it('rewrites every marked element and option with the live fields', async () => {
    const { deps, loadLiveInfo, onFailure } = await makeDeps(async () => [GONE, HOT]);
    const response = refreshLiveFields(page(BUILT), deps);
    expect(await response.text()).toBe(REFRESHED);
    expect(loadLiveInfo).toHaveBeenCalledTimes(1);
    expect(loadLiveInfo).toHaveBeenCalledWith(['100000001', '100000002', '100000009']);
    expect(onFailure).not.toHaveBeenCalled();
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it('asks the gateway once a minute at most for the same page', async () => {
    const { deps, loadLiveInfo, cache, advance } = await makeDeps(async () => [GONE, HOT]);
    expect(await refreshLiveFields(page(BUILT), deps).text()).toBe(REFRESHED);
    const stored = await cache.match(liveInfoCacheKey(['100000001', '100000002', '100000009']));
    expect(stored?.headers.get('Cache-Control')).toBe('max-age=60');

    advance(59_000);
    expect(await refreshLiveFields(page(BUILT), deps).text()).toBe(REFRESHED);
    expect(loadLiveInfo).toHaveBeenCalledTimes(1);

    advance(1_000);
    await refreshLiveFields(page(BUILT), deps).text();
    expect(loadLiveInfo).toHaveBeenCalledTimes(2);
  });

  it('shows a price change once the minute has passed', async () => {
    let price = 22400;
    const { deps, advance } = await makeDeps(async () => [{ ...HOT, saleAmt: price }]);
    expect(await refreshLiveFields(page(BUILT), deps).text()).toContain('data-live-field="saleAmt">22,400원</strong>');
    price = 19900;
    advance(30_000);
    expect(await refreshLiveFields(page(BUILT), deps).text()).toContain('data-live-field="saleAmt">22,400원</strong>');
    advance(31_000);
    expect(await refreshLiveFields(page(BUILT), deps).text()).toContain('data-live-field="saleAmt">19,900원</strong>');
  });

  it('serves the page as built and logs once when the gateway fails', async () => {
    const { deps, onFailure } = await makeDeps(async () => {
      throw new Error('getProductLiveInfo answered 503');
    });
    expect(await refreshLiveFields(page(BUILT), deps).text()).toBe(BUILT);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(String(onFailure.mock.calls[0][0])).toContain('answered 503');
  });

  it('does not keep a failure: the next view asks again', async () => {
    let fail = true;
    const { deps, loadLiveInfo } = await makeDeps(async () => {
      if (fail) throw new Error('down');
      return [GONE, HOT];
    });
    expect(await refreshLiveFields(page(BUILT), deps).text()).toBe(BUILT);
    fail = false;
    expect(await refreshLiveFields(page(BUILT), deps).text()).toBe(REFRESHED);
    expect(loadLiveInfo).toHaveBeenCalledTimes(2);
  });

  it('serves the page as built when the gateway is too slow', async () => {
    const { deps, onFailure } = await makeDeps(() => new Promise(() => {}), { timeoutMs: 30 });
    expect(await refreshLiveFields(page(BUILT), deps).text()).toBe(BUILT);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(String(onFailure.mock.calls[0][0])).toContain('no answer within 30 ms');
  });

  it('leaves pages without the meta, and answers that are not HTML, untouched and asks nothing', async () => {
    const { deps, loadLiveInfo } = await makeDeps(async () => [HOT]);
    const withoutMeta = BUILT.replace(/<meta[^>]*>/, '');
    expect(await refreshLiveFields(page(withoutMeta), deps).text()).toBe(withoutMeta);
    expect(await refreshLiveFields(page(BUILT, 'application/json'), deps).text()).toBe(BUILT);
    expect(loadLiveInfo).not.toHaveBeenCalled();
  });
});

describe('liveProductNumbers', () => {
  it('keeps well-formed numbers once, in numeric order, at most 200', () => {
    expect(liveProductNumbers(' 20, 3,abc,3,,1e5,100 ')).toEqual(['3', '20', '100']);
    expect(liveProductNumbers(null)).toEqual([]);
    const many = Array.from({ length: 250 }, (_, i) => String(1000 + i)).join(',');
    expect(liveProductNumbers(many)).toHaveLength(200);
  });
});
