/**
 * The product page notes its view here at once, in a few bytes of code; the shopping log's own
 * code (`shopping-log-store.ts`) files the notes when it next reads the log, on the product page
 * once it is idle or on the 쇼핑 기록 page. So a shopper who leaves a product page within a second
 * still finds it in the log, and the product page's startup script stays small (issue 14 "Speed").
 */
export const SHOPPING_LOG_PENDING_KEY = 'nokcha.shoppingLogPending';
const PENDING_MAX = 50;

export interface PendingView {
  /** The page's `data-log-card` as written (a JSON snapshot), checked when filed. */
  card: string;
  viewedAt: number;
}

function list(value: string | null): PendingView[] {
  const parsed: unknown = JSON.parse(value ?? '[]');
  return Array.isArray(parsed) ? (parsed as PendingView[]) : [];
}

/** Notes a view of the product whose snapshot is `card`; storage that refuses just loses the note. */
export function notePendingView(card: string | undefined, now = Date.now(), storage?: Storage): void {
  if (!card) return;
  try {
    const store = storage ?? localStorage;
    store.setItem(SHOPPING_LOG_PENDING_KEY, JSON.stringify([...list(store.getItem(SHOPPING_LOG_PENDING_KEY)), { card, viewedAt: now }].slice(-PENDING_MAX)));
  } catch {
    // Blocked or full storage: the log is a convenience.
  }
}

/** The notes, oldest first, removed from storage; none when storage is missing or holds something else. */
export function takePendingViews(storage: Storage | null): PendingView[] {
  try {
    const views = list(storage?.getItem(SHOPPING_LOG_PENDING_KEY) ?? null);
    storage?.removeItem(SHOPPING_LOG_PENDING_KEY);
    return views.filter((view) => typeof view?.card === 'string' && typeof view.viewedAt === 'number');
  } catch {
    return [];
  }
}
