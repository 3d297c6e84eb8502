import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPT } from '../gateway/cart/cart-test-support';
import { seedFixtureCatalog } from '../gateway/display/test-catalog';
import { newMember, seedPaidOrder } from '../gateway/order-history/order-test-support';
import { auditTrail, callOps } from '../testing/ops-call';
import { ops } from './index';

const app = new Hono().route('/ops', ops);

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare('UPDATE product_options SET stock = 100 WHERE inm_optn_prd_no = ?').bind(OPT.CREAM).run();
});

async function statusOf(ordNo: string): Promise<{ status: string; tracking_no: string | null; carrier_cd: string | null } | null> {
  return env.DB.prepare('SELECT status, tracking_no, carrier_cd FROM orders WHERE ord_no = ?').bind(ordNo).first();
}

async function paidOrder(): Promise<string> {
  const { incsNo } = await newMember();
  return (await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }] })).ordNo;
}

describe('POST /ops/v1/orders/status', () => {
  it('moves an order through every operator status, SHIPPING with its tracking number', async () => {
    const ordNo = await paidOrder();
    const prepare = await callOps('orders/status', { ordNo, status: 'PREPARING' });
    expect(prepare.status).toBe(200);
    expect(await prepare.json()).toEqual({
      data: { ordNo, status: 'PREPARING', statusNm: '상품준비중', trackingNo: null, carrierCd: null, statusChangedDttm: expect.stringMatching(/^\d{14}$/) },
    });
    // `npm run ops` sends a numeric tracking number as a number.
    expect(await (await callOps('orders/status', { ordNo, status: 'SHIPPING', trackingNo: 684312345678, carrierCd: 'CJ' })).json()).toMatchObject({
      data: { statusNm: '배송중', trackingNo: '684312345678', carrierCd: 'CJ' },
    });
    expect(await (await callOps('orders/status', { ordNo, status: 'DELIVERED' })).json()).toMatchObject({
      data: { statusNm: '배송완료', trackingNo: '684312345678', carrierCd: 'CJ' },
    });
    expect(await (await callOps('orders/status', { ordNo, status: 'CONFIRMED' })).json()).toMatchObject({ data: { statusNm: '구매확정' } });
    expect(await statusOf(ordNo)).toEqual({ status: 'CONFIRMED', tracking_no: '684312345678', carrier_cd: 'CJ' });
  });

  it('writes each move to the audit log with the status, tracking number and carrier before and after', async () => {
    const ordNo = await paidOrder();
    await callOps('orders/status', { ordNo, status: 'PREPARING' });
    await callOps('orders/status', { ordNo, status: 'SHIPPING', trackingNo: '6012-3456-78901', carrierCd: 'EPOST' });
    await callOps('orders/status', { ordNo, status: 'DELIVERED' });
    await callOps('orders/status', { ordNo, status: 'CONFIRMED' });
    expect((await callOps('orders/status', { ordNo, status: 'SHIPPING', trackingNo: '6012345678902', carrierCd: 'EPOST' })).status).toBe(409);
    const move = (before: string, after: string) => ({ action: '/v1/orders/status', before, after });
    const none = '"tracking_no":null,"carrier_cd":null';
    const epost = '"tracking_no":"6012345678901","carrier_cd":"EPOST"';
    expect(await auditTrail(`order:${ordNo}`)).toEqual([
      move(`{"status":"PAID",${none}}`, `{"status":"PREPARING",${none}}`),
      move(`{"status":"PREPARING",${none}}`, `{"status":"SHIPPING",${epost}}`),
      move(`{"status":"SHIPPING",${epost}}`, `{"status":"DELIVERED",${epost}}`),
      move(`{"status":"DELIVERED",${epost}}`, `{"status":"CONFIRMED",${epost}}`),
    ]);
  });

  it('ships only with a carrier the shop knows and a number of that carrier’s form, changing nothing otherwise', async () => {
    const ordNo = await paidOrder();
    await callOps('orders/status', { ordNo, status: 'PREPARING' });
    const refusals = [
      [{ trackingNo: '684312345678' }, { carrierCd: '송장번호와 함께 택배사(carrierCd)를 골라 주세요.' }],
      [
        { trackingNo: '684312345678', carrierCd: 'DHL' },
        { carrierCd: 'carrierCd(택배사)는 CJ(CJ대한통운), LOTTE(롯데택배), HANJIN(한진택배), EPOST(우체국택배), LOGEN(로젠택배) 중 하나여야 합니다.' },
      ],
      [{ trackingNo: '68431234567', carrierCd: 'CJ' }, { trackingNo: 'CJ대한통운 송장번호는 숫자 10자리 또는 12자리입니다.' }],
      [{ trackingNo: '684312345678', carrierCd: 'LOGEN' }, { trackingNo: '로젠택배 송장번호는 숫자 11자리입니다.' }],
    ] as const;
    for (const [parcel, fields] of refusals) {
      const answer = await callOps('orders/status', { ordNo, status: 'SHIPPING', ...parcel });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.', fields });
    }
    const carrierOnly = await callOps('orders/status', { ordNo, status: 'SHIPPING', carrierCd: 'CJ' });
    expect(await carrierOnly.json()).toEqual({
      code: 'TRACKING_NO_REQUIRED',
      message: '배송중으로 변경하려면 택배사(carrierCd)와 송장번호(trackingNo)가 필요합니다.',
    });
    expect(await statusOf(ordNo)).toEqual({ status: 'PREPARING', tracking_no: null, carrier_cd: null });
    expect(await auditTrail(`order:${ordNo}`)).toHaveLength(1);
  });

  it('refuses illegal moves with a Korean 409 and changes nothing', async () => {
    const ordNo = await paidOrder();
    for (const status of ['SHIPPING', 'DELIVERED', 'CONFIRMED', 'CANCELLED', 'PAID', 'ABANDONED']) {
      const answer = await callOps('orders/status', { ordNo, status, trackingNo: '684312345678', carrierCd: 'CJ' });
      expect(answer.status).toBe(409);
      expect(await answer.json()).toMatchObject({ code: 'ORDER_STATUS_MOVE_ILLEGAL' });
    }
    const skip = await callOps('orders/status', { ordNo, status: 'DELIVERED' });
    expect(await skip.json()).toEqual({
      code: 'ORDER_STATUS_MOVE_ILLEGAL',
      message: '결제완료(PAID)에서 배송완료(DELIVERED)로 변경할 수 없습니다. 다음 단계는 상품준비중(PREPARING)입니다.',
    });
    await callOps('orders/status', { ordNo, status: 'PREPARING' });
    const noTracking = await callOps('orders/status', { ordNo, status: 'SHIPPING' });
    expect(noTracking.status).toBe(400);
    expect(await noTracking.json()).toEqual({
      code: 'TRACKING_NO_REQUIRED',
      message: '배송중으로 변경하려면 택배사(carrierCd)와 송장번호(trackingNo)가 필요합니다.',
    });
    expect(await statusOf(ordNo)).toEqual({ status: 'PREPARING', tracking_no: null, carrier_cd: null });
    await env.DB.prepare("UPDATE orders SET status = 'CANCELLED' WHERE ord_no = ?").bind(ordNo).run();
    expect(await (await callOps('orders/status', { ordNo, status: 'SHIPPING', trackingNo: '684312345678', carrierCd: 'CJ' })).json()).toMatchObject({
      message: '취소완료(CANCELLED)에서 배송중(SHIPPING)으로 변경할 수 없습니다. 이 상태에서는 운영자가 변경할 수 없습니다.',
    });
  });

  it('answers 404 for an unknown order and 400 for a bad body', async () => {
    expect(await (await callOps('orders/status', { ordNo: 'NOPE', status: 'PREPARING' })).json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const bad = await callOps('orders/status', { ordNo: 'NOPE', status: 'SOMEWHERE' });
    expect(bad.status).toBe(400);
  });

  it('refuses a missing or wrong operator key with 401, changing nothing', async () => {
    const ordNo = await paidOrder();
    for (const key of [null, 'wrong-key', '']) {
      const answer = await callOps('orders/status', { ordNo, status: 'PREPARING' }, key);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ code: 'OPERATOR_KEY_REQUIRED', message: '운영자 키가 필요합니다.' });
    }
    expect(await (await callOps('orders/list', {}, 'wrong-key')).json()).toMatchObject({ code: 'OPERATOR_KEY_REQUIRED' });
    expect((await statusOf(ordNo))?.status).toBe('PAID');
  });
});

