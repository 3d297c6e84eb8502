import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearShoppingLog,
  readShoppingLog,
  recordView,
  removeFromShoppingLog,
  SHOPPING_LOG_KEY,
  SHOPPING_LOG_MAX,
  type ViewedSnapshot,
} from './shopping-log-store';
import { notePendingView, SHOPPING_LOG_PENDING_PREFIX } from './shopping-log-pending';

function snapshot(no: number, overrides: Partial<ViewedSnapshot> = {}): ViewedSnapshot {
  return {
    inmPrdNo: String(no),
    productCode: `BO${String(no).padStart(7, '0')}`,
    prdNm: `상품 ${no}`,
    brandNm: '녹차숍',
    saleAmt: 12_500,
    cnsmAmt: 15_000,
    dcRate: 16,
    soldOutYn: 'N',
    imageUrl: `/images/products/${no}-1.svg`,
    imageAlt: `상품 ${no} 이미지`,
    ...overrides,
  };
}

describe('shopping log store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps viewed products newest first, once each', () => {
    recordView(snapshot(1), undefined, 1000);
    recordView(snapshot(2), undefined, 2000);
    recordView(snapshot(1), undefined, 3000);
    expect(readShoppingLog().map((entry) => [entry.inmPrdNo, entry.viewedAt])).toEqual([
      ['1', 3000],
      ['2', 2000],
    ]);
  });

  it('keeps at most 50, dropping the oldest', () => {
    for (let no = 1; no <= SHOPPING_LOG_MAX + 3; no += 1) recordView(snapshot(no), undefined, no);
    const log = readShoppingLog();
    expect(log).toHaveLength(SHOPPING_LOG_MAX);
    expect(log[0].inmPrdNo).toBe('53');
    expect(log.at(-1)!.inmPrdNo).toBe('4');
  });

  it('removes one product, or all of them', () => {
    recordView(snapshot(1), undefined, 1);
    recordView(snapshot(2), undefined, 2);
    expect(removeFromShoppingLog('2').map((entry) => entry.inmPrdNo)).toEqual(['1']);
    expect(readShoppingLog().map((entry) => entry.inmPrdNo)).toEqual(['1']);
    clearShoppingLog();
    expect(readShoppingLog()).toEqual([]);
  });

  it('never throws on corrupt storage: broken JSON, another shape, or bad entries are dropped', () => {
    localStorage.setItem(SHOPPING_LOG_KEY, '{not json');
    expect(readShoppingLog()).toEqual([]);
    localStorage.setItem(SHOPPING_LOG_KEY, JSON.stringify({ items: [] }));
    expect(readShoppingLog()).toEqual([]);
    const good = { ...snapshot(7), viewedAt: 5 };
    localStorage.setItem(
      SHOPPING_LOG_KEY,
      JSON.stringify([
        null,
        3,
        { ...good, saleAmt: '12,500원' },
        { ...good, imageUrl: 'https://evil.example/x.svg' },
        { ...good, viewedAt: 'yesterday' },
        good,
      ]),
    );
    expect(readShoppingLog()).toEqual([good]);
    // Recording over corrupt data starts clean rather than failing.
    localStorage.setItem(SHOPPING_LOG_KEY, '[[[');
    expect(recordView(snapshot(8), undefined, 9).map((entry) => entry.inmPrdNo)).toEqual(['8']);
  });

  it('copies only the snapshot’s own fields into storage', () => {
    recordView({ ...snapshot(1), extra: '<script>' } as ViewedSnapshot, undefined, 1);
    expect(JSON.parse(localStorage.getItem(SHOPPING_LOG_KEY)!)[0]).not.toHaveProperty('extra');
  });

  it('goes on without storage when the browser refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readShoppingLog(refusing)).toEqual([]);
    expect(recordView(snapshot(1), refusing, 1)).toHaveLength(1);
    expect(() => clearShoppingLog(refusing)).not.toThrow();
  });
});

describe('views noted by product pages before the log code loaded', () => {
  beforeEach(() => localStorage.clear());

  it('are filed into the log, newest first, the next time it is read, and only once', () => {
    recordView(snapshot(1), undefined, 500);
    notePendingView(JSON.stringify(snapshot(2)), 1_000);
    notePendingView(JSON.stringify(snapshot(1)), 2_000);
    notePendingView('{"not":"a card"}', 3_000);
    expect(readShoppingLog().map((entry) => [entry.inmPrdNo, entry.viewedAt])).toEqual([
      ['1', 2_000],
      ['2', 1_000],
    ]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith(SHOPPING_LOG_PENDING_PREFIX))).toEqual([]);
    expect(readShoppingLog()).toHaveLength(2);
  });

  it('are filed from the one list the release before kept them in, as well', () => {
    const legacy = [
      { card: JSON.stringify(snapshot(5)), viewedAt: 1_500 },
      { card: JSON.stringify(snapshot(6)), viewedAt: 'later' },
      { card: 7, viewedAt: 1_700 },
    ];
    localStorage.setItem('nokcha.shoppingLogPending', JSON.stringify(legacy));
    notePendingView(JSON.stringify(snapshot(4)), 2_000);
    expect(readShoppingLog().map((entry) => [entry.inmPrdNo, entry.viewedAt])).toEqual([
      ['4', 2_000],
      ['5', 1_500],
    ]);
    expect(Object.keys(localStorage)).toEqual(['nokcha.shoppingLog']);
  });

  it('survive a list from the release before that is not a list', () => {
    localStorage.setItem('nokcha.shoppingLogPending', '{oops');
    notePendingView(JSON.stringify(snapshot(4)), 2_000);
    expect(readShoppingLog().map((entry) => entry.inmPrdNo)).toEqual(['4']);
    expect(Object.keys(localStorage)).toEqual(['nokcha.shoppingLog']);
  });

  it('leave other keys alone, and a note whose key names no time is dropped', () => {
    localStorage.setItem('nokcha.other', 'x');
    localStorage.setItem(`${SHOPPING_LOG_PENDING_PREFIX}soon`, JSON.stringify(snapshot(3)));
    notePendingView(JSON.stringify(snapshot(4)), 4_000);
    expect(readShoppingLog().map((entry) => entry.inmPrdNo)).toEqual(['4']);
    expect(Object.keys(localStorage).sort()).toEqual(['nokcha.other', 'nokcha.shoppingLog']);
  });
});
