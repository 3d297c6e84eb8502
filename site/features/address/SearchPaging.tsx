/** Page buttons under the address search results: a window of five pages, 이전 and 다음. */
const WINDOW = 5;
/** The search answers at most this many pages. */
const LAST_PAGE = 500;

/** The page numbers to show around `page`, inside 1..`last`. */
export function pageWindow(page: number, last: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), last - WINDOW + 1));
  return Array.from({ length: Math.min(WINDOW, last) }, (_, index) => first + index);
}

export function SearchPaging({ page, total, size, onPage }: { page: number; total: number; size: number; onPage: (page: number) => void }) {
  const last = Math.min(LAST_PAGE, Math.ceil(total / size));
  if (last <= 1) return null;
  return (
    <nav className="addr-paging" aria-label="주소 검색 결과 페이지">
      <button type="button" className="addr-paging__button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        이전
      </button>
      {pageWindow(page, last).map((number) => (
        <button
          key={number}
          type="button"
          className="addr-paging__button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`${number}페이지`}
          onClick={() => number !== page && onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className="addr-paging__button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        다음
      </button>
    </nav>
  );
}
