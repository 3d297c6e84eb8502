import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BestProducts, SalesReport } from '#shared/schemas/report-ops-calls';
import { callOps, opsData } from '../testing/ops-call';
import { seedCustomer, seriesCustomer } from '../testing/seed';
import { OPT } from '../gateway/cart/cart-test-support';
import { newMember, seedPaidOrder, seedStockedCatalog } from '../gateway/order-history/order-test-support';
import { refundOrder } from '../gateway/order-history/refund';

/** An instant given in Korean time. */
const kst = (text: string) => Date.parse(`${text}+09:00`);

/** A paid order of `qty` units of `option`, paid at `paidAt` from `channel` with `payMethod`. */
async function paid(option: string, qty: number, paidAt: string, channel: string | null, payMethod: string) {
  const { incsNo } = await newMember(0);
  const { ordNo } = await seedPaidOrder({ incsNo, lines: [{ option, qty }], orderedAt: kst(paidAt) });
  await env.DB.prepare('UPDATE orders SET channel_cd = ?, pay_method = ? WHERE ord_no = ?').bind(channel, payMethod, ordNo).run();
  return ordNo;
}
const lineOf = async (ordNo: string) => (await env.DB.prepare('SELECT id FROM order_lines WHERE ord_no = ?').bind(ordNo).first<{ id: number }>())!.id;

/**
 * The week of Monday 2026-11-02 to Sunday 2026-11-08 and the week before. Prices: a toner set
 * 17,600원, a cream 30,000원, a lip set 25,000원; no shipping fee, coupon or points, so an order
 * pays its lines and a refund gives back their price.
 */
beforeAll(async () => {
  await seedStockedCatalog();
  // 11-03 23:59 is Tuesday's; cancelled whole at 11-04 00:30, which is Wednesday's refund.
  const tuesday = await paid(OPT.TONER_SET, 1, '2026-11-03T23:59:00', '1', 'CARD');
  await paid(OPT.CREAM, 1, '2026-11-04T00:01:00', '3', 'KAKAOPAY');
  await refundOrder(env.DB, env, { ordNo: tuesday, reason: '고객 주문취소', idempotencyKey: 'tuesday', now: kst('2026-11-04T00:30:00') });
  // Two toners on Thursday; one given back on Friday: a partial refund.
  const thursday = await paid(OPT.TONER_SET, 2, '2026-11-05T10:00:00', '2', 'CARD');
  const lines = [{ ordLineNo: await lineOf(thursday), qty: 1 }];
  await refundOrder(env.DB, env, { ordNo: thursday, lines, reason: '부분 취소', idempotencyKey: 'thursday', now: kst('2026-11-06T09:00:00') });
  // The last second of Sunday counts; the first of the next Monday does not.
  await paid(OPT.CREAM, 1, '2026-11-08T23:59:59', '1', 'TOSSPAY');
  await paid(OPT.LIP_SET, 1, '2026-11-09T00:00:00', '1', 'CARD');
  // The week before: an order from before channels were kept; and one a minute before it began.
  await paid(OPT.LIP_SET, 1, '2026-10-28T12:00:00', null, 'NAVERPAY');
  await paid(OPT.TONER_SET, 1, '2026-10-25T23:59:00', '1', 'CARD');
  // Members joining (Korean time, as kept): Tuesday night, Wednesday just after midnight, and Friday the week before.
  for (const [n, joined] of ['20261103235900', '20261104000100', '20261030120000'].entries())
    await seedCustomer(env.DB, seriesCustomer('joined', '0107', n, { mbr_join_dttm: joined }));
});

const salesReport = async (body: object) => opsData<SalesReport>(await callOps('reports/sales', body));
const zero = { orderCnt: 0, payAmt: 0, refundAmt: 0, netAmt: 0, avgOrderAmt: 0, newMemberCnt: 0 };
const day = (orderCnt: number, payAmt: number, refundAmt: number, newMemberCnt = 0) => ({
  orderCnt,
  payAmt,
  refundAmt,
  netAmt: payAmt - refundAmt,
  avgOrderAmt: orderCnt === 0 ? 0 : payAmt / orderCnt,
  newMemberCnt,
});

