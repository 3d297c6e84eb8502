import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedOrder } from '#shared/schemas/order-calls';
import { expectJson, expectRefusedUnchanged } from '#edge/testing/gateway-call';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { buyNowOrder, dataOf, newOrderMember, postOrder, setStock, snapshot, stockOf, type TestMember } from './order-test-support';

/** The toner set's product (limit 5 in the fixture catalog). */
const TONER = '100000001';
const ONE_TONER = 20100;
const TWO_TONERS = 35200;
const TOO_MANY_UNPAID = {
  code: 'UNPAID_ORDERS_LIMIT',
  message:
    '결제하지 않은 주문이 3건 있어 새 주문을 만들 수 없습니다. 진행 중인 결제를 마치거나 결제창에서 취소한 뒤 다시 주문해 주세요. 결제하지 않은 주문은 10분이 지나면 자동으로 취소됩니다.',
};
const tonerLimit = (limit: number, held: number) => ({
  code: 'ORDER_MAX_QTY_EXCEEDED',
  message: `녹차숍 제주 녹차 토너 상품은 최대 ${limit}개까지 구매할 수 있고, 결제하지 않은 주문에 이미 ${held}개가 있습니다. 진행 중인 결제를 마치거나 결제창에서 취소한 뒤 다시 주문해 주세요. 결제하지 않은 주문은 10분이 지나면 자동으로 취소됩니다.`,
});

beforeAll(() => seedFixtureCatalog(env.DB));
beforeEach(async () => {
  await env.DB.prepare('UPDATE products SET max_buy_qty = 5 WHERE inm_prd_no = ?').bind(TONER).run();
  await setStock(OPT.TONER_SET, 12);
});

let keys = 0;
const newKey = () => `key-limit-${String((keys += 1)).padStart(4, '0')}`;
const buyToners = (member: TestMember, qty: number, amount: number) =>
  postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, qty, amount), member.token, newKey());

async function answers(calls: Promise<Response>[]): Promise<{ status: number; code?: string; message?: string }[]> {
  return Promise.all(
    (await Promise.all(calls)).map(async (answer) => {
      const body = (await answer.json()) as { code?: string; message?: string };
      return answer.status === 200 ? { status: 200 } : { status: answer.status, code: body.code, message: body.message };
    }),
  );
}

describe('one member’s unpaid checkouts', () => {
  it('lets 52 parallel buy-now calls of one member hold 3 units, leaving the rest to other shoppers', async () => {
    await setStock(OPT.TONER_SET, 52);
    const hoarder = await newOrderMember(0);
    const results = await answers(Array.from({ length: 52 }, () => buyToners(hoarder, 1, ONE_TONER)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(results.filter((result) => result.status !== 200)).toEqual(Array(49).fill({ status: 409, ...TOO_MANY_UNPAID }));
    expect(await stockOf(OPT.TONER_SET)).toBe(49);
    const pending = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE incs_no = ? AND status = 'PAYMENT_PENDING'").bind(hoarder.incsNo).first();
    expect(pending).toEqual({ n: 3 });
    const other = await newOrderMember(0);
    await dataOf(buyToners(other, 2, TWO_TONERS));
    expect(await stockOf(OPT.TONER_SET)).toBe(47);
  }, 20_000); // 52 whole checkouts at once: more than the default 5 s on a busy machine.

  it('refuses a 4th open checkout, of any product, with a Korean 409 that changes nothing, until one of the three ends', async () => {
    const member = await newOrderMember(5000);
    const first = await dataOf<CreatedOrder>(buyToners(member, 1, ONE_TONER));
    await dataOf(postOrder('createOrder', buyNowOrder(member, OPT.CREAM, 1, 30000), member.token, newKey()));
    await dataOf(postOrder('createOrder', buyNowOrder(member, OPT.LIP_SET, 1, 27500), member.token, newKey()));
    const before = await snapshot(member.incsNo);
    await expectJson(await buyToners(member, 1, ONE_TONER), 409, TOO_MANY_UNPAID);
    await expectJson(
      await postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 19100, { usePt: 1000 }), member.token, newKey()),
      409,
      TOO_MANY_UNPAID,
    );
    expect(await snapshot(member.incsNo)).toEqual(before);
    // 결제창에서 취소: the payment window's fail URL abandons the first, and there is room again.
    await dataOf(postOrder('abandonOrder', { ordNo: first.ordNo, code: 'PAY_PROCESS_CANCELED' }, member.token));
    await dataOf(buyToners(member, 1, ONE_TONER));
  });

  it('counts what the member’s unpaid orders hold of a product against its limit', async () => {
    const member = await newOrderMember(0);
    await dataOf(buyToners(member, 2, TWO_TONERS));
    // 2 held + 4 wanted > 5, with room for more orders: the product's limit refuses it.
    await expectRefusedUnchanged(
      () => snapshot(member.incsNo),
      () => buyToners(member, 4, 70400),
      409,
      tonerLimit(5, 2),
    );
    await dataOf(buyToners(member, 3, 52800));
    await expectJson(await buyToners(member, 1, ONE_TONER), 409, tonerLimit(5, 5));
  });

  it('refuses a 4th unit after three unpaid orders of one each with the product’s limit message', async () => {
    await env.DB.prepare('UPDATE products SET max_buy_qty = 3 WHERE inm_prd_no = ?').bind(TONER).run();
    const member = await newOrderMember(0);
    for (let order = 0; order < 3; order += 1) await dataOf(buyToners(member, 1, ONE_TONER));
    await expectJson(await buyToners(member, 1, ONE_TONER), 409, tonerLimit(3, 3));
    expect(await stockOf(OPT.TONER_SET)).toBe(9);
  });

  it('holds the product’s limit when one member’s orders race', async () => {
    const member = await newOrderMember(0);
    const results = await answers(Array.from({ length: 6 }, () => buyToners(member, 2, TWO_TONERS)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(2);
    expect(results.filter((result) => result.status !== 200)).toEqual(Array(4).fill({ status: 409, ...tonerLimit(5, 4) }));
    expect(await stockOf(OPT.TONER_SET)).toBe(8);
  });

  it('keeps other members out of the count', async () => {
    const first = await newOrderMember(0);
    for (let order = 0; order < 3; order += 1) await dataOf(buyToners(first, 1, ONE_TONER));
    const second = await newOrderMember(0);
    await dataOf(buyToners(second, 1, ONE_TONER));
    expect(await stockOf(OPT.TONER_SET)).toBe(8);
  });
});
