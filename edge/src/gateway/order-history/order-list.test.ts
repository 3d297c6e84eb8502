import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { dttmToEpoch } from '#shared/format';
import { expectJson } from '#edge/testing/gateway-call';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { monthsBefore, resolveOrderRange } from './order-period';
import { newMember, postOrder, seedPaidOrder } from './order-test-support';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare('UPDATE product_options SET stock = 500 WHERE inm_optn_prd_no IN (?, ?)').bind(OPT.TONER_SET, OPT.CREAM).run();
});

const DAY = 86_400_000;
type ListAnswer = {
  data: {
    orders: {
      ordNo: string;
      status: string;
      statusNm: string;
      actions: string[];
      lineCnt: number;
      firstLine: { prdNm: string; qty: number };
      payAmt: number;
    }[];
    totalCnt: number;
    fromDt: string;
    toDt: string;
  };
};

async function list(token: string, body: object): Promise<ListAnswer['data']> {
  const answer = await postOrder('getOrderList', body, token);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as ListAnswer).data;
}

describe('resolveOrderRange', () => {
  const now = dttmToEpoch('20261122153000');

  it('counts tabs back from today in Korean time, 3 months by default', () => {
    expect(resolveOrderRange({}, now)).toMatchObject({ fromDt: '20260822', toDt: '20261122' });
    expect(resolveOrderRange({ period: '1M' }, now)).toMatchObject({ fromDt: '20261022' });
    expect(resolveOrderRange({ period: '12M' }, now)).toMatchObject({ fromDt: '20251122' });
    // 23:30 UTC on the 22nd is already the 23rd in Korea.
    expect(resolveOrderRange({ period: '1M' }, Date.UTC(2026, 10, 22, 23, 30))).toMatchObject({ toDt: '20261123' });
    expect(monthsBefore('20260531', 3)).toBe('20260228');
    expect(monthsBefore('20260115', 1)).toBe('20251215');
  });

  it('takes a custom range of up to one year, whole days included', () => {
    const range = resolveOrderRange({ fromDt: '20251122', toDt: '20261122' }, now);
    expect(range).toEqual({ fromDt: '20251122', toDt: '20261122', fromMs: dttmToEpoch('20251122000000'), toMs: dttmToEpoch('20261122235959') + 999 });
  });

  it.each([
    [{ fromDt: '20251121', toDt: '20261122' }, 'ORDER_PERIOD_TOO_LONG'],
    [{ fromDt: '20261123', toDt: '20261122' }, 'ORDER_PERIOD_REVERSED'],
    [{ fromDt: '20261101' }, 'ORDER_PERIOD_INCOMPLETE'],
    [{ fromDt: '20260230', toDt: '20260301' }, 'ORDER_PERIOD_INVALID_DATE'],
  ])('refuses %j with %s', (input, code) => {
    expect(() => resolveOrderRange(input, now)).toThrow(code);
  });
});

describe('POST /api/or/order/v1/getOrderList', () => {
  it("lists the member's paid orders newest first, never unpaid or abandoned ones, with what may be done", async () => {
    const { incsNo, token } = await newMember();
    const now = Date.now();
    const older = await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }], status: 'DELIVERED', orderedAt: now - 10 * DAY });
    const newer = await seedPaidOrder({
      incsNo,
      lines: [
        { option: OPT.TONER_SET, qty: 2 },
        { option: OPT.CREAM, qty: 1 },
      ],
      orderedAt: now - DAY,
    });
    const pending = await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }], orderedAt: now - 2 * DAY });
    const abandoned = await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }], orderedAt: now - 3 * DAY });
    await env.DB.prepare("UPDATE orders SET status = 'PAYMENT_PENDING' WHERE ord_no = ?").bind(pending.ordNo).run();
    await env.DB.prepare("UPDATE orders SET status = 'ABANDONED' WHERE ord_no = ?").bind(abandoned.ordNo).run();
    await seedPaidOrder({ incsNo: (await newMember()).incsNo, lines: [{ option: OPT.CREAM, qty: 1 }] });

    const data = await list(token, {});
    expect(data.totalCnt).toBe(2);
    expect(data.orders).toEqual([
      {
        ordNo: newer.ordNo,
        ordDttm: expect.stringMatching(/^\d{14}$/),
        status: 'PAID',
        statusNm: '결제완료',
        firstLine: {
          inmPrdNo: '100000001',
          prdNm: expect.any(String),
          prdOptnNm: '기획세트 150ml + 미니 증정',
          brandNm: '녹차숍',
          imageUrl: '/images/p.svg',
          qty: 2,
        },
        lineCnt: 2,
        payAmt: newer.payAmt,
        actions: ['cancel'],
      },
      expect.objectContaining({ ordNo: older.ordNo, status: 'DELIVERED', statusNm: '배송완료', lineCnt: 1, actions: ['exchange', 'return', 'confirm'] }),
    ]);
  });

  it('filters by status and period, and pages by 10', async () => {
    const { incsNo, token } = await newMember();
    const now = Date.now();
    for (let index = 0; index < 12; index += 1) await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }], orderedAt: now - index * 1000 });
    await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }], status: 'SHIPPING', orderedAt: now - 40 * DAY });
    await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }], status: 'CONFIRMED', orderedAt: now - 200 * DAY });

    const firstPage = await list(token, { period: '1M' });
    expect([firstPage.totalCnt, firstPage.orders.length]).toEqual([12, 10]);
    expect((await list(token, { period: '1M', page: 2 })).orders).toHaveLength(2);
    expect((await list(token, { period: '3M' })).totalCnt).toBe(13);
    expect((await list(token, { period: '12M' })).totalCnt).toBe(14);
    expect((await list(token, { period: '12M', status: 'SHIPPING' })).orders.map((order) => order.statusNm)).toEqual(['배송중']);
    expect((await list(token, { period: '12M', status: 'CANCELLED' })).orders).toEqual([]);
    const day = (offset: number) => new Date(now - offset * DAY + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect((await list(token, { fromDt: day(210), toDt: day(190) })).orders.map((order) => order.status)).toEqual(['CONFIRMED']);
  });

  it('answers Korean 400s for bad periods and 401 for a guest', async () => {
    const { token } = await newMember();
    await expectJson(await postOrder('getOrderList', { fromDt: '20250101', toDt: '20260601' }, token), 400, {
      code: 'ORDER_PERIOD_TOO_LONG',
      message: '조회 기간은 최대 1년까지 선택할 수 있습니다.',
    });
    await expectJson(await postOrder('getOrderList', { fromDt: '20260601', toDt: '20260501' }, token), 400, {
      code: 'ORDER_PERIOD_REVERSED',
      message: '조회 시작일은 종료일보다 늦을 수 없습니다.',
    });
    const badPeriod = await postOrder('getOrderList', { period: '2M' }, token);
    expect(await badPeriod.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { period: '조회 기간은 1M, 3M, 6M, 12M 중 하나여야 합니다.' } });
    const badStatus = await postOrder('getOrderList', { status: 'PAYMENT_PENDING' }, token);
    expect(await badStatus.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { status: '주문 상태가 올바르지 않습니다.' } });
    await expectJson(await postOrder('getOrderList', {}), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
  });
});
