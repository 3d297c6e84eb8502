/**
 * The operator console for e2e flows (issue 13): the seeded local operators (README "Operators")
 * and their login with a TOTP code. A code is accepted once per 30-second step, so a login that
 * is refused (a retry in the same step) waits for the next step and tries once more.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { totpCode } from '#shared/ops/totp';

export const CONSOLE_URL = '/ops/console';
const PASSWORD = 'nokcha-ops-2026!';
export const REFUSED = '아이디, 비밀번호 또는 인증 코드가 맞지 않습니다.';
export const OPERATORS = {
  owner: 'NOKCHAOWNERLOCALDEMOAAAAAAAAAAAA',
  csteam: 'NOKCHACSTEAMLOCALDEMOAAAAAAAAAAA',
  content: 'NOKCHACONTENTLOCALDEMOAAAAAAAAAA',
  warehouse: 'NOKCHAWAREHOUSELOCALDEMOAAAAAAAA',
} as const;

/** Logs a seeded operator in, or another one whose password and TOTP secret are given. */
export async function consoleLogin(page: Page, loginId: string, own?: { password: string; secret: string }): Promise<void> {
  const password = own?.password ?? PASSWORD;
  const secret = own?.secret ?? OPERATORS[loginId as keyof typeof OPERATORS];
  await page.goto(CONSOLE_URL);
  const form = page.getByRole('form', { name: '운영자 로그인' });
  const landed = page.getByRole('list', { name: '오늘의 현황' });
  const refused = page.getByText(REFUSED);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await form.getByLabel('아이디').fill(loginId);
    await form.getByLabel('비밀번호').fill(password);
    await form.getByLabel(/인증 코드/).fill(totpCode(secret));
    await form.getByRole('button', { name: '로그인' }).click();
    // Either the console opens or the form says no; a slow answer on a loaded machine is neither.
    await expect(landed.or(refused)).toBeVisible({ timeout: 30_000 });
    if (await landed.isVisible()) return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await expect(landed).toBeVisible();
}

/**
 * Types into a console list's filter and waits until react-admin has applied it. It applies a
 * filter after a pause by putting it in the list's URL, so a click made before that (a row, a menu
 * item) would be undone by it: the page goes back to the list under the next step's feet.
 */
export async function filterList(input: Locator, value: string): Promise<void> {
  await input.fill(value);
  await expect.poll(() => decodeURIComponent(input.page().url())).toContain(JSON.stringify(value).slice(1, -1));
}
