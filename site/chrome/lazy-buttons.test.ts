import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startLazyButtons } from './lazy-buttons';

// A document of its own per test: a load that never settles leaves its listeners behind.
let doc: Document;
beforeEach(() => {
  doc = document.implementation.createHTMLDocument('buttons');
  doc.body.innerHTML = '<a href="#card"><button type="button" data-x id="a">담기</button></a><button type="button" data-x id="b">찜</button><p id="c">글</p>';
});

function deferred(): { promise: Promise<() => void>; resolve: (start: () => void) => void; reject: (error: Error) => void } {
  let resolve!: (start: () => void) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<() => void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

const flush = async () => {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
};

describe('startLazyButtons', () => {
  it('loads nothing when the page has no such button, or until one is about to be used', () => {
    const load = vi.fn(() => new Promise<() => void>(() => {}));
    startLazyButtons('[data-missing]', load, { root: doc });
    startLazyButtons('[data-x]', load, { root: doc });
    doc.getElementById('c')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    doc.getElementById('b')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    doc.getElementById('a')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads early when asked to, for a member whose hearts must show', () => {
    const load = vi.fn(() => new Promise<() => void>(() => {}));
    startLazyButtons('[data-x]', load, { root: doc, eagerWhen: (loadNow) => loadNow() });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds taps made before the code arrives and replays each once, in order', async () => {
    const loading = deferred();
    startLazyButtons('[data-x]', () => loading.promise, { root: doc });
    const seen: string[] = [];
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.getElementById('a')!.dispatchEvent(early);
    doc.getElementById('a')!.click();
    doc.getElementById('b')!.click();
    expect(early.defaultPrevented).toBe(true);
    loading.resolve(() => doc.addEventListener('click', (event) => seen.push((event.target as Element).id)));
    await flush();
    expect(seen).toEqual(['a', 'b']);
    doc.getElementById('b')!.click();
    expect(seen).toEqual(['a', 'b', 'b']);
  });

  it('lets taps through again when the code fails to load', async () => {
    const loading = deferred();
    startLazyButtons('[data-x]', () => loading.promise, { root: doc });
    doc.getElementById('b')!.click();
    loading.reject(new Error('chunk'));
    await flush();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.getElementById('b')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });
});
