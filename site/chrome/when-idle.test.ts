import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('whenIdle', () => {
  it('waits for the load event, then for an idle period', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const work = vi.fn();
    whenIdle(work);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    idle[0]();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('schedules at once on a page that has already loaded, with a timer where idle callbacks are missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(work).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
