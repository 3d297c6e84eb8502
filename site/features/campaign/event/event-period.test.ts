import { afterEach, expect, test, vi } from 'vitest';
import { applyEventPeriod, ENDED_BUTTON_LABEL, watchEventPeriod } from './event-period';

const END = 2_000_000;

function page(): HTMLElement {
  document.body.innerHTML = `
    <article data-event-end="${END}">
      <p data-event-ended hidden>종료된 이벤트입니다</p>
      <button type="button" data-event-id="1" data-coupon-id="2">쿠폰 받기</button>
    </article>`;
  return document.querySelector('article')!;
}

afterEach(() => vi.useRealTimers());

test('a running event keeps its buttons', () => {
  const root = page();
  expect(applyEventPeriod(root, END - 1)).toBe(false);
  expect(root.querySelector<HTMLElement>('[data-event-ended]')!.hidden).toBe(true);
  expect(root.querySelector('button')!.disabled).toBe(false);
});

test('at its end the event says it ended and its buttons stop', () => {
  const root = page();
  expect(applyEventPeriod(root, END)).toBe(true);
  expect(root.querySelector<HTMLElement>('[data-event-ended]')!.hidden).toBe(false);
  expect(root.querySelector('button')!.disabled).toBe(true);
  expect(root.querySelector('button')!.textContent).toBe(ENDED_BUTTON_LABEL);
});

test('a page left open turns ended at the end', () => {
  vi.useFakeTimers({ now: END - 1000 });
  const root = page();
  watchEventPeriod(root);
  expect(root.querySelector('button')!.disabled).toBe(false);
  vi.advanceTimersByTime(1100);
  expect(root.querySelector('button')!.disabled).toBe(true);
});
