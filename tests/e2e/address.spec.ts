/**
 * The delivery address book through the real worker and the bundled address
 * dataset: a fresh member adds an address found by search, edits it, adds a second one as the
 * default, and deletes the first; every rule of the form is met on the way.
 */
import type { Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { noticed } from './support/dialogs';
import { joinByApi, logIn, newMember } from './support/members';
import { PHONE_ONLY } from './support/one-layout';

/** Answers the chrome's alert or confirm showing `text` with 확인. */
async function accept(page: Page, text: string): Promise<void> {
  const modal = page.getByRole('alertdialog', { name: text });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: '확인' }).click();
  await expect(modal).toBeHidden();
}

/** Opens the search dialog, searches `keyword` and chooses the result whose text matches `choice`. */
async function searchAndChoose(page: Page, keyword: string, choice: RegExp): Promise<void> {
  await page.getByRole('button', { name: '주소 검색' }).click();
  const dialog = page.getByRole('dialog', { name: '주소 검색' });
  await dialog.getByRole('searchbox').fill(keyword);
  await dialog.getByRole('button', { name: '검색', exact: true }).click();
  await dialog.getByRole('button', { name: choice }).click();
  await expect(dialog).toBeHidden();
}

const addressList = (page: Page) => page.getByRole('region', { name: /^배송지 목록/ }).getByRole('list');
const card = (page: Page, name: string) =>
  addressList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a member adds, edits, re-defaults and deletes delivery addresses', PHONE_ONLY, async ({ page, request }, testInfo) => {
  // One shopper's whole visit, some forty steps: more than the default 30 s on a busy machine.
  test.slow();
  const member = newMember(testInfo);
  await joinByApi(request, member);
  await page.goto('/kr/ko/cu/mypage/delivery-address');
  await logIn(page, member);
  await page.waitForURL('**/kr/ko/cu/mypage/delivery-address');
  await expect(page.getByText('등록된 배송지가 없습니다. 배송지를 추가해 주세요.')).toBeVisible();

  // Required fields, inline and in Korean; focus goes to the first one.
  await page.getByRole('button', { name: '배송지 추가' }).click();
  await expect(page.getByRole('heading', { name: '배송지 추가' })).toBeVisible();
  await page.getByRole('button', { name: '저장' }).click();
  for (const message of ['배송지명을 입력해 주세요.', '받는 분 이름을 입력해 주세요.', '휴대폰 번호를 입력해 주세요.', '주소 검색으로 주소를 선택해 주세요.']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('배송지명')).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByLabel('배송지명').fill('우리집');
  await page.getByLabel('받는 분').fill(member.custNm);
  await page.getByLabel('휴대폰 번호').fill('02-123-4567');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('올바른 휴대폰 번호를 입력해 주세요.')).toBeVisible();
  await expect(page.getByLabel('휴대폰 번호')).toBeFocused();
  await page.getByLabel('휴대폰 번호').fill('010-2345-6789');
  await expect(page.getByLabel('도로명 주소')).toHaveAttribute('readonly', '');

  // A bare road name finds too many: the dialog asks for more; a building number finds one.
  await page.getByRole('button', { name: '주소 검색' }).click();
  const dialog = page.getByRole('dialog', { name: '주소 검색' });
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await dialog.getByRole('searchbox').fill('테');
  await dialog.getByRole('button', { name: '검색', exact: true }).click();
  await expect(dialog.getByText('검색어를 두 글자 이상 입력해 주세요.')).toBeVisible();
  await dialog.getByRole('searchbox').fill('테헤란로');
  await dialog.getByRole('button', { name: '검색', exact: true }).click();
  await expect(dialog.getByText('검색 결과가 많습니다. 도로명과 건물번호 등 상세 주소를 입력해 주세요.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: '주소 검색 결과' }).getByRole('listitem')).toHaveCount(10);
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '2 페이지' }).click();
  await expect(dialog.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '주소 검색' })).toBeFocused();

  await searchAndChoose(page, '테헤란로 152', /테헤란로 152/);
  await expect(page.getByLabel('우편번호')).toHaveValue('06236');
  await expect(page.getByLabel('도로명 주소')).toHaveValue('서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)');
  await expect(page.getByLabel('상세주소')).toBeFocused();

  // An empty 상세주소 is confirmed, then the address is registered as the first, default one.
  await page.getByRole('button', { name: '저장' }).click();
  await accept(page, '상세주소가 입력되지 않았습니다. 이대로 저장하시겠습니까?');
  await noticed(page, '배송지가 등록되었습니다.');
  await expect(card(page, '우리집')).toContainText('서울특별시 강남구 테헤란로 152');
  await expect(card(page, '우리집').getByText('기본 배송지', { exact: true })).toBeVisible();

  // Editing keeps the address and says so.
  await page.getByRole('button', { name: '우리집 수정' }).click();
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-2345-6789');
  await page.getByLabel('상세주소').fill('12층 1201호');
  await page.getByRole('button', { name: '저장' }).click();
  await noticed(page, '배송지가 수정되었습니다.');
  await expect(card(page, '우리집')).toContainText('12층 1201호');

  // A second address asked to be the default takes the badge.
  await page.getByRole('button', { name: '배송지 추가' }).click();
  await page.getByLabel('배송지명').fill('회사');
  await page.getByLabel('받는 분').fill(member.custNm);
  await page.getByLabel('휴대폰 번호').fill('01098765432');
  await searchAndChoose(page, '세종대로 110', /서울특별시청/);
  await page.getByLabel('상세주소').fill('3층');
  await page.getByRole('checkbox', { name: '기본 배송지로 설정' }).check();
  await page.getByRole('button', { name: '저장' }).click();
  await noticed(page, '배송지가 등록되었습니다.');
  await expect(addressList(page).getByRole('listitem').first()).toContainText('회사');
  await expect(card(page, '회사').getByText('기본 배송지', { exact: true })).toBeVisible();
  await expect(card(page, '우리집').getByText('기본 배송지', { exact: true })).toHaveCount(0);

  // The default stays while another address exists; the other one can go.
  await page.getByRole('button', { name: '회사 삭제' }).click();
  await accept(page, "'회사' 배송지를 삭제하시겠습니까?");
  await accept(page, '기본 배송지는 삭제할 수 없습니다. 다른 배송지를 기본 배송지로 설정한 뒤 삭제해 주세요.');
  await page.getByRole('button', { name: '우리집 삭제' }).click();
  await accept(page, "'우리집' 배송지를 삭제하시겠습니까?");
  await noticed(page, '배송지가 삭제되었습니다.');
  await expect(card(page, '우리집')).toHaveCount(0);
  await expect(card(page, '회사')).toBeVisible();

  // What the gateway kept survives a reload.
  await page.reload();
  await expect(card(page, '회사').getByText('기본 배송지', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /배송지 목록/ })).toContainText('(1/20)');
});
