import { expect, test } from 'vitest';
import { periodStatusAt as gatewayPeriodStatusAt } from '#shared/schemas/campaign-calls';
import { toDttm14 } from '#shared/format';
import { applyPeriodStatuses, periodStatusAt } from './period-status';

const START = Date.UTC(2026, 10, 1, 15, 0); // 2026-11-02 00:00 KST
const END = START + 7 * 24 * 3600 * 1000;

function item(soldOut = 'N'): HTMLElement {
  document.body.innerHTML = `
    <li data-period-start="${START}" data-period-end="${END}" data-sold-out="${soldOut}">
      <span data-period-label>진행 중</span>
      <button type="button" data-period-action data-action-label="신청">신청</button>
    </li>`;
  return document.querySelector('li')!;
}

const button = () => document.querySelector('button')!;

test('agrees with the gateway at the boundaries', () => {
  for (const now of [START - 1000, START, END - 1000, END]) {
    expect(periodStatusAt(START, END, now)).toBe(gatewayPeriodStatusAt(toDttm14(START), toDttm14(END), now));
  }
});

test.each([
  [START - 1, '오픈 예정', true, '오픈 예정'],
  [START, '진행 중', false, '신청'],
  [END, '종료', true, '종료'],
])('at %i the item reads %s', (now, label, disabled, buttonText) => {
  item();
  applyPeriodStatuses(document, now);
  expect(document.querySelector('[data-period-label]')?.textContent).toBe(label);
  expect(button().disabled).toBe(disabled);
  expect(button().textContent).toBe(buttonText);
});

test('a sold-out item cannot be applied for while it runs', () => {
  item('Y');
  applyPeriodStatuses(document, START + 1);
  expect(button().disabled).toBe(true);
  expect(button().textContent).toBe('품절');
});