describe('POST /ops/v1/orders/list and expire-pending', () => {
  it('lists orders by status with the next legal move', async () => {
    const ordNo = await paidOrder();
    const answer = (await (await callOps('orders/list', { status: 'PAID', limit: 500 })).json()) as {
      data: { ordNo: string; nextStatus: string; statusNm: string }[];
    };
    expect(answer.data.find((order) => order.ordNo === ordNo)).toMatchObject({ statusNm: '결제완료', nextStatus: 'PREPARING', custNm: '김녹차' });
    expect(answer.data.every((order) => order.statusNm === '결제완료')).toBe(true);
    expect((await callOps('orders/list', { status: 'NOPE' })).status).toBe(400);
  });

  it('abandons unpaid orders older than 10 minutes and gives their stock back', async () => {
    const { incsNo } = await newMember();
    const stale = await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 2 }], orderedAt: Date.now() - 11 * 60_000 });
    const fresh = await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }] });
    await env.DB.prepare("UPDATE orders SET status = 'PAYMENT_PENDING' WHERE ord_no IN (?, ?)").bind(stale.ordNo, fresh.ordNo).run();
    const stock = async () =>
      (await env.DB.prepare('SELECT stock FROM product_options WHERE inm_optn_prd_no = ?').bind(OPT.CREAM).first<{ stock: number }>())?.stock ?? 0;
    const before = await stock();
    expect(await (await callOps('orders/expire-pending', {})).json()).toEqual({ data: { abandonedCnt: 1 } });
    expect((await statusOf(stale.ordNo))?.status).toBe('ABANDONED');
    expect((await statusOf(fresh.ordNo))?.status).toBe('PAYMENT_PENDING');
    expect(await stock()).toBe(before + 2);
  });
});

describe('the operator API frame', () => {
  it('names each refused field in Korean and writes nothing', async () => {
    const ordNo = await paidOrder();
    const answer = await callOps('orders/status', { ordNo, status: 'SHIPPING', trackingNo: '12', carrierCd: 'HANJIN' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { trackingNo: '한진택배 송장번호는 숫자 10자리 또는 12자리입니다.' },
    });
    expect(await statusOf(ordNo)).toEqual({ status: 'PAID', tracking_no: null, carrier_cd: null });
  });

  it('publishes its own OpenAPI document, apart from the shop’s', async () => {
    const document = (await (await app.request('https://shop.example/ops/openapi.json', {}, env)).json()) as {
      info: { title: string };
      servers: { url: string }[];
      paths: Record<string, { post?: { security: unknown } }>;
    };
    expect(document.info.title).toBe('녹차숍 운영자 API');
    expect(document.servers).toEqual([{ url: '/ops' }]);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v1/orders/status', '/v1/claims/status', '/v1/customers/points']));
    expect(document.paths['/v1/orders/status'].post?.security).toEqual([{ operatorKey: [] }]);
  });
});
