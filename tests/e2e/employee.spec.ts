/**
 * Employee verification as a member meets it: a guest is sent to log in; a member
 * picks a company, gets refused for a malformed number, receives a code at the company mail
 * (the embedded outbox stands in for the mailbox), is refused a wrong code, verifies, sees the
 * employee shop open, and releases again, told so in a dialog. The guide has no footer.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { joinByApi, newMember } from './support/members';
import { DESKTOP_ONLY } from './support/one-layout';

const SCREEN = '/kr/ko/cu/hq-emp-user';

async function logInByApi(page: Page, testInfo: TestInfo): Promise<string> {
  const member = newMember(testInfo);
  await joinByApi(page.request, member);
  expect((await page.request.post('/member/', { data: { custWebId: member.custWebId, password: member.password } })).status()).toBeLessThan(400);
  return member.custWebId;
}

/** The code in the newest mail to `to`, read from the embedded outbox. */
async function mailedCode(api: APIRequestContext, to: string): Promise<string> {
  const answer = (await (await api.get(`/member/mail/outbox?to=${encodeURIComponent(to)}`)).json()) as { mails: { body: string }[] };
  expect(answer.mails.length, `no mail to ${to}`).toBeGreaterThan(0);
  return /(\d{6})/.exec(answer.mails[0].body)![1];
}

test('a guest is asked to log in before verifying', async ({ page }) => {
  await page.goto(SCREEN);
  await expect(page).toHaveURL(/\/member\/login|\/cu\/login/);
});

test('a member verifies with a code mailed to the company address, then releases', DESKTOP_ONLY, async ({ page }, testInfo) => {
  const webId = await logInByApi(page, testInfo);
  const mailId = `e2e.${webId}`.slice(0, 20);
  await page.goto(SCREEN);
  await page.getByLabel('회사', { exact: true }).selectOption({ label: '녹차로지스' });
  await expect(page.getByText('@nokchalogis.co.kr')).toBeVisible();
  await page.getByLabel('사번').fill('123456');
  await page.getByLabel('회사 메일').fill(mailId);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('사번 형식이 회사 규칙과 맞지 않습니다. 사번을 확인해 주세요.')).toBeVisible();
  await expect(page.getByLabel('사번')).toBeFocused();

  await page.getByLabel('사번').fill(`L${String(Date.now()).slice(-5)}`);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '인증번호를 보냈습니다' })).toBeVisible();
  const code = await mailedCode(page.request, `${mailId}@nokchalogis.co.kr`);

  await page.getByLabel('인증번호').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page.getByText('인증번호가 일치하지 않습니다. 메일의 인증번호를 다시 확인해 주세요.')).toBeVisible();

  await page.getByLabel('인증번호').fill(code);
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page.getByRole('heading', { name: '임직원 인증 완료' })).toBeVisible();
  await expect(page.getByText('녹차로지스')).toBeVisible();

  await page.getByRole('link', { name: '임직원 전용관 가기' }).click();
  await expect(page.getByText('임직원 인증 후 이용할 수 있습니다')).toHaveCount(0);

  await page.goto(SCREEN);
  await page.getByRole('button', { name: '인증 해제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  const released = page.getByRole('alertdialog', { name: '임직원 인증이 해제되었습니다.' });
  await expect(released).toBeVisible();
  await released.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('button', { name: '인증번호 받기' })).toBeVisible();
});

test('the guide explains the steps, links to verification and has no footer', async ({ page }) => {
  await page.goto(`${SCREEN}/guide`);
  await expect(page.getByRole('heading', { name: '임직원 인증 안내', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: '임직원 인증하기' })).toHaveAttribute('href', SCREEN);
  await expect(page.locator('footer')).toHaveCount(0);
});
