/**
 * A shopper for the checkout and order specs: a new member logged in in the page's context, given
 * points and coupons by the operator API, and the checkout's address-book dialog as they use it.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { noticed } from './dialogs';
import { joinByApi, newMember, type Member } from './members';
import { ops } from './ops';

export interface Shopper {
  member: Member;
  incsNo: number;
  token: string;
  api: APIRequestContext;
}

export interface Grants {
  points: number;
  memo: string;
  /** `/ops/v1/customers/coupons` bodies without the customer, e.g. `{ cpnNm, dcAmt: 2000, days: 7 }`. */
  coupons: object[];
}

/** Joins a new member, logs the page's context in, and grants the points and coupons. */
export async function newShopper(page: Page, testInfo: TestInfo, grants: Grants): Promise<Shopper> {
  const member = newMember(testInfo);
  const api = page.request;
  await joinByApi(api, member);
  expect((await api.post('/member/', { data: { custWebId: member.custWebId, password: member.password } })).status()).toBeLessThan(400);
  const { token } = (await (await api.get('/kr/ko/or/node/cookie/get-cookie', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).json()) as { token: string };
  const { incsNo } = (await ops(api, 'customers/points', { custWebId: member.custWebId, delta: grants.points, memo: grants.memo })) as { incsNo: number };
  for (const coupon of grants.coupons) await ops(api, 'customers/coupons', { custWebId: member.custWebId, ...coupon });
  return { member, incsNo, token, api };
}

export interface NewAddress {
  addrNm: string;
  rcptNm: string;
  mobile: string;
  /** Typed into the address search; the first result naming it is chosen. */
  keyword: string;
  dtlAddr: string;
}

/** Adds an address in checkout's 배송지 추가 dialog, found by search, and reads the saved toast. */
export async function addAddressAtCheckout(page: Page, address: NewAddress): Promise<void> {
  await page.getByRole('button', { name: '배송지 추가' }).click();
  const book = page.getByRole('dialog', { name: '배송지 추가' });
  await book.getByRole('button', { name: '배송지 추가' }).click();
  await book.getByLabel('배송지명').fill(address.addrNm);
  await book.getByLabel('받는 분').fill(address.rcptNm);
  await book.getByLabel('휴대폰 번호').fill(address.mobile);
  await book.getByRole('button', { name: '주소 검색' }).click();
  const search = page.getByRole('dialog', { name: '주소 검색' });
  await search.getByRole('searchbox').fill(address.keyword);
  await search.getByRole('button', { name: '검색', exact: true }).click();
  await search
    .getByRole('button', { name: new RegExp(address.keyword) })
    .first()
    .click();
  await book.getByLabel('상세주소').fill(address.dtlAddr);
  await book.getByRole('button', { name: '저장' }).click();
  await noticed(page, '배송지가 등록되었습니다.');
  await expect(book).toBeHidden();
}
