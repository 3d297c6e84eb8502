import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BottleCollection, BottleList } from '#shared/schemas/claim-calls';
import { expectJson, expectRefusedUnchanged } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from '../display/test-catalog';
import { pointsPerBottle } from './claim-rules';
import { claimRows, newClaimMember, okData, pointsOf, postClaim, postOps, seedOrder } from './claim-test-support';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

const error = (code: string, message: string) => ({ code, message });

const expectRefused = (call: () => Promise<Response>, status: number, body: unknown) => expectRefusedUnchanged(claimRows, call, status, body);

async function bottleLedger(incsNo: number) {
  return (await env.DB.prepare("SELECT delta, reason, ord_no FROM point_history WHERE incs_no = ? AND reason = 'BOTTLE'").bind(incsNo).all()).results;
}

describe('POST /api/or/claim/v1/requestBottleCollection', () => {
  it('takes a delivered or a confirmed order of the caller, once per order', async () => {
    const { incsNo, token } = await newClaimMember();
    const delivered = await seedOrder(incsNo, 'DELIVERED');
    const confirmed = await seedOrder(incsNo, 'CONFIRMED');
    const first = await okData<BottleCollection>(postClaim('requestBottleCollection', { ordNo: delivered.ordNo, bottleCnt: 3 }, token));
    expect(first).toEqual({
      id: expect.any(Number),
      ordNo: delivered.ordNo,
      orderNm: '녹차 토너 기획세트 외 1건',
      bottleCnt: 3,
      status: 'REQUESTED',
      statusNm: '신청',
      earnPt: 1500,
      requestedAt: expect.stringMatching(/^\d{14}$/),
      confirmedAt: null,
    });
    await okData(postClaim('requestBottleCollection', { ordNo: confirmed.ordNo, bottleCnt: 20 }, token));
    await expectRefused(
      () => postClaim('requestBottleCollection', { ordNo: delivered.ordNo, bottleCnt: 1 }, token),
      409,
      error('BOTTLE_ALREADY_REQUESTED', '이 주문으로 이미 공병 수거를 신청하셨습니다.'),
    );
    expect(await pointsOf(incsNo)).toBe(1000);
  });

  it.each(['PAID', 'SHIPPING', 'CANCELLED', 'RETURNED'])('refuses an order in %s with 409 and writes nothing', async (status) => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo, status);
    await expectRefused(
      () => postClaim('requestBottleCollection', { ordNo: order.ordNo, bottleCnt: 2 }, token),
      409,
      error('BOTTLE_ORDER_NOT_ELIGIBLE', '배송완료 또는 구매확정된 주문만 공병 수거를 신청할 수 있습니다.'),
    );
  });

  it("refuses a guest, another member's order and a count outside 1–20", async () => {
    const owner = await newClaimMember();
    const other = await newClaimMember();
    const order = await seedOrder(owner.incsNo);
    await expectRefused(() => postClaim('requestBottleCollection', { ordNo: order.ordNo, bottleCnt: 2 }), 401, error('LOGIN_REQUIRED', '로그인이 필요합니다.'));
    await expectRefused(
      () => postClaim('requestBottleCollection', { ordNo: order.ordNo, bottleCnt: 2 }, other.token),
      404,
      error('CLAIM_ORDER_NOT_FOUND', '주문을 찾을 수 없습니다.'),
    );
    for (const [bottleCnt, message] of [
      [0, '공병은 1개 이상 신청해 주세요.'],
      [21, '공병은 한 번에 20개까지 신청할 수 있습니다.'],
    ] as const) {
      await expectRefused(() => postClaim('requestBottleCollection', { ordNo: order.ordNo, bottleCnt }, owner.token), 400, {
        code: 'INVALID_INPUT',
        message: '입력값을 확인해 주세요.',
        fields: { bottleCnt: message },
      });
    }
  });
});

describe('POST /api/or/claim/v1/getBottleCollectionList', () => {
  it('answers the history, the orders still open for a pickup, and the rate', async () => {
    const { incsNo, token } = await newClaimMember();
    const asked = await seedOrder(incsNo, 'DELIVERED');
    const open = await seedOrder(incsNo, 'CONFIRMED');
    await seedOrder(incsNo, 'SHIPPING');
    await okData(postClaim('requestBottleCollection', { ordNo: asked.ordNo, bottleCnt: 2 }, token));
    const list = await okData<BottleList>(postClaim('getBottleCollectionList', {}, token));
    expect(list.pointsPerBottle).toBe(500);
    expect(list.collections.map((row) => [row.ordNo, row.statusNm, row.earnPt])).toEqual([[asked.ordNo, '신청', 1000]]);
    expect(list.eligibleOrders.map((row) => [row.ordNo, row.statusNm])).toEqual([[open.ordNo, '구매확정']]);
    await expectJson(await postClaim('getBottleCollectionList', {}), 401, error('LOGIN_REQUIRED', '로그인이 필요합니다.'));
  });
});

