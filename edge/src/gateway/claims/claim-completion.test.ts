import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '#shared/schemas/claim-calls';
import { expectJson } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from '../display/test-catalog';
import { claimRows, newClaimMember, okData, PICKUP, pointsOf, postClaim, postOps, seedOrder } from './claim-test-support';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

const error = (code: string, message: string) => ({ code, message });
let keys = 0;
const nextKey = () => `complete-key-${(keys += 1)}`;

async function requestClaim(verb: 'requestReturn' | 'requestExchange', token: string, body: object): Promise<Claim> {
  return okData<Claim>(postClaim(verb, { pickup: PICKUP, reasonCd: 'DEFECTIVE', ...body }, token, nextKey()));
}

/** A new member and a delivered order of theirs. */
async function memberWithOrder() {
  const { incsNo, token } = await newClaimMember();
  return { incsNo, token, order: await seedOrder(incsNo) };
}

/** The console moves claim `clmNo` to `status`; the claim as it is then. */
function moveClaim(clmNo: number, status: string): Promise<Claim> {
  return okData<Claim>(postOps('claims/status', { clmNo, status }));
}

async function orderState(ordNo: string) {
  const order = await env.DB.prepare('SELECT status FROM orders WHERE ord_no = ?').bind(ordNo).first<{ status: string }>();
  const payment = await env.DB.prepare('SELECT cancelled_amt, status FROM payments WHERE ord_no = ?').bind(ordNo).first();
  const provider = await env.DB.prepare('SELECT cancelled_amt, status FROM test_payments WHERE order_id = ?').bind(ordNo).first();
  return { status: order?.status, payment, provider };
}

/** Expects the order in `status`, its payment cancelled by `cancelledAmt` to `paymentStatus` in the shop's record and the provider's alike. */
async function expectOrderState(ordNo: string, status: string, cancelledAmt: number, paymentStatus: string): Promise<void> {
  const money = { cancelled_amt: cancelledAmt, status: paymentStatus };
  expect(await orderState(ordNo)).toEqual({ status, payment: money, provider: money });
}

async function stockOf(option: string): Promise<number> {
  return (await env.DB.prepare('SELECT stock FROM product_options WHERE inm_optn_prd_no = ?').bind(option).first<{ stock: number }>())?.stock ?? Number.NaN;
}

