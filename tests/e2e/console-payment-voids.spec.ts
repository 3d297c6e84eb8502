/**
 * 환불 필요 결제 in the console: two shoppers' payments were approved at the provider for orders the
 * shop had abandoned meanwhile, and the provider refused their automatic cancel, once for a moment
 * and once for good. Customer service sees them from the dashboard, sends the first cancel again,
 * which gives the money back, and closes the second after refunding it by bank transfer; the audit
 * log keeps both. Desktop only, like the rest of the console.
 */
import type { APIRequestContext } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { consoleLogin } from './support/console';
import { d1Execute, sqlText } from './support/d1';
import { expect, test } from './support/fixtures';
import { ops } from './support/ops';
import { approveInTestWindow, buyableOption, deliveryAddress, memberCall, placeOrder } from './support/orders';
import { newShopper, type Shopper } from './support/shopper';
import { DESKTOP_ONLY } from './support/one-layout';

interface Refusal {
  code: string;
  message: string;
}
const TIMEOUT: Refusal = { code: 'PROVIDER_TIMEOUT', message: '결제사의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.' };
const NOT_CANCELABLE: Refusal = { code: 'NOT_CANCELABLE_PAYMENT', message: '취소할 수 없는 결제입니다.' };

/**
 * A shopper's order approved in the test window and then abandoned, as the shop finds it when the
 * expiry beat the confirm; the provider's approval and its refused cancel are the two rows no request
 * can write (support/d1.ts). Answers the void's number.
 */
async function paidForNothing(request: APIRequestContext, shopper: Shopper, dlvAddrNo: number, refusal: Refusal): Promise<{ ordNo: string; voidId: number }> {
  const order = await placeOrder(request, shopper.token, dlvAddrNo, await buyableOption(request), 1);
  const paymentKey = await approveInTestWindow(request, order);
  await memberCall(request, shopper.token, '/or/order/v1/abandonOrder', { ordNo: order.ordNo });
  const now = Date.now();
  await d1Execute(
    `UPDATE test_payments SET status = 'DONE', approved_at = ${now} WHERE payment_key = ${sqlText(paymentKey)};
     INSERT INTO payment_voids (ord_no, incs_no, provider, payment_key, amount, last_code, last_message, created_at, last_tried_at)
     VALUES (${sqlText(order.ordNo)}, ${shopper.incsNo}, 'test', ${sqlText(paymentKey)}, ${order.payAmt}, ${sqlText(refusal.code)}, ${sqlText(refusal.message)}, ${now}, ${now});`,
  );
  const pending = (await ops(request, 'payment-voids/list', { status: 'PENDING', limit: 500 })) as { voidId: number; ordNo: string }[];
  return { ordNo: order.ordNo, voidId: pending.find((row) => row.ordNo === order.ordNo)!.voidId };
}

test('customer service gives back a payment the provider would not cancel, by a retry and by hand', DESKTOP_ONLY, async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const shopper = await newShopper(page, testInfo, { points: 10, memo: '환불 필요 결제 e2e', coupons: [] });
  const address = await deliveryAddress(shopper.api, shopper.token, shopper.member.custNm);
  const timedOut = await paidForNothing(shopper.api, shopper, address, TIMEOUT);
  const refused = await paidForNothing(shopper.api, shopper, address, NOT_CANCELABLE);

  const cs = await (await browser.newContext()).newPage();
  await test.step('the dashboard says money is owed and leads to the list', async () => {
    await consoleLogin(cs, 'csteam');
    const owed = cs.getByRole('alert').filter({ hasText: '환불 필요 결제' });
    await expect(owed).toContainText('고객이 아직 돌려받지 못한 결제');
    await owed.getByRole('link', { name: '목록 보기' }).click();
    await expect(cs.getByRole('row').filter({ hasText: timedOut.ordNo })).toContainText(TIMEOUT.message);
    await expect(cs.getByRole('row').filter({ hasText: refused.ordNo })).toContainText(NOT_CANCELABLE.message);
    expect(await blockingViolations(cs)).toEqual([]);
  });

  await test.step('다시 취소 sends the same cancel, and the provider gives the money back', async () => {
    await cs.getByRole('row').filter({ hasText: timedOut.ordNo }).click();
    await cs.getByRole('button', { name: `다시 취소 (결제 ${timedOut.voidId})` }).click();
    await expect(cs.getByText(`결제 ${timedOut.voidId}: 결제사에서 취소되어 고객에게 돌아갔습니다.`)).toBeVisible();
    await expect(cs.getByRole('row').filter({ hasText: timedOut.ordNo })).toHaveCount(0);
  });

  await test.step('직접 환불 완료 needs a note of how it was given back', async () => {
    await cs.getByRole('row').filter({ hasText: refused.ordNo }).click();
    const close = cs.getByRole('button', { name: `직접 환불 완료 (결제 ${refused.voidId})` });
    await expect(close).toBeDisabled();
    await cs.getByLabel(`결제 ${refused.voidId} 처리 내용`).fill('고객 계좌로 이체 환불 (국민은행)');
    await close.click();
    await expect(cs.getByText(`결제 ${refused.voidId}: 직접 환불 완료로 처리했습니다.`)).toBeVisible();
    await expect(cs.getByRole('row').filter({ hasText: refused.ordNo })).toHaveCount(0);
  });

  await test.step('both are closed, with who closed them in the audit log', async () => {
    const voided = (await ops(shopper.api, 'payment-voids/list', { status: 'VOIDED', limit: 500 })) as { voidId: number; resolvedBy: string }[];
    expect(voided.find((row) => row.voidId === timedOut.voidId)?.resolvedBy).toMatch(/\(csteam, 고객상담\)$/);
    const byHand = (await ops(shopper.api, 'payment-voids/list', { status: 'RESOLVED_BY_HAND', limit: 500 })) as { voidId: number; memo: string }[];
    expect(byHand.find((row) => row.voidId === refused.voidId)?.memo).toBe('고객 계좌로 이체 환불 (국민은행)');
    const target = `payment-void:${refused.voidId}`;
    const audit = (await ops(shopper.api, 'audit/list', { target })) as { items: { action: string; target: string; actorLabel: string }[] };
    expect(audit.items.filter((item) => item.target === target)).toEqual([
      expect.objectContaining({ action: '/v1/payment-voids/resolve', actorLabel: expect.stringContaining('csteam') }),
    ]);
  });
});
