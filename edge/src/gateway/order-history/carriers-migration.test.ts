import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARRIERS } from '#shared/order/carriers';
import { inboxInsert } from '../mypage/inbox';
import { callGateway } from '#edge/testing/gateway-call';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { newMember, postOrder, seedPaidOrder } from './order-test-support';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare('UPDATE product_options SET stock = 100 WHERE inm_optn_prd_no = ?').bind(OPT.CREAM).run();
});

/** Migration 0048's statements that give rows from before it their carrier. */
const backfill = () => {
  const migration = env.TEST_MIGRATIONS.find((candidate) => candidate.name.startsWith('0048_'))!;
  return migration.queries.filter((query) => query.trimStart().startsWith('UPDATE'));
};

describe('carriers in D1', () => {
  it('holds the same codes and names as the shared table, and no order stores another', async () => {
    const { results } = await env.DB.prepare('SELECT carrier_cd, carrier_nm FROM carriers ORDER BY rowid').all();
    expect(results).toEqual(Object.values(CARRIERS).map(({ carrierCd, carrierNm }) => ({ carrier_cd: carrierCd, carrier_nm: carrierNm })));
    const { incsNo } = await newMember();
    const { ordNo } = await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }], status: 'SHIPPING' });
    await expect(env.DB.prepare("UPDATE orders SET carrier_cd = 'DHL' WHERE ord_no = ?").bind(ordNo).run()).rejects.toThrow(/FOREIGN KEY/);
  });

  it('gives an order and its shipping message from before carriers CJ대한통운, so both link to its tracking page', async () => {
    const { incsNo, token } = await newMember();
    const { ordNo } = await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }], status: 'SHIPPING' });
    await env.DB.prepare("UPDATE orders SET tracking_no = '684312345678', carrier_cd = NULL WHERE ord_no = ?").bind(ordNo).run();
    const body = '녹차 크림 (송장번호 684312345678)';
    await inboxInsert(env.DB, incsNo, { kind: 'ORDER', title: '주문하신 상품이 출발했습니다', body, link: `/kr/ko/or/order/detail?ordNo=${ordNo}` }).run();
    await inboxInsert(env.DB, incsNo, { kind: 'NOTICE', title: '공지', body: '본문', link: '/kr/ko/cu/support/notice?ordNo=1' }).run();
    await env.DB.batch(backfill().map((query) => env.DB.prepare(query)));

    const shipment = {
      carrierCd: 'CJ',
      carrierNm: 'CJ대한통운',
      trackingNo: '684312345678',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=684312345678',
    };
    const detail = (await (await postOrder('getOrderDetail', { ordNo }, token)).json()) as { data: { delivery: { shipment: unknown } } };
    expect(detail.data.delivery.shipment).toEqual(shipment);
    const inbox = (await (await callGateway('POST', '/cu/mypage/v1/getInbox', { token, body: '{}' })).json()) as {
      data: { items: { title: string; shipment: unknown }[] };
    };
    expect(inbox.data.items.map((item) => [item.title, item.shipment])).toEqual(
      expect.arrayContaining([
        ['주문하신 상품이 출발했습니다', shipment],
        ['공지', null],
      ]),
    );
  });
});
