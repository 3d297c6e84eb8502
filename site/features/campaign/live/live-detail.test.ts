import { afterEach, expect, test, vi } from 'vitest';
import { STARTED_TEXT } from './live-countdown';
import { startLiveDetail } from './live-detail';

const START = Date.UTC(2026, 10, 27, 11, 0); // 20:00 KST
const END = START + 60 * 60 * 1000;

/** A broadcast page as shared/campaign/html/live-page-html.ts draws it, with the drawn label and the countdown as built for an upcoming broadcast. */
function page(builtLabel = '방송 예정', countdownHidden = false): void {
  document.body.innerHTML = `
    <article data-broadcast-start="${START}" data-broadcast-end="${END}">
      <div data-live-player data-broadcast-start="${START}" data-broadcast-end="${END}"></div>
      <span data-broadcast-label>${builtLabel}</span>
      <p role="timer" data-live-countdown data-countdown-start="${START}"${countdownHidden ? ' hidden' : ''}>방송 시작까지 <strong data-countdown-clock></strong></p>
    </article>`;
}

const label = () => document.querySelector('[data-broadcast-label]')?.textContent;
const countdown = () => document.querySelector<HTMLElement>('[data-live-countdown]')!;

afterEach(() => vi.useRealTimers());

test('an upcoming broadcast counts down, and at the start turns LIVE and tells the player', () => {
  vi.useFakeTimers({ now: START - 3000 });
  page();
  const player = document.querySelector('[data-live-player]')!;
  const changed = vi.fn();
  player.addEventListener('broadcast-status-change', changed);
  startLiveDetail(document);
  expect(countdown().hidden).toBe(false);
  expect(countdown().querySelector('[data-countdown-clock]')?.textContent).toBe('00:00:03');
  expect(label()).toBe('방송 예정');
  vi.advanceTimersByTime(3000);
  expect(countdown().textContent).toBe(STARTED_TEXT);
  expect(label()).toBe('LIVE');
  // Once when idle came, once at the start.
  expect(changed).toHaveBeenCalledTimes(2);
});

test('a page built before the start but read after it shows the label for now and no countdown', () => {
  page('방송 예정');
  startLiveDetail(document, () => START + 1000);
  expect(label()).toBe('LIVE');
  expect(countdown().hidden).toBe(true);
});

test('a start that passes between the page opening and idle turns the label LIVE and tells the player', () => {
  page();
  const changed = vi.fn();
  document.querySelector('[data-live-player]')!.addEventListener('broadcast-status-change', changed);
  startLiveDetail(document, () => START + 10);
  expect(label()).toBe('LIVE');
  expect(countdown().hidden).toBe(true);
  expect(changed).toHaveBeenCalledOnce();
});

test('an ended broadcast built as upcoming says 방송 종료 and hides the countdown', () => {
  page('방송 예정', false);
  startLiveDetail(document, () => END + 1);
  expect(label()).toBe('방송 종료');
  expect(countdown().hidden).toBe(true);
});
