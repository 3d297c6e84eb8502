/**
 * Exchanges, returns and 공병 수거 as a shopper and an operator meet them. A fresh
 * member's order is bought through the gateway (buy now, the test payment window's approval,
 * confirmPayment) and delivered by the operator API; the member then asks for a return on the
 * return screen and sees it 접수 in the claim list, the operator completes it and the list says
 * 완료 with the payment refunded; an exchange shows in the list; a bottle collection, once the
 * operator confirms it, grows the member's points by bottles × 500.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { formatWon } from '#shared/format';
import { expect, test } from './support/fixtures';
import { authCookie, joinByApi, logIn, newMember } from './support/members';
import { ops } from './support/ops';
import { buyableOption, deliveryAddress, memberCall, orderMovedTo } from './support/orders';
import { PHONE_ONLY } from './support/one-layout';

/** The member's points, as the header and mypage read them. */
async function points(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const info = (await (await request.get('/api/dp/cust/info/v1/getCustInfo', { headers })).json()) as { data: { incsNo: string | number } };
  const answer = (await (await request.post('/api/cu/customer/support/v1/getptinq', { headers, data: { incsNo: String(info.data.incsNo) } })).json()) as {
    data: { rmnPt: number };
  };
  return Number(answer.data.rmnPt);
}

/** Answers the shop's alert whose text is `text`. */
async function acknowledge(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '확인' }).click();
}

/** The claim list's card of order `ordNo` of type 반품/교환. */
function claimCard(page: Page, ordNo: string, typeName: string) {
  return page
    .getByRole('list', { name: '신청 내역' })
    .getByRole('listitem')
    .filter({ hasText: `주문번호 ${ordNo}` })
    .filter({ hasText: typeName })
    .first();
}

