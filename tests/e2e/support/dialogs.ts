/** The site's alert stack as a shopper meets it: read what an alert says, then 확인. */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export async function acknowledge(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: '확인' }).click();
}

/** Answers a confirm dialog with its button `choice` (등록, 삭제, …). */
export async function choose(page: Page, choice: string): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: choice }).click();
}

/** Reads a toast: a routine result said in passing (ADR 047), with nothing to tap away. */
export async function noticed(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('status', { name: '알림 메시지' })).toContainText(text);
}
