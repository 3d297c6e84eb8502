/**
 * 1:1 inquiries: a member asks about an order from its detail (the quick form, 300
 * characters) with photos, a file that is no image is refused, the operator answers and the answer
 * shows in the member's list and 알림함; an unanswered inquiry is changed and deleted; a guest is asked
 * to log in.
 */
import { orderDetailUrl } from '#shared/order/order-links';
import { blockingViolations } from './support/axe';
import { acknowledge, choose, noticed } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { ops } from './support/ops';
import { buyableOption, deliveryAddress, orderMovedTo } from './support/orders';
import { newShopper } from './support/shopper';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-layout';

const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAgElEQVR4nA3JIQFFMQhA0R/nhSAE+mpC0GBmGo1ZAxrQgAZr8nfs+X2OOOqY48520inn9y1koQtb+GIvclHrRSCBBhZ4sIMMKl4c5KAHO/hhH/JQ50UhhRZWeLGLLKpeNNJoY403u8mm+sUggw42+LCHHGpeXOSiF7v4ZV/yUpc/LVZdIQ0V/4MAAAAASUVORK5CYII=',
  'base64',
);

test(
  'a member asks about an order with a photo, the operator answers, and the answer reaches the list and the inbox',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const shopper = await newShopper(page, testInfo, { points: 10, memo: '문의 e2e', coupons: [] });
    const { ordNo } = await orderMovedTo(
      'PAID',
      shopper.api,
      shopper.token,
      await deliveryAddress(shopper.api, shopper.token, shopper.member.custNm),
      await buyableOption(shopper.api),
      1,
    );
    await page.goto(orderDetailUrl(ordNo));
    await page.getByRole('link', { name: '이 주문 문의하기' }).click();
    const form = page.getByRole('form', { name: '1:1 문의 작성' });
    await expect(form.getByLabel('주문 선택 (선택)')).toHaveValue(ordNo);
    await expect(form.getByLabel('문의 유형 (필수)')).toHaveValue('ORDER');
    await form.getByLabel(/^제목/).fill('배송지 변경 문의');
    await form.getByLabel(/^문의 내용/).fill('가'.repeat(301));
    await form.getByRole('button', { name: '문의 등록' }).click();
    await expect(form.getByText('문의 내용은 300자까지 입력할 수 있습니다. (현재 301자)')).toBeVisible();
    await expect(form.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeVisible();
    await form.getByLabel(/^문의 내용/).fill('결제한 주문의 배송지를 회사 주소로 바꾸고 싶어요. 가능할까요?');

    // A text file named as a photo is refused by its bytes; a real photo goes.
    const picker = form.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('이 파일은 그림이 아닙니다') });
    await expect(form.getByRole('alert')).toContainText('올릴 수 없는 파일 형식입니다');
    await picker.setInputFiles({ name: 'IMG_0002.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(form.getByRole('img', { name: '올린 사진 1' })).toBeVisible();
    await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    expect(await blockingViolations(page)).toEqual([]);
    await form.getByRole('button', { name: '문의 등록' }).click();
    await acknowledge(page, '문의가 등록되었습니다.');
    await expect(page).toHaveURL(/\/cu\/mypage\/contact$/);
    const item = page.getByRole('article', { name: '배송지 변경 문의' });
    await expect(item).toContainText('접수');

    const [waiting] = (await ops(page.request, 'inquiries/list', { status: 'RECEIVED', limit: 500 })).filter((row: { ordNo: string }) => row.ordNo === ordNo);
    expect(waiting.images).toHaveLength(1);
    await ops(page.request, 'inquiries/answer', { inquiryNo: waiting.inquiryNo, answer: '배송지를 회사 주소로 변경해 드렸습니다.' });
    await page.reload();
    await expect(item).toContainText('답변 완료');
    await item.getByRole('button', { name: '배송지 변경 문의' }).click();
    await expect(item).toContainText('배송지를 회사 주소로 변경해 드렸습니다.');
    await expect(item.getByRole('button', { name: '수정' })).toHaveCount(0);
    await page.goto('/kr/ko/cu/mypage/alarm');
    await expect(page.getByText('1:1 문의에 답변이 등록되었습니다')).toBeVisible();
  },
);

test('a member changes and deletes an unanswered inquiry; a guest is asked to log in', DESKTOP_ONLY, async ({ page, browser }, testInfo) => {
  await newShopper(page, testInfo, { points: 10, memo: '문의 수정 e2e', coupons: [] });
  await page.goto('/kr/ko/cu/mypage/contact');
  await expect(page.getByRole('heading', { name: '문의 내역이 없습니다' })).toBeVisible();
  await page.getByRole('button', { name: '문의하기' }).click();
  const form = page.getByRole('form', { name: '1:1 문의 작성' });
  await expect(form.getByText('(필수, 1,000자까지)')).toBeVisible();
  await form.getByLabel('문의 유형 (필수)').selectOption({ label: '포인트/쿠폰' });
  await form.getByLabel(/^제목/).fill('포인트 소멸일 문의');
  await form.getByLabel(/^문의 내용/).fill('지난달 받은 포인트가 언제 소멸되는지 알고 싶어요.');
  await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await form.getByRole('button', { name: '문의 등록' }).click();
  await noticed(page, '문의가 등록되었습니다.');

  const item = page.getByRole('article', { name: '포인트 소멸일 문의' });
  await item.getByRole('button', { name: '포인트 소멸일 문의' }).click();
  await item.getByRole('button', { name: '수정' }).click();
  await form.getByLabel(/^제목/).fill('포인트 소멸일이 궁금해요');
  await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await form.getByRole('button', { name: '수정 완료' }).click();
  await noticed(page, '문의가 수정되었습니다.');
  const changed = page.getByRole('article', { name: '포인트 소멸일이 궁금해요' });
  await changed.getByRole('button', { name: '포인트 소멸일이 궁금해요' }).click();
  await changed.getByRole('button', { name: '삭제' }).click();
  await choose(page, '삭제');
  await noticed(page, '문의가 삭제되었습니다.');
  await expect(page.getByRole('heading', { name: '문의 내역이 없습니다' })).toBeVisible();

  const guest = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await guest.goto('/kr/ko/cu/support/contact');
  await expect(guest.getByText('1:1 문의는 로그인한 뒤 남길 수 있습니다.')).toBeVisible();
  await expect(guest.getByRole('link', { name: '로그인' }).last()).toHaveAttribute('href', /successUrl=/);
  await guest.close();
});
