/**
 * The islands' pager (ADR 013), the same markup and names as the static catalog pager
 * (`shared/catalog/html/pager-html.ts`): 이전, five page numbers, 다음. With `hrefFor` the pages are real links (open
 * in a new tab, shareable) and `onPage` may take a plain click in place; without it they are
 * buttons that call `onPage`.
 */
import type { MouseEvent, ReactNode } from 'react';
import { pageWindow } from '#shared/page-window';
import './pagination.css';

interface Props {
  page: number;
  last: number;
  /** The navigation's name, e.g. "검색 결과 페이지". */
  label: string;
  hrefFor?: (page: number) => string;
  onPage?: (page: number) => void;
}

/** A plain left click, which the island may handle in place; anything else is the browser's. */
const plainClick = (event: MouseEvent) => !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);

export function Pagination({ page, last, label, hrefFor, onPage }: Props) {
  if (last <= 1) return null;
  const go = (target: number, content: ReactNode, current = false) => {
    const onClick = (event: MouseEvent) => {
      if (!onPage || !plainClick(event)) return;
      event.preventDefault();
      if (target !== page) onPage(target);
    };
    const currentProps = current ? { 'aria-current': 'page' as const } : {};
    return hrefFor ? (
      <a className="ui-pagination__page" href={hrefFor(target)} onClick={onClick} {...currentProps}>
        {content}
      </a>
    ) : (
      <button type="button" className="ui-pagination__page" onClick={onClick} {...currentProps}>
        {content}
      </button>
    );
  };
  const step = (target: number, word: string, enabled: boolean) =>
    enabled ? (
      go(
        target,
        <>
          {word}
          <span className="visually-hidden"> 페이지</span>
        </>,
      )
    ) : (
      <span className="ui-pagination__edge" aria-hidden="true">
        {word}
      </span>
    );
  return (
    <nav className="ui-pagination" aria-label={label}>
      {step(page - 1, '이전', page > 1)}
      <ol>
        {pageWindow(page, last).map((number) => (
          <li key={number}>
            {go(
              number,
              <>
                {number}
                <span className="visually-hidden">페이지</span>
              </>,
              number === page,
            )}
          </li>
        ))}
      </ol>
      {step(page + 1, '다음', page < last)}
    </nav>
  );
}
