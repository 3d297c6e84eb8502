/**
 * 아이디 찾기 and 비밀번호 찾기 as a shopper does them, reached from the FAQ's answer and from the
 * login screen, with the number proven by the code read from the local SMS outbox. The screens are
 * the same markup in both layouts, so each journey runs in one project: finding the ID on a phone,
 * the reset on a PC.
 */
import { expect, test } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { acknowledge } from './support/dialogs';
import { joinByApi, latestSmsCode, logIn, newMember, type Member } from './support/members';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-layout';
import type { Page } from '@playwright/test';

/** 인증번호 받기 for the number typed, then the code the outbox holds. */
async function proveNumber(page: Page, member: Member, request: Parameters<typeof latestSmsCode>[0]): Promise<void> {
  // The page script wires 인증번호 받기 (and replays a tap made while its rules load); a tap before
  // the script has run is lost, and a link click resolves the URL check before that.
  await page.waitForLoadState('load');
  await page.getByLabel('휴대폰 번호').fill(member.mobile);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  // The rules load on this first use, then the code is sent: seconds on a busy machine.
  await expect(page.getByText('인증번호를 보냈습니다.')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('인증번호').fill(await latestSmsCode(request, member.mobile));
}

test(
  '아이디 찾기 from the FAQ: the name, the number and its code show the ID half hidden and the join date',
  PHONE_ONLY,
  async ({ page, request }, testInfo) => {
    const member = newMember(testInfo);
    await joinByApi(request, member);
    const joined = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());

    await page.goto('/kr/ko/cu/support/faq');
    await page.getByText('아이디나 비밀번호를 잊어버렸어요.').click();
    await page.locator('.faq-item[open]').getByRole('link', { name: '아이디 찾기' }).click();
    await expect(page).toHaveURL(/\/kr\/ko\/cu\/login\/find-id$/);

    await page.getByLabel('이름').fill(member.custNm);
    await proveNumber(page, member, request);
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    const found = page.getByRole('region', { name: '회원님의 아이디를 찾았습니다' });
    await expect(found).toBeVisible();
    const id = member.custWebId;
    await expect(found.getByText(new RegExp(`^${id.slice(0, 3)}\\*{${id.length - 5}}${id.slice(-2)}$`))).toBeVisible();
    await expect(found).toContainText(`가입일${joined}`);
    await expect(page.locator('body')).not.toContainText(id);
    expect(await blockingViolations(page)).toEqual([]);

    await found.getByRole('link', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/kr\/ko\/cu\/login\?/);
  },
);

test(
  '비밀번호 찾기 from the login screen: the ID and its number’s code, a new password, a login with it, and the old login ended',
  DESKTOP_ONLY,
  async ({ page, browser, request }, testInfo) => {
    const member = newMember(testInfo);
    await joinByApi(request, member);
    // Logged in elsewhere before the reset, with the old password.
    const elsewhere = await (await browser.newContext()).newPage();
    await elsewhere.goto('/kr/ko/cu/login');
    await logIn(elsewhere, member);
    await elsewhere.waitForURL((url) => url.pathname === '/kr/ko');

    await page.goto('/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage');
    await page.getByRole('link', { name: '비밀번호 찾기' }).click();
    await expect(page).toHaveURL(/\/kr\/ko\/cu\/login\/find-password\?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage$/);
    await page.getByLabel('아이디', { exact: true }).fill(member.custWebId);
    await proveNumber(page, member, request);
    await page.getByRole('button', { name: '본인 확인' }).click();

    const newPassword = 'leafnew2026!';
    await expect(page.getByRole('heading', { name: '새 비밀번호 설정' })).toBeVisible();
    await page.getByLabel('새 비밀번호', { exact: true }).fill('onlyletters');
    await page.getByLabel('새 비밀번호 확인').fill('onlyletters');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByLabel('새 비밀번호', { exact: true })).toHaveAccessibleDescription(/영문, 숫자, 특수문자 중 2가지 이상을 조합해 주세요\.$/);
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await page.getByLabel('새 비밀번호 확인').fill(newPassword);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await acknowledge(page, '비밀번호를 변경했습니다. 새 비밀번호로 로그인해 주세요.');

    await expect(page).toHaveURL(/\/kr\/ko\/cu\/login\?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage$/);
    await logIn(page, { ...member, password: newPassword });
    await page.waitForURL('**/kr/ko/cu/mypage');
    await expect(page.getByRole('heading', { name: `${member.custNm}님, 반갑습니다` })).toBeVisible();

    await elsewhere.goto('/kr/ko/cu/mypage');
    await expect(elsewhere, 'the login from before the reset has ended').toHaveURL(/\/kr\/ko\/cu\/login\?/);
  },
);
