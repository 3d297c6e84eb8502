/**
 * Sends the results page's `search` analytics event (docs/analytics.md; its parameters:
 * shared/search/search-event.ts) at most once per 100 ms. The results' `view_item_list` and a
 * card's `select_item` are the chrome's, as on every list (their `data-item-list` and `data-item`).
 */
import type { SearchEventParams } from '#shared/search/search-event';
import { track } from '#lib/tracking';

export const SEARCH_TRACKING_THROTTLE_MS = 100;

/**
 * Calls `run` at once, then at most once per `ms`: a call within the window waits for its end,
 * and only the latest such call runs, so the last search is never lost.
 */
export function throttle<A extends unknown[]>(run: (...args: A) => void, ms: number): (...args: A) => void {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | null = null;
  const fire = (args: A) => {
    last = Date.now();
    run(...args);
  };
  return (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) return fire(args);
    waiting = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (waiting) fire(waiting);
        waiting = null;
      },
      Math.max(wait, 0),
    );
  };
}

export const trackSearch = throttle((params: SearchEventParams) => track('search', { ...params }), SEARCH_TRACKING_THROTTLE_MS);
