/**
 * The operator console for e2e flows: the seeded local operators (README "Operators")
 * and their login with a TOTP code. A code is accepted once per 30-second step, so parallel
 * workers take turns by step (`claimCodeStep`), and a refused login still tries again, up to three times.
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { totpCode } from '#shared/ops/totp';

export const CONSOLE_URL = '/ops/console';
/** Where this run's workers note which operator's code step each has taken (`claimCodeStep`). */
const LOGIN_CLAIMS_DIR = join(process.env.E2E_PERSIST_DIR ?? join(tmpdir(), `nokcha-e2e-${process.env.E2E_PORT ?? '8799'}`), 'login-claims');
mkdirSync(LOGIN_CLAIMS_DIR, { recursive: true });
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
  for (let attempt = 1; ; attempt += 1) {
    const step = await claimCodeStep(page, loginId);
    await form.getByLabel('아이디').fill(loginId);
    await form.getByLabel('비밀번호').fill(password);
    await form.getByLabel(/인증 코드/).fill(totpCode(secret, step * STEP_MS));
    await form.getByRole('button', { name: '로그인' }).click();
    // Either the console opens or the form says no; a slow answer on a loaded machine is neither.
    await expect(landed.or(refused)).toBeVisible({ timeout: 30_000 });
    if ((await landed.isVisible()) || attempt === 3) break;
  }
  await expect(landed).toBeVisible();
}

const STEP_MS = 30_000;
/** Time a login needs between taking its code and the worker checking it. */
const SUBMIT_MS = 5_000;

/**
 * Takes the operator's current code step for this login alone. The worker accepts each step once
 * per operator, and e2e files run in parallel workers that log the same operators in: a file made
 * with `wx` in the run's own directory says which worker has the step, and the others wait for the
 * next one instead of being refused. A step too near its end is not taken, so the code is checked
 * before anyone else's later step.
 */
async function claimCodeStep(page: Page, loginId: string): Promise<number> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    if (STEP_MS - (now % STEP_MS) > SUBMIT_MS) {
      try {
        closeSync(openSync(join(LOGIN_CLAIMS_DIR, `${loginId}-${step}`), 'wx'));
        return step;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 200);
  }
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
