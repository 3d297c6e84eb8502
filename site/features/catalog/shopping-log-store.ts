/**
 * The shopping log (최근 본 상품): products this browser has viewed, newest first, at most 50,
 * kept in localStorage. Storage is the browser's, so anything read from it is checked field by
 * field and dropped when wrong: corrupt or foreign data never throws, it just is not shown.
 */

import { SHOPPING_LOG_PENDING_PREFIX } from './shopping-log-pending';

export const SHOPPING_LOG_KEY = 'nokcha.shoppingLog';
export const SHOPPING_LOG_MAX = 50;

/** What a card in the log needs, captured when the product page is viewed. */
export interface ViewedProduct {
  inmPrdNo: string;
  productCode: string;
  prdNm: string;
  brandNm: string;
  saleAmt: number;
  cnsmAmt: number;
  dcRate: number;
  soldOutYn: 'Y' | 'N';
  imageUrl: string;
  imageAlt: string;
  /** When it was viewed, ms since epoch. */
  viewedAt: number;
}

export type ViewedSnapshot = Omit<ViewedProduct, 'viewedAt'>;

const TEXT_FIELDS = ['inmPrdNo', 'productCode', 'prdNm', 'brandNm', 'imageUrl', 'imageAlt'] as const;
const NUMBER_FIELDS = ['saleAmt', 'cnsmAmt', 'dcRate'] as const;

/** A snapshot when `value` is one (`viewedAt` optional), else null. */
export function parseSnapshot(value: unknown): ViewedSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!TEXT_FIELDS.every((field) => typeof record[field] === 'string' && record[field] !== '')) return null;
  if (!NUMBER_FIELDS.every((field) => Number.isFinite(record[field]) && (record[field] as number) >= 0)) return null;
  if (record.soldOutYn !== 'Y' && record.soldOutYn !== 'N') return null;
  // Product images live on this shop's origin; anything else in storage is not ours.
  if (!(record.imageUrl as string).startsWith('/')) return null;
  const snapshot = {} as Record<string, unknown>;
  for (const field of [...TEXT_FIELDS, ...NUMBER_FIELDS, 'soldOutYn'] as const) snapshot[field] = record[field];
  return snapshot as unknown as ViewedSnapshot;
}

function parseEntry(value: unknown): ViewedProduct | null {
  const snapshot = parseSnapshot(value);
  const viewedAt = (value as { viewedAt?: unknown } | null)?.viewedAt;
  return snapshot && typeof viewedAt === 'number' && Number.isFinite(viewedAt) ? { ...snapshot, viewedAt } : null;
}

function storageOf(storage?: Storage): Storage | null {
  try {
    return storage ?? window.localStorage;
  } catch {
    return null;
  }
}

/** The log, newest first, with the product pages' notes filed; empty when storage is missing, blocked or holds something else. */
export function readShoppingLog(storage?: Storage): ViewedProduct[] {
  filePendingViews(storage);
  return readStored(storage);
}

interface PendingView {
  /** The page's `data-log-card` as written (a JSON snapshot), checked when filed. */
  card: string;
  viewedAt: number;
}

/**
 * Where product pages of the release before noted their views: one JSON list of `{ card, viewedAt }`
 * under a single key. A browser may still hold one, so it is filed like the others, and then gone.
 */
const LEGACY_PENDING_KEY = 'nokcha.shoppingLogPending';

function takeLegacyPendingViews(storage: Storage): PendingView[] {
  const text = storage.getItem(LEGACY_PENDING_KEY);
  if (text === null) return [];
  storage.removeItem(LEGACY_PENDING_KEY);
  const list = parseJson(text);
  if (!Array.isArray(list)) return [];
  return list.filter((view): view is PendingView => typeof view?.card === 'string' && typeof view.viewedAt === 'number' && Number.isFinite(view.viewedAt));
}

/** The notes product pages left (`shopping-log-pending.ts`), oldest first, removed from storage. */
function takePendingViews(storage: Storage | null): PendingView[] {
  if (!storage) return [];
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    const views = keys.flatMap((key) => {
      const viewedAt = Number(key?.slice(SHOPPING_LOG_PENDING_PREFIX.length));
      const card = key?.startsWith(SHOPPING_LOG_PENDING_PREFIX) ? storage.getItem(key) : null;
      if (card !== null) storage.removeItem(key!);
      return card !== null && Number.isFinite(viewedAt) ? [{ card, viewedAt }] : [];
    });
    views.push(...takeLegacyPendingViews(storage));
    return views.sort((a, b) => a.viewedAt - b.viewedAt).slice(-SHOPPING_LOG_MAX);
  } catch {
    return [];
  }
}

/** Files the views product pages noted (`shopping-log-pending.ts`) into the log. */
function filePendingViews(storage?: Storage): void {
  const pending = takePendingViews(storageOf(storage));
  if (pending.length === 0) return;
  let entries = readStored(storage);
  for (const view of pending) {
    const card = parseSnapshot(parseJson(view.card));
    if (card) entries = [{ ...card, viewedAt: view.viewedAt }, ...entries.filter((entry) => entry.inmPrdNo !== card.inmPrdNo)];
  }
  write(entries.slice(0, SHOPPING_LOG_MAX), storage);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readStored(storage?: Storage): ViewedProduct[] {
  try {
    const raw = storageOf(storage)?.getItem(SHOPPING_LOG_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    const entries = parsed.map(parseEntry).filter((entry): entry is ViewedProduct => entry !== null);
    const seen = new Set<string>();
    return entries
      .sort((a, b) => b.viewedAt - a.viewedAt)
      .filter((entry) => !seen.has(entry.inmPrdNo) && Boolean(seen.add(entry.inmPrdNo)))
      .slice(0, SHOPPING_LOG_MAX);
  } catch {
    return [];
  }
}

function write(entries: readonly ViewedProduct[], storage?: Storage): void {
  try {
    storageOf(storage)?.setItem(SHOPPING_LOG_KEY, JSON.stringify(entries));
  } catch {
    // Full or blocked storage: the log is a convenience, the page goes on without it.
  }
}

/** Puts the product at the top of the log (once), dropping the oldest beyond 50. */
export function recordView(snapshot: ViewedSnapshot, storage?: Storage, now = Date.now()): ViewedProduct[] {
  const card = parseSnapshot(snapshot);
  if (!card) return readShoppingLog(storage);
  const entries = [{ ...card, viewedAt: now }, ...readShoppingLog(storage).filter((entry) => entry.inmPrdNo !== card.inmPrdNo)].slice(0, SHOPPING_LOG_MAX);
  write(entries, storage);
  return entries;
}

export function removeFromShoppingLog(inmPrdNo: string, storage?: Storage): ViewedProduct[] {
  const entries = readShoppingLog(storage).filter((entry) => entry.inmPrdNo !== inmPrdNo);
  write(entries, storage);
  return entries;
}

export function clearShoppingLog(storage?: Storage): void {
  try {
    storageOf(storage)?.removeItem(SHOPPING_LOG_KEY);
  } catch {
    // As in `write`.
  }
}
