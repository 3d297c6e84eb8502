/**
 * Statuses of dated offers (sample-market items) at view time: a page built before an item opened
 * or closed still labels it right and only lets the shopper apply while it runs. Elements carry
 * `data-period-start` / `data-period-end` (epoch ms); inside, `[data-period-label]` gets the label
 * and a `[data-period-action]` button is enabled only while the item runs and has stock.
 */

export type PeriodStatus = 'UPCOMING' | 'ONGOING' | 'ENDED';

export const PERIOD_LABELS: Record<PeriodStatus, string> = { UPCOMING: '오픈 예정', ONGOING: '진행 중', ENDED: '종료' };

export function periodStatusAt(startMs: number, endMs: number, nowMs: number): PeriodStatus {
  if (nowMs < startMs) return 'UPCOMING';
  return nowMs < endMs ? 'ONGOING' : 'ENDED';
}

/** What the action button says when it cannot be pressed. */
export const SOLD_OUT_LABEL = '품절';

export function applyPeriodStatuses(root: ParentNode, nowMs: number): void {
  for (const node of root.querySelectorAll<HTMLElement>('[data-period-start][data-period-end]')) {
    const status = periodStatusAt(Number(node.dataset.periodStart), Number(node.dataset.periodEnd), nowMs);
    node.dataset.periodStatus = status;
    const label = node.querySelector<HTMLElement>('[data-period-label]');
    if (label) label.textContent = PERIOD_LABELS[status];
    const action = node.querySelector<HTMLButtonElement>('[data-period-action]');
    if (!action) continue;
    const soldOut = node.dataset.soldOut === 'Y';
    action.disabled = soldOut || status !== 'ONGOING';
    action.textContent = soldOut ? SOLD_OUT_LABEL : status === 'ONGOING' ? (action.dataset.actionLabel ?? '신청') : PERIOD_LABELS[status];
  }
}
