/**
 * A broadcast's status at a given instant, alone: the player needs it at once, while the labels
 * that use it too (`live-status.ts`) are set once the broadcast page is idle.
 */
export type LiveStatus = 'upcoming' | 'live' | 'ended';

/** Upcoming before the start, live from the start up to (not including) the end, ended after. */
export function liveStatusAt(startMs: number, endMs: number, nowMs: number): LiveStatus {
  if (nowMs < startMs) return 'upcoming';
  return nowMs < endMs ? 'live' : 'ended';
}
