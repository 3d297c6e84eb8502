/**
 * A broadcast's status as the shopper sees it when they look, not when the page was built: each
 * element carrying `data-broadcast-start` / `data-broadcast-end` (epoch ms) gets its 방송 예정 / LIVE /
 * 방송 종료 label and a `data-broadcast-status` for styling. Nothing moves: the build already put each
 * broadcast in its section, and reshuffling a list under the shopper's thumb is worse than a
 * section whose label has turned.
 */

import { liveStatusAt, type LiveStatus } from './live-status-at';

export const LIVE_STATUS_LABELS: Record<LiveStatus, string> = {
  upcoming: '방송 예정',
  live: 'LIVE',
  ended: '방송 종료',
};

interface Timed {
  node: HTMLElement;
  start: number;
  end: number;
}

const TIMED = '[data-broadcast-start][data-broadcast-end]';

function timedNodes(root: ParentNode): Timed[] {
  const self = root instanceof HTMLElement && root.matches(TIMED) ? [root] : [];
  return [...self, ...root.querySelectorAll<HTMLElement>(TIMED)]
    .map((node) => ({ node, start: Number(node.dataset.broadcastStart), end: Number(node.dataset.broadcastEnd) }))
    .filter((item) => Number.isFinite(item.start) && Number.isFinite(item.end));
}

/** Sets every label under `root` for `nowMs`; returns the next instant a label will change, or null. */
export function applyLiveStatuses(root: ParentNode, nowMs: number): number | null {
  let next: number | null = null;
  for (const { node, start, end } of timedNodes(root)) {
    const status = liveStatusAt(start, end, nowMs);
    node.dataset.broadcastStatus = status;
    for (const label of node.querySelectorAll<HTMLElement>('[data-broadcast-label]')) {
      label.textContent = LIVE_STATUS_LABELS[status];
    }
    const boundary = status === 'upcoming' ? start : status === 'live' ? end : null;
    if (boundary !== null && (next === null || boundary < next)) next = boundary;
  }
  return next;
}

/** Timers longer than this are re-armed, since browsers overflow delays past ~24.8 days. */
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

/** Keeps the labels right while the page stays open: re-applies at each start and end. Returns a stop function. */
export function startLiveStatuses(root: ParentNode, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const current = now();
    const next = applyLiveStatuses(root, current);
    if (next === null) return;
    timer = setTimeout(run, Math.min(Math.max(next - current, 0) + 50, MAX_DELAY_MS));
  };
  run();
  return () => clearTimeout(timer);
}
