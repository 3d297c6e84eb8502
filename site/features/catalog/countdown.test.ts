import { afterEach, describe, expect, it, vi } from 'vitest';
import { dttmToEpoch } from '#shared/format';
import { formatRemaining, startCountdowns, tickCountdowns } from './countdown';

describe('formatRemaining', () => {
  it('prints hours, minutes and seconds left, with days in front when there are any', () => {
    expect(formatRemaining(3_723_000)).toBe('01:02:03 남음');
    expect(formatRemaining(999)).toBe('00:00:00 남음');
    expect(formatRemaining(90_061_000)).toBe('1일 01:01:01 남음');
  });

  it('says 종료 once the deal is over', () => {
    expect(formatRemaining(0)).toBe('종료');
    expect(formatRemaining(-5000)).toBe('종료');
  });
});

describe('countdowns on the page', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  const NOW = dttmToEpoch('20261122120000');

  function timer(end: string): HTMLElement {
    const node = document.createElement('span');
    node.dataset.dealEnd = end;
    node.textContent = '11월 22일 종료';
    document.body.append(node);
    return node;
  }

  it('ticks every second and reads the end again each time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const node = timer('20261122130000');
    const stop = startCountdowns(document);
    expect(node.textContent).toBe('01:00:00 남음');
    vi.advanceTimersByTime(1000);
    expect(node.textContent).toBe('00:59:59 남음');
    // The worker (or anyone) moved the end: the next ticks follow it.
    node.dataset.dealEnd = '20261122120005';
    vi.advanceTimersByTime(1000);
    expect(node.textContent).toBe('00:00:03 남음');
    vi.advanceTimersByTime(3000);
    expect(node.textContent).toBe('종료');
    expect(node.hasAttribute('data-deal-ended')).toBe(true);
    stop();
    node.dataset.dealEnd = '20261122130000';
    vi.advanceTimersByTime(1000);
    expect(node.textContent).toBe('종료');
  });

  it('leaves a malformed end as it was built', () => {
    const node = timer('soon');
    tickCountdowns(document, NOW);
    expect(node.textContent).toBe('11월 22일 종료');
  });
});
