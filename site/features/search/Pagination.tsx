/**
 * Page links under the results. They are real links to the page's URL (open in a new tab,
 * shareable); a plain click stays in the island and scrolls back to the top of the results.
 */
import type { MouseEvent, ReactNode } from 'react';
import { showSearch } from './search-store';
import { searchUrl, type SearchParams } from './search-url';

/** Page numbers shown around the current one. */
const WINDOW = 5;

/** The page numbers to show: a window of `WINDOW` around `page`, inside 1..`last`. */
export function pageWindow(page: number, last: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), last - WINDOW + 1));
  return Array.from({ length: Math.min(WINDOW, last) }, (_, index) => first + index);
}

export function Pagination({ params, total, size }: { params: SearchParams; total: number; size: number }) {
  const last = Math.min(500, Math.ceil(total / size));
  if (last <= 1) return null;
  const go = (page: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void showSearch({ ...params, page });
    document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
  };
  // The name is the link's own text (a number, then a hidden 페이지), so what a voice-control user
  // reads on screen is what they say; the arrows are symbols and are named outright.
  const link = (page: number, key: string, content: ReactNode, label?: string) => (
    <a key={key} className="pagination__link" href={searchUrl({ ...params, page })} aria-label={label} onClick={go(page)}>
      {content}
    </a>
  );
  return (
    <nav className="pagination" aria-label="검색 결과 페이지">
      {params.page > 1 && link(params.page - 1, 'previous', '‹', '이전 페이지')}
      {pageWindow(params.page, last).map((page) =>
        page === params.page ? (
          <span key={page} className="pagination__link pagination__link--current" aria-current="page">
            <span className="visually-hidden">현재 페이지 </span>
            {page}
          </span>
        ) : (
          link(
            page,
            String(page),
            <>
              {page}
              <span className="visually-hidden">페이지</span>
            </>,
          )
        ),
      )}
      {params.page < last && link(params.page + 1, 'next', '›', '다음 페이지')}
    </nav>
  );
}
