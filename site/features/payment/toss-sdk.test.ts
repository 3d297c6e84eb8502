import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOSS_SDK_URL, type TossPaymentsFactory } from './toss-sdk';

/** A fresh copy of the module: its cache of the loading script lives for a page. */
let loadTossPayments: typeof import('./toss-sdk').loadTossPayments;

/** Scripts the loader put in the page; happy-dom would try (and refuse) to fetch them, so they are held here. */
let added: HTMLScriptElement[] = [];

beforeEach(async () => {
  vi.resetModules();
  ({ loadTossPayments } = await import('./toss-sdk'));
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLScriptElement[]));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.TossPayments;
});

describe('loadTossPayments', () => {
  it('adds the script once and resolves with TossPayments when it has loaded', async () => {
    const first = loadTossPayments();
    const second = loadTossPayments();
    expect(added).toHaveLength(1);
    expect(added[0].src).toBe(TOSS_SDK_URL);
    expect(added[0].async).toBe(true);
    const factory = vi.fn() as unknown as TossPaymentsFactory;
    window.TossPayments = factory;
    added[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(factory);
    await expect(second).resolves.toBe(factory);
    await expect(loadTossPayments()).resolves.toBe(factory);
    expect(added).toHaveLength(1);
  });

  it('forgets a failed load so the next try loads again', async () => {
    const failed = loadTossPayments();
    added[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(TOSS_SDK_URL);
    const retry = loadTossPayments();
    expect(added).toHaveLength(2);
    window.TossPayments = vi.fn() as unknown as TossPaymentsFactory;
    added[1].dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(window.TossPayments);
  });

  it('rejects when the script loads but defines nothing', async () => {
    const loading = loadTossPayments();
    added[0].dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('TossPayments missing');
  });
});
