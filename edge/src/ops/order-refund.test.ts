import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { newClaimMember, pointsOf, seedOrder } from '../gateway/claims/claim-test-support';
import { seedFixtureCatalog } from '../gateway/display/test-catalog';
import { auditTrail, callOps, opsData } from '../testing/ops-call';

interface OpsOrder {
  ordNo: string;
  status: string;
  custWebId: string;
  nextStatus: string | null;
  lines: { ordLineNo: number; refundedQty: number }[];
  refundPreview: { refundAmt: number; refundPt: number } | null;
  claims: { claimType: string; status: string; reasonText: string }[];
}

const inboxTitles = async (incsNo: number) =>
  (await env.DB.prepare('SELECT title FROM inbox_messages WHERE incs_no = ? ORDER BY id').bind(incsNo).all<{ title: string }>()).results.map(
    (row) => row.title,
  );

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

describe('one order in the console', () => {
  it('reads an order with its member, next step and what a refund now gives back', async () => {
    const member = await newClaimMember();
    const { ordNo } = await seedOrder(member.incsNo, 'PAID');
    const order = await opsData<OpsOrder>(await callOps('orders/get', { ordNo }));
    expect(order).toMatchObject({ ordNo, status: 'PAID', nextStatus: 'PREPARING', refundPreview: { refundAmt: 58200, refundPt: 2000 } });
    expect(order.custWebId).toMatch(/^claim\d+$/);
    expect((await callOps('orders/get', { ordNo: '20990101-NOPE0000' })).status).toBe(404);
  });

  it('answers 404 for an unknown order, leaving no lock behind', async () => {
    const unknown = await callOps('orders/cancel', { ordNo: '20990101-NOPE0001', reasonCd: 'DELIVERY_DELAY', memo: '없는 주문' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('ORDER_NOT_FOUND');
    expect((await callOps('orders/cancel', { ordNo: '20990101-NOPE0001', reasonCd: 'DELIVERY_DELAY', memo: '없는 주문' })).status).toBe(404);
  });

  it('cancels a paid order with a reason: the payment and points come back and the member is told', async () => {
    const member = await newClaimMember();
    const { ordNo } = await seedOrder(member.incsNo, 'PREPARING');
    const cancelled = await opsData(await callOps('orders/cancel', { ordNo, reasonCd: 'DELIVERY_DELAY', memo: '재고 부족으로 출고 불가' }));
    expect(cancelled).toMatchObject({ ordNo, status: 'CANCELLED', refundAmt: 58200, refundPt: 2000 });
    expect(await pointsOf(member.incsNo)).toBe(3000);
    const order = await opsData<OpsOrder>(await callOps('orders/get', { ordNo }));
    expect(order.claims).toEqual([expect.objectContaining({ claimType: 'CANCEL', status: 'COMPLETED', reasonText: '재고 부족으로 출고 불가' })]);
    expect(await inboxTitles(member.incsNo)).toContain('주문이 취소되었습니다');
    expect(await env.DB.prepare('SELECT kind, body, link FROM inbox_messages WHERE incs_no = ? ORDER BY id DESC').bind(member.incsNo).first()).toEqual({
      kind: 'ORDER',
      body: '녹차 토너 기획세트 외 1건: 58,200원, 포인트 2000P 환불 (재고 부족으로 출고 불가)',
      link: `/kr/ko/or/order/detail?ordNo=${ordNo}`,
    });
    const again = await callOps('orders/cancel', { ordNo, reasonCd: 'ETC', memo: '다시' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'ORDER_NOT_REFUNDABLE' });
  });

  it('writes each cancel and refund to the audit log with the status, the amount cancelled and the points used before and after', async () => {
    const member = await newClaimMember();
    const paid = await seedOrder(member.incsNo, 'PREPARING');
    await opsData(await callOps('orders/cancel', { ordNo: paid.ordNo, reasonCd: 'ETC', memo: '출고 불가' }));
    expect((await callOps('orders/cancel', { ordNo: paid.ordNo, reasonCd: 'ETC', memo: '다시' })).status).toBe(409);
    expect(await auditTrail(`order:${paid.ordNo}`)).toEqual([
      {
        action: '/v1/orders/cancel',
        before: '{"status":"PREPARING","cancelled_amt":0,"use_pt":2000}',
        after: '{"status":"CANCELLED","cancelled_amt":58200,"use_pt":2000}',
      },
    ]);

    const delivered = await seedOrder(member.incsNo, 'DELIVERED');
    const first = await opsData<{ refundAmt: number }>(
      await callOps('orders/cancel', { ordNo: delivered.ordNo, reasonCd: 'ETC', memo: '파손', lines: [{ ordLineNo: delivered.creamLine, qty: 1 }] }),
    );
    const rest = await opsData<{ refundAmt: number; status: string }>(
      await callOps('orders/cancel', { ordNo: delivered.ordNo, reasonCd: 'ETC', memo: '전체 반품' }),
    );
    expect([first.refundAmt > 0, rest.status]).toEqual([true, 'RETURNED']);
    expect(await auditTrail(`order:${delivered.ordNo}`)).toEqual([
      {
        action: '/v1/orders/cancel',
        before: '{"status":"DELIVERED","cancelled_amt":0,"use_pt":2000}',
        after: `{"status":"DELIVERED","cancelled_amt":${first.refundAmt},"use_pt":2000}`,
      },
      {
        action: '/v1/orders/cancel',
        before: `{"status":"DELIVERED","cancelled_amt":${first.refundAmt},"use_pt":2000}`,
        after: `{"status":"RETURNED","cancelled_amt":${first.refundAmt + rest.refundAmt},"use_pt":2000}`,
      },
    ]);
  });

  it('refunds one line of a delivered order without a pickup, and refuses a shipping order or no reason', async () => {
    const member = await newClaimMember();
    const { ordNo, creamLine } = await seedOrder(member.incsNo, 'DELIVERED');
    const refunded = await opsData<{ refundAmt: number; status: string }>(
      await callOps('orders/cancel', { ordNo, reasonCd: 'ETC', memo: '파손 보상', lines: [{ ordLineNo: creamLine, qty: 1 }] }),
    );
    expect(refunded.status).toBe('DELIVERED');
    expect(refunded.refundAmt).toBeGreaterThan(0);
    const order = await opsData<OpsOrder>(await callOps('orders/get', { ordNo }));
    expect(order.lines.find((line) => line.ordLineNo === creamLine)?.refundedQty).toBe(1);
    expect(await inboxTitles(member.incsNo)).toContain('환불되었습니다');

    const shipping = await seedOrder(member.incsNo, 'SHIPPING');
    expect((await opsData<OpsOrder>(await callOps('orders/get', { ordNo: shipping.ordNo }))).refundPreview).toBeNull();
    expect((await callOps('orders/cancel', { ordNo: shipping.ordNo, reasonCd: 'ETC', memo: '배송 중 취소' })).status).toBe(409);
    const noReason = await callOps('orders/cancel', { ordNo: shipping.ordNo, reasonCd: 'ETC', memo: ' ' });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ fields: { memo: 'memo(사유)를 입력해 주세요.' } });
  });
});
