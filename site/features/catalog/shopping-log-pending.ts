/**
 * The product page notes its view here at once, in a few bytes of code: one storage key per view,
 * so noting reads nothing and parses nothing. The shopping log's own code (`shopping-log-store.ts`)
 * files the notes when it next reads the log, on the product page once it is idle or on the 쇼핑
 * 기록 page. So a shopper who leaves a product page within a second still finds it in the log, and
 * the product page's startup script stays small.
 */
export const SHOPPING_LOG_PENDING_PREFIX = 'nokcha.shoppingLogPending.';

/** Notes a view at `now` of the product whose snapshot is `card`; storage that refuses just loses the note. */
export function notePendingView(card: string | undefined, now = Date.now(), storage?: Storage): void {
  if (!card) return;
  try {
    (storage ?? localStorage).setItem(SHOPPING_LOG_PENDING_PREFIX + now, card);
  } catch {
    // Blocked or full storage: the log is a convenience.
  }
}
