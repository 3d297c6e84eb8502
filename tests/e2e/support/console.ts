/**
 * The operator console for e2e flows (issue 13): the seeded local operators (README "Operators")
 * and their login with a TOTP code. A code is accepted once per 30-second step, so a login that
 * is refused (a retry in the same step) waits for the next step and tries once more.
 */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export const CONSOLE_URL = '/ops/console';
const PASSWORD = 'nokcha-ops-2026!';
export const OPERATORS = {
  owner: 'NOKCHAOWNERLOCALDEMOAAAAAAAAAAAA',
  csteam: 'NOKCHACSTEAMLOCALDEMOAAAAAAAAAAA',
  content: 'NOKCHACONTENTLOCALDEMOAAAAAAAAAA',
  warehouse: 'NOKCHAWAREHOUSELOCALDEMOAAAAAAAA',
} as const;

const codeOf = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

export async function consoleLogin(page: Page, loginId: keyof typeof OPERATORS): Promise<void> {
  await page.goto(CONSOLE_URL);
  const form = page.getByRole('form', { name: '운영자 로그인' });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await form.getByLabel('아이디').fill(loginId);
    await form.getByLabel('비밀번호').fill(PASSWORD);
    await form.getByLabel(/인증 코드/).fill(codeOf(OPERATORS[loginId]));
    await form.getByRole('button', { name: '로그인' }).click();
    const landed = await page
      .getByRole('list', { name: '오늘의 현황' })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (landed) return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await expect(page.getByRole('list', { name: '오늘의 현황' })).toBeVisible();
}
