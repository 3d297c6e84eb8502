/**
 * Members for the e2e flows: a unique one per test and project, joined through the gateway
 * when a test only needs one to exist, and where a shopper sees who is logged in.
 */
import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { joinBody, smsCodeIn, smsOutboxPath, uniqueMember, type Member } from '#tests/members';
import { AUTH_COOKIE } from './fixtures';

export type { Member };

/**
 * The demo member every seeded database has (`DEMO_MEMBER` of scripts/seed.mjs), for workers that
 * have no SMS outbox to join a new member with: the qa and the production-like ones.
 */
export const SEEDED_MEMBER = {
  custWebId: 'greentea',
  password: 'nokcha2026!',
  custNm: '김녹차',
  mobile: '01012345678',
  email: 'greentea@nokcha.example',
} as const;

/** A member no other test or project uses. */
export const newMember = (testInfo: TestInfo): Member =>
  uniqueMember(`e2e${testInfo.project.name[0]}`, testInfo.project.name === 'phone' ? '김모바일' : '이데스크');

/** The code in the newest text to `mobile`, read from the embedded SMS outbox. */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const outbox = await request.get(smsOutboxPath(mobile));
  const { messages } = (await outbox.json()) as { messages: { body: string }[] };
  return smsCodeIn(messages[0].body);
}

/** Texts `mobile` a code through the gateway, as 인증번호 받기 does, and reads it back. */
export async function smsCodeFor(request: APIRequestContext, mobile: string): Promise<string> {
  expect((await request.post('/member/sms/send', { data: { mobile } })).status()).toBe(200);
  return latestSmsCode(request, mobile);
}

/** Joins through the member gateway directly (no browser, so no cookie in the page's context). */
export async function joinByApi(request: APIRequestContext, member: Member): Promise<void> {
  const code = await smsCodeFor(request, member.mobile);
  const response = await request.post('/member/?processType=join', { data: joinBody(member, code) });
  expect(response.status(), await response.text()).toBe(200);
}

export async function authCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === AUTH_COOKIE)?.value;
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Where a shopper sees who is logged in: the PC header, or mypage on a phone (no util links there). */
export async function expectLoggedInAs(page: Page, member: Member, testInfo: TestInfo): Promise<void> {
  if (isPhone(testInfo)) {
    if (!page.url().endsWith('/kr/ko/cu/mypage')) await page.goto('/kr/ko/cu/mypage');
    await expect(page.getByRole('heading', { name: `${member.custNm}님, 반갑습니다` })).toBeVisible();
    await expect(page.locator('[data-mypage-summary]')).toHaveAttribute('aria-busy', 'false');
  } else {
    await expect(page.locator('.util-links').getByText(`${member.custNm}님`)).toBeVisible();
    await expect(page.locator('.util-links').getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(page.locator('.util-links').getByRole('link', { name: '로그인' })).toBeHidden();
  }
}

export async function logIn(page: Page, member: Member): Promise<void> {
  await page.getByLabel('아이디', { exact: true }).fill(member.custWebId);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}
