/**
 * The catalog pages' pager (ADR 013; site/components/ui/pagination.css styles it): the markup and
 * names of the islands' `Pagination.tsx` as plain links, so list pages ship no script for it.
 */
import { escapeHtml } from '#shared/escape-html';
import { pageWindow } from '#shared/page-window';

/** The pager of `page` out of `last`, each page's address from `hrefFor`; empty when there is one page. */
export function pagerHtml(page: number, last: number, label: string, hrefFor: (page: number) => string): string {
  if (last <= 1) return '';
  const link = (number: number, text: string) => `<a class="ui-pagination__page" href="${escapeHtml(hrefFor(number))}">${text}</a>`;
  const edge = (text: string) => `<span class="ui-pagination__edge" aria-hidden="true">${text}</span>`;
  const numbers = pageWindow(page, last)
    .map((number) => {
      const current = number === page ? ' aria-current="page"' : '';
      return `<li><a class="ui-pagination__page" href="${escapeHtml(hrefFor(number))}"${current}>${number}<span class="visually-hidden">페이지</span></a></li>`;
    })
    .join('');
  return (
    `<nav class="ui-pagination" aria-label="${escapeHtml(label)}">` +
    (page > 1 ? link(page - 1, '이전<span class="visually-hidden"> 페이지</span>') : edge('이전')) +
    `<ol>${numbers}</ol>` +
    (page < last ? link(page + 1, '다음<span class="visually-hidden"> 페이지</span>') : edge('다음')) +
    `</nav>`
  );
}
