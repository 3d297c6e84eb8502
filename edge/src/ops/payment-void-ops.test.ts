/**
 * 환불 필요 결제 in the operator API: the pending voids listed with their member, the same cancel sent
 * again on demand, and one closed by hand only with a memo; both changes in the audit log. Which
 * roles may call them is in console-access.test.ts.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentVoid } from '#shared/schemas/payment-void-ops-calls';
import { OPT } from '../gateway/cart/cart-test-support';
import { seedFixtureCatalog } from '../gateway/display/test-catalog';
import { setStock } from '../gateway/order/order-test-support';
import { providerState, seedRefusedVoid, VOID_AMOUNT } from '../payments/payment-void-test-support';
import { REFUSALS } from '../payments/refusals';
import { auditTrail, callOps, opsData } from '../testing/ops-call';

beforeAll(() => seedFixtureCatalog(env.DB));
beforeEach(() => setStock(OPT.TONER_SET, 12));

const refusalOf = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('payments to give back in the operator API', () => {
  it('lists the pending ones oldest first with their member, and counts them on the day at a glance', async () => {
    const transient = await seedRefusedVoid(REFUSALS.timeout);
    const permanent = await seedRefusedVoid(REFUSALS.notCancelable);
    const listed = await opsData<PaymentVoid[]>(await callOps('payment-voids/list', { status: 'PENDING' }));
    const mine = listed.filter((row) => [transient.voidId, permanent.voidId].includes(row.voidId));
    expect(mine).toEqual([
      expect.objectContaining({
        voidId: transient.voidId,
        ordNo: transient.ordNo,
        orderNm: '녹차숍 제주 녹차 토너',
        incsNo: transient.incsNo,
        custNm: '김녹차',
        provider: 'test',
        amount: VOID_AMOUNT,
        status: 'PENDING',
        statusNm: '환불 필요',
        lastCode: 'PROVIDER_TIMEOUT',
        attempts: 1,
        autoRetryYn: 'Y',
        resolvedDttm: null,
        memo: null,
      }),
      expect.objectContaining({ voidId: permanent.voidId, lastCode: 'NOT_CANCELABLE_PAYMENT', lastMessage: '취소할 수 없는 결제입니다.', autoRetryYn: 'N' }),
    ]);
    expect(mine[0].createdDttm).toMatch(/^\d{14}$/);
    const today = await opsData<{ paymentVoidCnt: number }>(await callOps('today', {}));
    expect(today.paymentVoidCnt).toBe(listed.length);
    expect(await refusalOf(await callOps('payment-voids/list', { status: 'LOST' }))).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT' } });
  });

  it('sends the same cancel again on demand: the money goes back once, and the audit log says so', async () => {
    const seeded = await seedRefusedVoid(REFUSALS.timeout);
    const retried = await opsData<PaymentVoid>(await callOps('payment-voids/retry', { voidId: seeded.voidId }));
    expect(retried).toMatchObject({
      status: 'VOIDED',
      statusNm: '결제 취소됨',
      attempts: 2,
      resolvedBy: '운영자 키: LOCAL_OPERATOR_KEY (대표)',
      autoRetryYn: 'N',
    });
    expect(await providerState(seeded.paymentKey)).toEqual({ status: 'CANCELED', cancelled_amt: VOID_AMOUNT });
    expect(await auditTrail(`payment-void:${seeded.voidId}`)).toEqual([
      {
        action: '/v1/payment-voids/retry',
        before: JSON.stringify({ status: 'PENDING', attempts: 1, last_code: 'PROVIDER_TIMEOUT' }),
        after: JSON.stringify({ status: 'VOIDED', attempts: 2, last_code: 'PROVIDER_TIMEOUT' }),
      },
    ]);
    // Given back: neither sent again nor closed by hand, and nothing more in the log.
    const settled = { code: 'PAYMENT_VOID_SETTLED', message: '이미 처리된 결제입니다. 목록을 새로고침해 주세요.' };
    expect(await refusalOf(await callOps('payment-voids/retry', { voidId: seeded.voidId }))).toEqual({ status: 409, body: settled });
    expect(await refusalOf(await callOps('payment-voids/resolve', { voidId: seeded.voidId, memo: '이체' }))).toEqual({ status: 409, body: settled });
    expect(await auditTrail(`payment-void:${seeded.voidId}`)).toHaveLength(1);
    expect(await refusalOf(await callOps('payment-voids/retry', { voidId: 999_999 }))).toEqual({
      status: 404,
      body: { code: 'PAYMENT_VOID_NOT_FOUND', message: '환불 필요 결제를 찾을 수 없습니다.' },
    });
  });

  it('does not send a payment of another provider to this one', async () => {
    const seeded = await seedRefusedVoid(REFUSALS.timeout);
    await env.DB.prepare("UPDATE payment_voids SET provider = 'toss' WHERE void_id = ?").bind(seeded.voidId).run();
    const refused = await refusalOf(await callOps('payment-voids/retry', { voidId: seeded.voidId }));
    expect(refused).toMatchObject({ status: 409, body: { code: 'PAYMENT_VOID_PROVIDER_UNAVAILABLE' } });
    expect(await providerState(seeded.paymentKey)).toEqual({ status: 'DONE', cancelled_amt: 0 });
  });

  it('closes one given back by hand only with a memo, kept with who closed it', async () => {
    const seeded = await seedRefusedVoid(REFUSALS.notCancelable);
    const memoMissing = {
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { memo: '어떻게 돌려 드렸는지 memo(처리 내용)를 입력해 주세요.' },
    };
    expect(await refusalOf(await callOps('payment-voids/resolve', { voidId: seeded.voidId }))).toEqual({ status: 400, body: memoMissing });
    expect(await refusalOf(await callOps('payment-voids/resolve', { voidId: seeded.voidId, memo: '   ' }))).toEqual({ status: 400, body: memoMissing });
    const memo = '고객 계좌로 20,100원 이체 (국민 123-45)';
    const resolved = await opsData<PaymentVoid>(await callOps('payment-voids/resolve', { voidId: seeded.voidId, memo }));
    expect(resolved).toMatchObject({ status: 'RESOLVED_BY_HAND', statusNm: '직접 환불 완료', resolvedBy: '운영자 키: LOCAL_OPERATOR_KEY (대표)', memo });
    expect(resolved.resolvedDttm).toMatch(/^\d{14}$/);
    expect(await auditTrail(`payment-void:${seeded.voidId}`)).toEqual([
      {
        action: '/v1/payment-voids/resolve',
        before: JSON.stringify({ status: 'PENDING', resolved_by: null, memo: null }),
        after: JSON.stringify({ status: 'RESOLVED_BY_HAND', resolved_by: '운영자 키: LOCAL_OPERATOR_KEY (대표)', memo }),
      },
    ]);
    // Closed by hand, the provider is left alone: it still holds the payment the shop gave back itself.
    expect(await providerState(seeded.paymentKey)).toEqual({ status: 'DONE', cancelled_amt: 0 });
  });
});
