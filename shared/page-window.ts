/**
 * Which page numbers a pager shows (ADR 013): a window of five around the current page, inside
 * 1..last. The catalog pages' pager (shared/catalog/html/pager-html.ts) and the islands' React pager both use it.
 */
export const PAGE_WINDOW = 5;

/** The page numbers to show around `page`, inside 1..`last`. */
export function pageWindow(page: number, last: number, size = PAGE_WINDOW): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), last - size + 1));
  return Array.from({ length: Math.max(0, Math.min(size, last)) }, (_, index) => first + index);
}

/** How many pages `total` items make, at most `max` (a gateway that answers only so many). */
export function lastPage(total: number, size: number, max = Number.POSITIVE_INFINITY): number {
  return Math.min(max, Math.ceil(total / size));
}
