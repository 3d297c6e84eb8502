import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedOrder, OrderSheet } from '#shared/schemas/order-calls';
import { expectJson } from '#edge/testing/gateway-call';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { buyNowOrder, dataOf, newOrderMember, postOrder, setStock, stockOf, type TestMember } from './order-test-support';

const MINUTE = 60_000;
const TONER_SOLD_OUT = { code: 'SOLD_OUT', message: '품절된 상품입니다: 녹차숍 제주 녹차 토너 (기획세트 150ml + 미니 증정)' };

beforeAll(() => seedFixtureCatalog(env.DB));
beforeEach(() => setStock(OPT.TONER_SET, 2));

let keys = 0;
const newKey = () => `key-hold-${String((keys += 1)).padStart(4, '0')}`;
const sheetFor = (member: TestMember) => postOrder('getOrderSheet', { source: 'BUY_NOW', items: [{ inmOptnPrdNo: OPT.TONER_SET, qty: 1 }] }, member.token);

/** A member's unpaid order of the last two toners, placed `minutesAgo` minutes ago. */
async function heldOrder(minutesAgo: number): Promise<string> {
  const holder = await newOrderMember(0);
  const order = await dataOf<CreatedOrder>(postOrder('createOrder', buyNowOrder(holder, OPT.TONER_SET, 2, 35200), holder.token, newKey()));
  await env.DB.prepare('UPDATE orders SET ordered_at = ? WHERE ord_no = ?')
    .bind(Date.now() - minutesAgo * MINUTE, order.ordNo)
    .run();
  return order.ordNo;
}

const statusOf = async (ordNo: string) => (await env.DB.prepare('SELECT status FROM orders WHERE ord_no = ?').bind(ordNo).first<{ status: string }>())?.status;

describe('an unpaid checkout’s hold at checkout', () => {
  it('keeps the stock for 9 minutes: another shopper finds it sold out', async () => {
    const ordNo = await heldOrder(9);
    const shopper = await newOrderMember(0);
    await expectJson(await sheetFor(shopper), 409, TONER_SOLD_OUT);
    await expectJson(await postOrder('createOrder', buyNowOrder(shopper, OPT.TONER_SET, 1, 20100), shopper.token, newKey()), 409, TONER_SOLD_OUT);
    expect(await statusOf(ordNo)).toBe('PAYMENT_PENDING');
    expect(await stockOf(OPT.TONER_SET)).toBe(0);
  });

  it('gives the stock back after 10 minutes as soon as another shopper’s checkout asks for it, before the cron runs', async () => {
    const ordNo = await heldOrder(11);
    const shopper = await newOrderMember(0);
    const sheet = await dataOf<OrderSheet>(sheetFor(shopper));
    expect(sheet.lines).toEqual([expect.objectContaining({ inmOptnPrdNo: OPT.TONER_SET, qty: 1 })]);
    expect(await statusOf(ordNo)).toBe('ABANDONED');
    expect(await stockOf(OPT.TONER_SET)).toBe(2);
    await dataOf(postOrder('createOrder', buyNowOrder(shopper, OPT.TONER_SET, 1, 20100), shopper.token, newKey()));
    expect(await stockOf(OPT.TONER_SET)).toBe(1);
  });

  it('gives it back at createOrder too, for a shopper who opened the sheet before the hold ended', async () => {
    const ordNo = await heldOrder(11);
    const shopper = await newOrderMember(0);
    await dataOf(postOrder('createOrder', buyNowOrder(shopper, OPT.TONER_SET, 2, 35200), shopper.token, newKey()));
    expect(await statusOf(ordNo)).toBe('ABANDONED');
    expect(await stockOf(OPT.TONER_SET)).toBe(0);
  });
});