describe('/ops/v1/reports/sales', () => {
  it('counts each payment and refund on its own Korean day, against the same weekday of the week before', async () => {
    const report = await salesReport({ from: '2026-11-02', to: '2026-11-08', grouping: 'day' });
    expect(report).toMatchObject({ from: '2026-11-02', to: '2026-11-08', previousFrom: '2026-10-26', previousTo: '2026-11-01' });
    expect(report.buckets.map(({ from, to, current, previous }) => [from, to, current, previous])).toEqual([
      ['2026-11-02', '2026-11-02', zero, zero],
      ['2026-11-03', '2026-11-03', day(1, 17600, 0, 1), zero],
      // Wednesday: the cream, and Tuesday's toner given back after midnight; the lip set of the Wednesday before.
      ['2026-11-04', '2026-11-04', day(1, 30000, 17600, 1), day(1, 25000, 0)],
      ['2026-11-05', '2026-11-05', day(1, 35200, 0), zero],
      // Friday: one of Thursday's two toners given back, and nothing sold: 순매출 below zero.
      ['2026-11-06', '2026-11-06', day(0, 0, 17600), day(0, 0, 0, 1)],
      ['2026-11-07', '2026-11-07', zero, zero],
      ['2026-11-08', '2026-11-08', day(1, 30000, 0), zero],
    ]);
    // 17,600 + 30,000 + 35,200 + 30,000 = 112,800원 over 4 orders (객단가 28,200원); two refunds of 17,600원.
    expect(report.total).toEqual({
      current: { orderCnt: 4, payAmt: 112800, refundAmt: 35200, netAmt: 77600, avgOrderAmt: 28200, newMemberCnt: 2 },
      previous: { orderCnt: 1, payAmt: 25000, refundAmt: 0, netAmt: 25000, avgOrderAmt: 25000, newMemberCnt: 1 },
    });
  });

  it('splits the money by channel and by payment method, a refund under its order’s', async () => {
    const report = await salesReport({ from: '2026-11-02', to: '2026-11-08' });
    const none = { orderCnt: 0, payAmt: 0, refundAmt: 0, netAmt: 0 };
    const money = (orderCnt: number, payAmt: number, refundAmt: number) => ({ orderCnt, payAmt, refundAmt, netAmt: payAmt - refundAmt });
    expect(report.byChannel).toEqual([
      // PC: Tuesday's toner (given back) and Sunday's cream.
      { channel: 'PC', current: money(2, 47600, 17600), previous: none },
      { channel: 'MOBILE_WEB', current: money(1, 35200, 17600), previous: none },
      { channel: 'APP', current: money(1, 30000, 0), previous: none },
      { channel: 'UNKNOWN', current: none, previous: money(1, 25000, 0) },
    ]);
    expect(report.byPayMethod).toEqual([
      { payMethod: 'CARD', current: money(2, 52800, 35200), previous: none },
      { payMethod: 'TOSSPAY', current: money(1, 30000, 0), previous: none },
      { payMethod: 'NAVERPAY', current: none, previous: money(1, 25000, 0) },
      { payMethod: 'KAKAOPAY', current: money(1, 30000, 0), previous: none },
    ]);
  });

  it('groups by Monday-to-Sunday week and by calendar month, cutting the first and last to the period', async () => {
    // Thursday 10-29 to Sunday 11-08: 11 days; the period before is 10-18 to 10-28.
    const money = ({ from, to, current, previous }: SalesReport['buckets'][number]) => ({
      from,
      to,
      current: [current.orderCnt, current.payAmt, current.refundAmt, current.newMemberCnt],
      previous: [previous.orderCnt, previous.payAmt, previous.refundAmt, previous.newMemberCnt],
    });
    const weeks = await salesReport({ from: '2026-10-29', to: '2026-11-08', grouping: 'week' });
    expect(weeks.buckets.map(money)).toEqual([
      { from: '2026-10-29', to: '2026-11-01', current: [0, 0, 0, 1], previous: [0, 0, 0, 0] },
      // 10-25 and 10-28 shifted by 11 days land on 11-05 and 11-08.
      { from: '2026-11-02', to: '2026-11-08', current: [4, 112800, 35200, 2], previous: [2, 42600, 0, 0] },
    ]);
    const months = await salesReport({ from: '2026-10-29', to: '2026-11-08', grouping: 'month' });
    expect(months.buckets.map(money)).toEqual([
      { from: '2026-10-29', to: '2026-10-31', current: [0, 0, 0, 1], previous: [0, 0, 0, 0] },
      { from: '2026-11-01', to: '2026-11-08', current: [4, 112800, 35200, 2], previous: [2, 42600, 0, 0] },
    ]);
  });

  it('refuses a period it cannot report, with the reason', async () => {
    const refusal = async (body: object) => {
      const response = await callOps('reports/sales', body);
      return { status: response.status, ...((await response.json()) as object) };
    };
    expect(await refusal({ from: '2026-11-08', to: '2026-11-02' })).toMatchObject({ status: 400, code: 'REPORT_PERIOD_INVALID', message: '시작일이 종료일보다 늦습니다.' });
    expect(await refusal({ from: '2025-01-01', to: '2026-01-02' })).toMatchObject({ status: 400, message: '기간은 366일(1년)까지 고를 수 있습니다.' });
    expect(await refusal({ from: '2026-11-01', to: '2999-01-01' })).toMatchObject({ status: 400, message: '오늘 이후의 날짜는 고를 수 없습니다.' });
    expect(await refusal({ from: '2026-02-30', to: '2026-03-01' })).toMatchObject({ status: 400, message: '날짜는 2026-11-25처럼 보내 주세요.' });
    expect(await refusal({ from: '2026-11-01' })).toMatchObject({ status: 400, code: 'INVALID_INPUT', fields: { days: 'days(최근 7·30·90일) 또는 from과 to(기간)를 보내 주세요.' } });
    expect(await refusal({ days: 14 })).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
  });

  it('answers the last 7 days up to today', async () => {
    const report = await salesReport({ days: 7 });
    expect(report.buckets).toHaveLength(7);
    expect(report.buckets.at(-1)!.to).toBe(new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10));
  });
});