describe('POST /ops/v1/claims/status', () => {
  it('completes a return of the whole delivered order: payment cancelled, points and stock back, order RETURNED', async () => {
    const { incsNo, token, order } = await memberWithOrder();
    const stock = [await stockOf('20000000101'), await stockOf('20000000201')];
    const claim = await requestClaim('requestReturn', token, {
      ordNo: order.ordNo,
      lines: [
        { ordLineNo: order.tonerLine, qty: 2 },
        { ordLineNo: order.creamLine, qty: 1 },
      ],
    });
    await moveClaim(claim.clmNo, 'PICKING_UP');
    const done = await moveClaim(claim.clmNo, 'COMPLETED');
    expect(done).toMatchObject({ status: 'COMPLETED', statusNm: '완료', refundAmt: 58200, refundPt: 2000, completedAt: expect.stringMatching(/^\d{14}$/) });
    expect(await pointsOf(incsNo)).toBe(3000);
    await expectOrderState(order.ordNo, 'RETURNED', 58200, 'CANCELED');
    expect([await stockOf('20000000101'), await stockOf('20000000201')]).toEqual([stock[0] + 2, stock[1] + 1]);
    const list = await okData<{ claims: Claim[] }>(postClaim('getClaimList', { page: 1 }, token));
    expect(list.claims.map((row) => [row.clmNo, row.statusNm, row.refundAmt])).toEqual([[claim.clmNo, '완료', 58200]]);
  });

  it('completes a shopper-fault return of one unit with the fee taken off the refund; the order stays DELIVERED', async () => {
    const { incsNo, token, order } = await memberWithOrder();
    const claim = await requestClaim('requestReturn', token, {
      ordNo: order.ordNo,
      lines: [{ ordLineNo: order.tonerLine, qty: 1 }],
      reasonCd: 'CHANGE_OF_MIND',
    });
    expect(claim).toMatchObject({ refundAmt: 13750, refundPt: 0, returnShippingFee: 2500 });
    const done = await moveClaim(claim.clmNo, 'COMPLETED');
    expect(done).toMatchObject({ status: 'COMPLETED', refundAmt: 13750, refundPt: 0, returnShippingFee: 2500 });
    await expectOrderState(order.ordNo, 'DELIVERED', 13750, 'PARTIAL_CANCELED');
    expect(await pointsOf(incsNo)).toBe(1000);
  });

  it('completes an exchange: the order becomes EXCHANGED and no money moves', async () => {
    const { incsNo, token, order } = await memberWithOrder();
    const claim = await requestClaim('requestExchange', token, { ordNo: order.ordNo, lines: [{ ordLineNo: order.creamLine, qty: 1 }] });
    const done = await moveClaim(claim.clmNo, 'COMPLETED');
    expect(done).toMatchObject({ clmType: 'EXCHANGE', status: 'COMPLETED', refundAmt: 0 });
    await expectOrderState(order.ordNo, 'EXCHANGED', 0, 'DONE');
    expect(await pointsOf(incsNo)).toBe(1000);
  });

  it('rejects a claim; its lines can be claimed again', async () => {
    const { token, order } = await memberWithOrder();
    const claim = await requestClaim('requestReturn', token, { ordNo: order.ordNo, lines: [{ ordLineNo: order.creamLine, qty: 1 }] });
    expect(await moveClaim(claim.clmNo, 'REJECTED')).toMatchObject({ status: 'REJECTED', statusNm: '거부' });
    expect(await orderState(order.ordNo)).toMatchObject({ status: 'DELIVERED', payment: { cancelled_amt: 0 } });
    await requestClaim('requestReturn', token, { ordNo: order.ordNo, lines: [{ ordLineNo: order.creamLine, qty: 1 }] });
  });

  it('refuses illegal moves and unknown claims, and changes nothing', async () => {
    const { token, order } = await memberWithOrder();
    const claim = await requestClaim('requestReturn', token, { ordNo: order.ordNo, lines: [{ ordLineNo: order.creamLine, qty: 1 }] });
    await moveClaim(claim.clmNo, 'COMPLETED');
    const refused = async (body: unknown, status: number, expected: unknown) => {
      const before = await claimRows();
      await expectJson(await postOps('claims/status', body), status, expected);
      expect(await claimRows()).toEqual(before);
    };
    const notAllowed = error('CLAIM_STATUS_NOT_ALLOWED', '지금 상태에서는 이 처리를 할 수 없습니다.');
    await refused({ clmNo: claim.clmNo, status: 'COMPLETED' }, 409, notAllowed);
    await refused({ clmNo: claim.clmNo, status: 'REJECTED' }, 409, notAllowed);
    await refused({ clmNo: claim.clmNo, status: 'PICKING_UP' }, 409, notAllowed);
    await refused({ clmNo: 999999, status: 'COMPLETED' }, 404, error('CLAIM_NOT_FOUND', '신청 내역을 찾을 수 없습니다.'));
    await refused({ clmNo: claim.clmNo, status: 'DONE' }, 400, {
      ...error('INVALID_INPUT', '입력값을 확인해 주세요.'),
      fields: { status: 'status는 PICKING_UP, COMPLETED, REJECTED 중 하나여야 합니다.' },
    });
  });

  it('needs the operator key', async () => {
    const response = await Promise.resolve(
      (await import('#edge/ops/index')).ops.request('https://shop.example/v1/claims/list', { method: 'POST', body: '{}' }, env),
    );
    expect(response.status).toBe(401);
  });
});

describe('POST /ops/v1/claims/list', () => {
  it('lists claims newest first with whose they are, filtered by status', async () => {
    const { incsNo, token, order } = await memberWithOrder();
    const claim = await requestClaim('requestExchange', token, { ordNo: order.ordNo, lines: [{ ordLineNo: order.creamLine, qty: 1 }] });
    const listed = await okData<(Claim & { incsNo: number })[]>(postOps('claims/list', { status: 'REQUESTED', type: 'EXCHANGE' }));
    expect(listed[0]).toMatchObject({ clmNo: claim.clmNo, incsNo, status: 'REQUESTED' });
    expect(listed.every((row) => row.status === 'REQUESTED' && row.clmType === 'EXCHANGE')).toBe(true);
  });
});