describe('POST /ops/v1/bottles/status', () => {
  it('credits bottles × 500 points once, in the ledger too, however often it is confirmed', async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    const asked = await okData<BottleCollection>(postClaim('requestBottleCollection', { ordNo: order.ordNo, bottleCnt: 4 }, token));
    expect(await okData(postOps('bottles/status', { id: asked.id, status: 'COLLECTED' }))).toMatchObject({ status: 'COLLECTED', statusNm: '수거완료' });
    const answers = await Promise.all([
      postOps('bottles/status', { id: asked.id, status: 'CONFIRMED' }),
      postOps('bottles/status', { id: asked.id, status: 'CONFIRMED' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await pointsOf(incsNo)).toBe(1000 + 4 * 500);
    expect(await bottleLedger(incsNo)).toEqual([{ delta: 2000, reason: 'BOTTLE', ord_no: order.ordNo }]);
    const list = await okData<BottleList>(postClaim('getBottleCollectionList', {}, token));
    expect(list.collections[0]).toMatchObject({ status: 'CONFIRMED', statusNm: '적립완료', earnPt: 2000, confirmedAt: expect.stringMatching(/^\d{14}$/) });
    await expectRefused(
      () => postOps('bottles/status', { id: asked.id, status: 'REJECTED' }),
      409,
      error('BOTTLE_STATUS_NOT_ALLOWED', '지금 상태에서는 이 처리를 할 수 없습니다.'),
    );
  });

  it('rejects without points, and refuses unknown collections', async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    const asked = await okData<BottleCollection>(postClaim('requestBottleCollection', { ordNo: order.ordNo, bottleCnt: 2 }, token));
    expect(await okData(postOps('bottles/status', { id: asked.id, status: 'REJECTED' }))).toMatchObject({ status: 'REJECTED', statusNm: '반려', earnPt: 0 });
    await expectRefused(
      () => postOps('bottles/status', { id: asked.id, status: 'CONFIRMED' }),
      409,
      error('BOTTLE_STATUS_NOT_ALLOWED', '지금 상태에서는 이 처리를 할 수 없습니다.'),
    );
    await expectRefused(
      () => postOps('bottles/status', { id: 999999, status: 'CONFIRMED' }),
      404,
      error('BOTTLE_NOT_FOUND', '공병 수거 신청을 찾을 수 없습니다.'),
    );
    expect(await pointsOf(incsNo)).toBe(1000);
    expect(await bottleLedger(incsNo)).toEqual([]);
  });

  it('lists collections for the operator', async () => {
    const { incsNo, token } = await newClaimMember();
    const order = await seedOrder(incsNo);
    const asked = await okData<BottleCollection>(postClaim('requestBottleCollection', { ordNo: order.ordNo, bottleCnt: 1 }, token));
    const listed = await okData<(BottleCollection & { incsNo: number })[]>(postOps('bottles/list', { status: 'REQUESTED' }));
    expect(listed[0]).toMatchObject({ id: asked.id, incsNo, status: 'REQUESTED' });
    // The console pages the list: the row after the newest is the one before it.
    const newer = await okData<BottleCollection>(postClaim('requestBottleCollection', { ordNo: (await seedOrder(incsNo)).ordNo, bottleCnt: 2 }, token));
    const second = await okData<BottleCollection[]>(postOps('bottles/list', { status: 'REQUESTED', limit: 1, offset: 1 }));
    expect([newer.id > asked.id, second.map((row) => row.id)]).toEqual([true, [asked.id]]);
  });
});

describe('pointsPerBottle', () => {
  it('reads BOTTLE_POINTS_PER_BOTTLE, 500 when unset or not a whole number', () => {
    expect(pointsPerBottle({ BOTTLE_POINTS_PER_BOTTLE: '300' })).toBe(300);
    expect(pointsPerBottle({})).toBe(500);
    expect(pointsPerBottle({ BOTTLE_POINTS_PER_BOTTLE: 'abc' })).toBe(500);
    expect(pointsPerBottle({ BOTTLE_POINTS_PER_BOTTLE: '-5' })).toBe(500);
  });
});
