/**
 * The three Core Web Vitals from raw performance entries, by web-vitals' definitions, as pure
 * functions so the tests can feed them made-up entries.
 */

/** What a layout shift contributes (shifts right after input are dropped before they get here). */
export interface Shift {
  startTime: number;
  value: number;
}

/**
 * CLS: the largest session window, where a window gathers shifts less than 1 s apart and spans at
 * most 5 s. A long page that shifts a little now and then is not punished for its length.
 */
export function clsOf(shifts: readonly Shift[]): number {
  let largest = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  for (const { startTime, value } of shifts) {
    if (session > 0 && startTime - last < 1000 && startTime - first < 5000) session += value;
    else {
      session = value;
      first = startTime;
    }
    last = startTime;
    largest = Math.max(largest, session);
  }
  return largest;
}

/**
 * INP from each interaction's latency (its longest event): the worst, or with many interactions
 * one worst per 50 is skipped, which approximates the 98th percentile without keeping them all.
 */
export function inpOf(latencies: Iterable<number>, interactionCount: number): number | undefined {
  const worst = [...latencies].sort((a, b) => b - a);
  return worst.length === 0 ? undefined : worst[Math.min(worst.length - 1, Math.floor(interactionCount / 50))];
}

/** LCP: the last candidate painted before `cutOff` (the first input or the page first hidden). */
export function lcpOf(candidates: readonly number[], cutOff: number): number | undefined {
  return candidates.filter((startTime) => startTime < cutOff).at(-1);
}