test('a delivered order is returned, then exchanged, and bottles earn points', PHONE_ONLY, async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const member = newMember(testInfo);
  await joinByApi(request, member);
  await page.goto('/kr/ko/or/claim-list');
  await logIn(page, member);
  await page.waitForURL('**/kr/ko/or/claim-list');
  await expect(page.getByText('취소/교환/반품 내역이 없습니다.')).toBeVisible();
  const token = (await authCookie(page.context())) ?? '';
  expect(token).not.toBe('');

  const option = await buyableOption(request);
  const dlvAddrNo = await deliveryAddress(request, token, member.custNm);
  await ops(request, 'customers/points', { custWebId: member.custWebId, delta: 5000, memo: '반품 e2e' });
  const returned = await orderMovedTo('DELIVERED', request, token, dlvAddrNo, option, 2, 3000);
  expect(await points(request, token)).toBe(2000);
  const exchanged = await orderMovedTo('DELIVERED', request, token, dlvAddrNo, option, 1);

  // The return screen: a line, its quantity, a reason; the preview follows and 신청하기 sends it.
  await page.goto(`/kr/ko/or/return?ordNo=${returned.ordNo}`);
  const lines = page.getByRole('list').filter({ has: page.getByRole('checkbox') });
  await expect(lines.getByRole('checkbox')).toHaveCount(1);
  await page.getByRole('button', { name: '신청하기' }).click();
  // The refusal sits on the form: the first line's checkbox is focused and described by it.
  await expect(lines.getByRole('checkbox')).toBeFocused();
  await expect(lines.getByRole('checkbox')).toHaveAccessibleDescription('반품할 상품을 선택해 주세요.');
  await lines.getByRole('checkbox').check();
  await page.getByLabel('사유 선택').selectOption({ label: '상품 불량' });
  await page.getByLabel(/상세 사유/).fill('펌프가 눌리지 않아요');
  const refund = page.getByRole('region', { name: '환불 예정 금액' });
  await expect(refund).toContainText(`환불 예정 금액${formatWon(returned.payAmt)}`);
  await expect(refund).toContainText('환불 포인트3,000P');
  await page.getByRole('button', { name: '신청하기' }).click();
  await acknowledge(page, '반품 신청이 완료되었습니다.');
  await page.waitForURL('**/kr/ko/or/claim-list');
  await expect(claimCard(page, returned.ordNo, '반품')).toContainText('접수');

  // The operator picks it up and completes it: the list says 완료 and the payment is refunded.
  const requested = (await ops(request, 'claims/list', { type: 'RETURN', status: 'REQUESTED', limit: 50 })) as { clmNo: number; ordNo: string }[];
  const claim = requested.find((row) => row.ordNo === returned.ordNo)!;
  await ops(request, 'claims/status', { clmNo: claim.clmNo, status: 'PICKING_UP' });
  await page.reload();
  await expect(claimCard(page, returned.ordNo, '반품')).toContainText('수거중');
  await ops(request, 'claims/status', { clmNo: claim.clmNo, status: 'COMPLETED' });
  await page.reload();
  const done = claimCard(page, returned.ordNo, '반품');
  await expect(done).toContainText('완료');
  await expect(done).toContainText(`환불 금액${formatWon(returned.payAmt)}`);
  await expect(done).toContainText('환불 포인트3,000P');
  expect(await points(request, token)).toBe(5000);
  const detail = await memberCall<{ status: string }>(request, token, '/or/order/v1/getOrderDetail', { ordNo: returned.ordNo });
  expect(detail.status).toBe('RETURNED');

  // An exchange for the other order, picked up at an address from the address book, shows in the 교환 tab.
  await page.goto(`/kr/ko/or/exchange?ordNo=${exchanged.ordNo}`);
  await page
    .getByRole('list')
    .filter({ has: page.getByRole('checkbox') })
    .getByRole('checkbox')
    .check();
  await page.getByLabel('사유 선택').selectOption({ label: '단순 변심' });
  await expect(page.getByText('단순 변심 교환은 왕복 배송비 5,000원이 부과됩니다.')).toBeVisible();
  await expect(page.getByRole('region', { name: '수거지 정보' })).toContainText('테헤란로 152');
  await page.getByRole('button', { name: '수거지 변경' }).click();
  await expect(page.getByLabel('수거지 선택').getByRole('option')).toHaveText(['주문 배송지', /^우리집 \(서울특별시 강남구 테헤란로 152/]);
  await page.getByLabel('수거지 선택').selectOption({ index: 1 });
  await page.getByRole('button', { name: '신청하기' }).click();
  await acknowledge(page, '교환 신청이 완료되었습니다.');
  await page.waitForURL('**/kr/ko/or/claim-list');
  await page.getByRole('tab', { name: '교환' }).click();
  await expect(page.getByRole('tab', { name: '교환' })).toHaveAttribute('aria-selected', 'true');
  await expect(claimCard(page, exchanged.ordNo, '교환')).toContainText('접수');
  await expect(page.getByRole('list', { name: '신청 내역' }).getByText('반품', { exact: true })).toHaveCount(0);

  // 공병 수거: three bottles with the returned order's sibling; the operator confirms; +1,500P.
  const before = await points(request, token);
  await page.goto('/kr/ko/or/ebotlct');
  await expect(page.getByText('다 쓴 녹차숍 공병을 모아 보내면 개당 500포인트를 적립해 드려요.')).toBeVisible();
  await page.getByLabel('주문 선택').selectOption({ value: exchanged.ordNo });
  await page.getByRole('button', { name: '공병 수량 늘리기' }).click();
  await page.getByRole('button', { name: '공병 수량 늘리기' }).click();
  await expect(page.getByText('적립 예정 1,500P')).toBeVisible();
  await page.getByRole('button', { name: '신청', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '공병 수거 신청이 완료되었습니다.' })).toBeVisible();
  const history = page.getByRole('list', { name: '공병 수거 내역' }).getByRole('listitem').filter({ hasText: exchanged.ordNo });
  await expect(history).toContainText('신청');
  await expect(history).toContainText('1,500P 적립 예정');
  const bottles = (await ops(request, 'bottles/list', { status: 'REQUESTED', limit: 50 })) as { id: number; ordNo: string }[];
  const bottle = bottles.find((row) => row.ordNo === exchanged.ordNo)!;
  await ops(request, 'bottles/status', { id: bottle.id, status: 'COLLECTED' });
  await ops(request, 'bottles/status', { id: bottle.id, status: 'CONFIRMED' });
  await page.reload();
  await expect(history).toContainText('적립완료');
  await expect(history).toContainText('1,500P 적립');
  expect(await points(request, token)).toBe(before + 3 * 500);
});
