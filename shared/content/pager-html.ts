/**
 * Parts of the content the worker draws (ADR 023): a URL with its query (empty values left out,
 * escaped for an attribute), the 이전 · n / m · 다음 pager, so every page of a list has a URL, and a
 * day as readers and machines read it.
 */
import { escapeHtml } from '../escape-html';
import { dttmToIsoDate, formatDttm } from '../format';

type Params = Record<string, string | number | undefined>;

/** `path?query` for an href, escaped. */
export function hrefWith(path: string, params: Params): string {
  const search = new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));
  const text = search.toString();
  return escapeHtml(text ? `${path}?${text}` : path);
}

/** The pager of `page` out of `last`, keeping `params`; empty when there is one page. */
export function pagerHtml(label: string, path: string, page: number, last: number, params: Params = {}): string {
  if (last <= 1) return '';
  return (
    `<nav class="content-pager" aria-label="${escapeHtml(label)}">` +
    (page > 1 ? `<a href="${hrefWith(path, { page: page - 1, ...params })}">이전</a>` : '') +
    `<span>${page} / ${last}</span>` +
    (page < last ? `<a href="${hrefWith(path, { page: page + 1, ...params })}">다음</a>` : '') +
    `</nav>`
  );
}

/** `2026년 11월 25일` of a date-time (yyyyMMddHHmmss). */
export const dayText = (dttm: string) => formatDttm(dttm, { time: false, weekday: false });

/** A `<time>` of that day, with its ISO date for machines. */
export const dayHtml = (dttm: string) => `<time datetime="${dttmToIsoDate(dttm)}">${dayText(dttm)}</time>`;
