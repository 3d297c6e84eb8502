/**
 * 더보기 for the posting list. The page carries every posting; this shows the first page and one
 * more per press. The postings it folds away are below the fold, so nothing visible jumps.
 */

export const POSTING_PAGE_SIZE = 12;

/** Shows the first `shown` cards under `root`; returns how many are shown. */
export function showPostings(root: HTMLElement, shown: number): number {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-posting-card]')];
  cards.forEach((card, index) => {
    card.hidden = index >= shown;
  });
  const visible = Math.min(shown, cards.length);
  const row = root.querySelector<HTMLElement>('[data-posting-more-row]');
  if (row) row.hidden = visible >= cards.length;
  const count = root.querySelector<HTMLElement>('[data-posting-count]');
  if (count) count.textContent = visible < cards.length ? `총 ${cards.length}개의 포스팅 중 ${visible}개` : `총 ${cards.length}개의 포스팅`;
  return visible;
}

export function startPostingMore(root: HTMLElement, pageSize = POSTING_PAGE_SIZE): void {
  let shown = showPostings(root, pageSize);
  root.querySelector('[data-posting-more]')?.addEventListener('click', () => {
    const cards = root.querySelectorAll<HTMLElement>('[data-posting-card]');
    const firstNew = cards[shown];
    shown = showPostings(root, shown + pageSize);
    // Keyboard and screen-reader users continue from the first posting they have not seen.
    firstNew?.querySelector<HTMLElement>('h3')?.setAttribute('tabindex', '-1');
    firstNew?.querySelector<HTMLElement>('h3')?.focus();
  });
}
