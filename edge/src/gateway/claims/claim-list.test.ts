import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim, ClaimList } from '#shared/schemas/claim-calls';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from '../display/test-catalog';
import { newClaimMember, okData, oneLineClaim, postClaim, seedOrder } from './claim-test-support';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

const error = (code: string, message: string) => ({ code, message });

describe('POST /api/or/claim/v1/getClaimList and getClaimDetail', () => {
  it("lists the caller's cancels, exchanges and returns newest first, by type and page", async () => {
    const { incsNo, token } = await newClaimMember();
    const other = await newClaimMember();
    const paid = await seedOrder(incsNo, 'PAID');
    const cancel = await callGateway('POST', '/or/order/v1/cancelOrder', {
      token,
      body: JSON.stringify({ ordNo: paid.ordNo, reasonCd: 'CHANGE_MIND' }),
      headers: { 'Idempotency-Key': 'list-cancel-0001' },
    });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    const delivered = await seedOrder(incsNo);
    await okData(postClaim('requestExchange', oneLineClaim(delivered.ordNo, delivered.creamLine, 1, 'WRONG_ITEM'), token, 'list-key-0001'));
    await okData(
      postClaim('requestReturn', oneLineClaim(delivered.ordNo, delivered.tonerLine, 1, 'OTHER', { reasonText: '색이 달라요' }), token, 'list-key-0002'),
    );
    const othersOrder = await seedOrder(other.incsNo);
    await okData(postClaim('requestReturn', oneLineClaim(othersOrder.ordNo, othersOrder.creamLine, 1, 'DEFECTIVE'), other.token, 'list-key-0003'));

    const all = await okData<ClaimList>(postClaim('getClaimList', { page: 1 }, token));
    expect(all.totalCnt).toBe(3);
    expect(all.claims.map((claim) => [claim.clmTypeNm, claim.statusNm, claim.reasonNm])).toEqual([
      ['반품', '접수', '기타'],
      ['교환', '접수', '오배송'],
      ['취소', '완료', '단순 변심'],
    ]);
    expect(all.claims[2]).toMatchObject({ ordNo: paid.ordNo, refundAmt: 58200, refundPt: 2000, pickup: null });
    const returns = await okData<ClaimList>(postClaim('getClaimList', { type: 'RETURN', page: 1 }, token));
    expect(returns.claims.map((claim) => [claim.clmType, claim.reasonText])).toEqual([['RETURN', '색이 달라요']]);
    expect(await okData<ClaimList>(postClaim('getClaimList', { page: 2 }, token))).toEqual({ claims: [], totalCnt: 3, page: 2, pageSize: 10 });

    const detail = await okData<Claim>(postClaim('getClaimDetail', { clmNo: all.claims[0].clmNo }, token));
    expect(detail).toEqual(all.claims[0]);
    await expectJson(
      await postClaim('getClaimDetail', { clmNo: all.claims[0].clmNo }, other.token),
      404,
      error('CLAIM_NOT_FOUND', '신청 내역을 찾을 수 없습니다.'),
    );
    await expectJson(await postClaim('getClaimList', { page: 1 }), 401, error('LOGIN_REQUIRED', '로그인이 필요합니다.'));
  });
});
