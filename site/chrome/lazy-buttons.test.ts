import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startLazyButtons } from './lazy-buttons';

beforeEach(() => {
  document.body.innerHTML = '<a href="#card"><button type="button" data-x id="a">담기</button></a><button type="button" data-x id="b">찜</button>';
});

function deferred(): { promise: Promise<() => void>; resolve: (start: () => void) => void; reject: (error: Error) => void } {
  let resolve!: (start: () => void) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<() => void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('startLazyButtons', () => {
  it('loads nothing when the page has no such button', () => {
    const load = vi.fn();
    startLazyButtons('[data-missing]', load);
    expect(load).not.toHaveBeenCalled();
  });

  it('holds taps made before the code arrives and replays each once, in order', async () => {
    const loading = deferred();
    startLazyButtons('[data-x]', () => loading.promise);
    const seen: string[] = [];
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('a')!.dispatchEvent(early);
    document.getElementById('a')!.click();
    document.getElementById('b')!.click();
    expect(early.defaultPrevented).toBe(true);
    loading.resolve(() => document.addEventListener('click', (event) => seen.push((event.target as Element).id)));
    await loading.promise;
    await Promise.resolve();
    expect(seen).toEqual(['a', 'b']);
    document.getElementById('b')!.click();
    expect(seen).toEqual(['a', 'b', 'b']);
  });

  it('lets taps through again when the code fails to load', async () => {
    const loading = deferred();
    startLazyButtons('[data-x]', () => loading.promise);
    loading.reject(new Error('chunk'));
    await loading.promise.catch(() => {});
    await Promise.resolve();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('b')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });
});
