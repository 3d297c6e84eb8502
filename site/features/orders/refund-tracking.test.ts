import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { OrderDetail } from '#shared/schemas/order-history-calls';
import { LOOKUP_WAIT_MS, trackCancelRefund } from './refund-tracking';

const OPTIONS: Record<string, object> = {
  '2000000101': {
    inmOptnPrdNo: '2000000101',
    inmPrdNo: '100000001',
    productCode: 'BO0000001',
    prdNm: '녹차 토너',
    inmPrdCatNm: '스킨케어',
    prdOptnNm: '150ml',
    prdCd: 'BOMNL0000011',
    cnsmAmt: 22000,
  },
  '2000000201': {
    inmOptnPrdNo: '2000000201',
    inmPrdNo: '100000002',
    productCode: 'DA0000002',
    prdNm: '동백 크림',
    inmPrdCatNm: '스킨케어',
    prdOptnNm: '50ml',
    prdCd: 'DAMSO0000021',
    cnsmAmt: 9000,
  },
};
const line = (inmOptnPrdNo: string, qty: number, refundedQty: number, saleAmt: number) => ({ inmOptnPrdNo, qty, refundedQty, saleAmt });
const ORDER = {
  ordNo: '20261122-4F7K2Q9M',
  lines: [line('2000000101', 2, 0, 17600), line('2000000201', 3, 1, 8000)],
} as unknown as Pick<OrderDetail, 'ordNo' | 'lines'>;

let lookup: (body: { inmOptnPrdNoList: string[] }) => Response;

beforeEach(() => {
  window.dataLayer = [];
  lookup = (body) => Response.json({ statusCode: 200, data: body.inmOptnPrdNoList.map((number) => OPTIONS[number]) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/dp/display/product/v1/getProductOptionCategory');
      return lookup(JSON.parse(String(init.body)));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

test('refund: the order, the cash refunded in KRW, and the units not refunded before, after GTM’s reset', async () => {
  await trackCancelRefund(ORDER, 43200);
  expect(window.dataLayer).toEqual([
    { ecommerce: null },
    {
      event: 'refund',
      ecommerce: {
        transaction_id: '20261122-4F7K2Q9M',
        value: 43200,
        currency: 'KRW',
        items: [
          { item_id: 'BO0000001', item_name: '녹차 토너', item_brand: 'BOMNL', item_category: '스킨케어', item_variant: '150ml', price: 17600, quantity: 2 },
          { item_id: 'DA0000002', item_name: '동백 크림', item_brand: 'DAMSO', item_category: '스킨케어', item_variant: '50ml', price: 8000, quantity: 2 },
        ],
      },
    },
  ]);
});

test('with the worker reporting refunds to GA4, the cancel’s refund is marked server_reported, items and all', async () => {
  document.documentElement.dataset.tags = '{"serverRevenue":true}';
  await trackCancelRefund(ORDER, 43200);
  delete document.documentElement.dataset.tags;
  const [, refund] = window.dataLayer as Record<string, unknown>[];
  expect(refund).toMatchObject({ event: 'refund', server_reported: true, ecommerce: { transaction_id: '20261122-4F7K2Q9M', value: 43200 } });
  expect((refund.ecommerce as { items: { item_id: string }[] }).items.map((item) => item.item_id)).toEqual(['BO0000001', 'DA0000002']);
});

test('without the option lookup the refund still goes, naming the order and the value only', async () => {
  lookup = () => Response.json({ statusCode: 500, data: null });
  await trackCancelRefund(ORDER, 43200);
  expect(window.dataLayer?.at(-1)).toEqual({ event: 'refund', ecommerce: { transaction_id: '20261122-4F7K2Q9M', value: 43200, currency: 'KRW' } });
});

test('a lookup that does not answer in time does not hold the shopper: the refund goes without items', async () => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  const pushed = trackCancelRefund(ORDER, 43200);
  await vi.advanceTimersByTimeAsync(LOOKUP_WAIT_MS);
  await pushed;
  vi.useRealTimers();
  expect(window.dataLayer).toEqual([
    { ecommerce: null },
    { event: 'refund', ecommerce: { transaction_id: '20261122-4F7K2Q9M', value: 43200, currency: 'KRW' } },
  ]);
});