describe('/ops/v1/reports/best-products', () => {
  it('ranks products by 순매출 and by units, each less what was given back in the period, with the stock left', async () => {
    const best = await opsData<BestProducts>(await callOps('reports/best-products', { from: '2026-11-02', to: '2026-11-08' }));
    // Creams: Wednesday's and Sunday's, 60,000원. Toners: 3 sold, 2 given back (Tuesday's after
    // midnight and one of Thursday's): 1 unit, 17,600원. The lip sets fell outside the week.
    // Stock: each option started at 100; 98 creams left, 100 − 4 toners sold + 2 given back = 98.
    const cream = { inmPrdNo: '100000002', qty: 2, netAmt: 60000, stock: 98 };
    const toner = { inmPrdNo: '100000001', qty: 1, netAmt: 17600, stock: 98 };
    expect(best.byNetAmt).toMatchObject([cream, toner]);
    expect(best.byQty).toMatchObject([cream, toner]);
    expect(best.byNetAmt[0].prdNm).not.toBe('');
  });
});

describe('/ops/v1/today', () => {
  it("counts the day's orders and 결제 금액 as 매출 리포트 counts today, a cancelled order's payment included", async () => {
    const { incsNo } = await newMember(0);
    await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }] });
    const { ordNo } = await seedPaidOrder({ incsNo, lines: [{ option: OPT.LIP_SET, qty: 1 }] });
    await refundOrder(env.DB, env, { ordNo, reason: '고객 주문취소', idempotencyKey: 'today-cancel', now: Date.now() });
    const today = await opsData<{ day: string; orderCnt: number; salesAmt: number }>(await callOps('today', {}));
    const report = await salesReport({ from: today.day, to: today.day, grouping: 'day' });
    expect(report.total.current.orderCnt).toBeGreaterThanOrEqual(2);
    expect({ orderCnt: today.orderCnt, salesAmt: today.salesAmt }).toEqual({ orderCnt: report.total.current.orderCnt, salesAmt: report.total.current.payAmt });
  });
});
