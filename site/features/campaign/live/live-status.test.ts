import { afterEach, expect, test, vi } from 'vitest';
import { liveStatusAt as gatewayStatusAt } from '#shared/schemas/campaign-calls';
import { toDttm14 } from '#shared/format';
import { applyLiveStatuses, startLiveStatuses } from './live-status';
import { liveStatusAt } from './live-status-at';

const START = Date.UTC(2026, 10, 22, 11, 0); // 20:00 KST
const END = START + 60 * 60 * 1000;

function card(start = START, end = END): HTMLElement {
  document.body.innerHTML = `
    <article data-broadcast-start="${start}" data-broadcast-end="${end}">
      <span data-broadcast-label>방송 예정</span>
      <p>방송 제목</p>
    </article>`;
  return document.querySelector('article')!;
}

const label = () => document.querySelector('[data-broadcast-label]')?.textContent;

afterEach(() => vi.useRealTimers());

test.each([
  [START - 1, 'upcoming'],
  [START, 'live'],
  [END - 1, 'live'],
  [END, 'ended'],
  [END + 1, 'ended'],
] as const)('at %i the broadcast is %s', (now, status) => {
  expect(liveStatusAt(START, END, now)).toBe(status);
});

test('agrees with the gateway at every boundary, to the second', () => {
  const start = toDttm14(START);
  const end = toDttm14(END);
  for (const now of [START - 1000, START, START + 1000, END - 1000, END, END + 1000]) {
    expect(liveStatusAt(START, END, now).toUpperCase()).toBe(gatewayStatusAt(start, end, now));
  }
});

test.each([
  [START - 1000, '방송 예정'],
  [START, 'LIVE'],
  [END, '방송 종료'],
])('the label at %i reads %s', (now, text) => {
  const node = card();
  applyLiveStatuses(document, now);
  expect(label()).toBe(text);
  expect(node.dataset.broadcastStatus).toBe(text === 'LIVE' ? 'live' : text === '방송 예정' ? 'upcoming' : 'ended');
});

test('tells when the next label changes, and nothing after the end', () => {
  card();
  expect(applyLiveStatuses(document, START - 5)).toBe(START);
  expect(applyLiveStatuses(document, START + 5)).toBe(END);
  expect(applyLiveStatuses(document, END + 5)).toBeNull();
});

test('a page left open turns 방송 예정 into LIVE at the start and 방송 종료 at the end, without moving the card', () => {
  vi.useFakeTimers({ now: START - 2000 });
  const node = card();
  const parent = node.parentElement;
  const stop = startLiveStatuses(document);
  expect(label()).toBe('방송 예정');
  vi.advanceTimersByTime(2100);
  expect(label()).toBe('LIVE');
  vi.advanceTimersByTime(END - START);
  expect(label()).toBe('방송 종료');
  expect(node.parentElement).toBe(parent);
  stop();
});

test('the root itself may carry the times', () => {
  const node = card();
  applyLiveStatuses(node, START);
  expect(label()).toBe('LIVE');
});

test('cards without valid times are left as built', () => {
  document.body.innerHTML = `<article data-broadcast-start="x" data-broadcast-end="y"><span data-broadcast-label>LIVE</span></article>`;
  expect(applyLiveStatuses(document, START)).toBeNull();
  expect(label()).toBe('LIVE');
});
