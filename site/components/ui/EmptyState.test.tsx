import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyStateHtml } from '#shared/catalog/html/empty-state-html';
import { EmptyState } from './EmptyState';

/** React names the heading with a generated id; the worker's markup with a fixed one. */
const withId = (markup: string, id: string) => markup.replaceAll(/(id|aria-labelledby)="[^"]*"/g, `$1="${id}"`);

describe('the empty state drawn by the worker', () => {
  it('is the markup of the island EmptyState, so one stylesheet serves both', () => {
    const island = renderToStaticMarkup(
      <EmptyState icon="search" title="찾는 상품이 없습니다" text="다른 검색어로 찾아 보세요.">
        <a className="button" href="/kr/ko/dp/best">
          베스트 상품 보기
        </a>
      </EmptyState>,
    );
    const worker = emptyStateHtml({
      icon: 'search',
      id: 'empty',
      title: '찾는 상품이 없습니다',
      text: '다른 검색어로 찾아 보세요.',
      actions: '<a class="button" href="/kr/ko/dp/best">베스트 상품 보기</a>',
    });
    expect(worker).toBe(withId(island, 'empty'));
  });

  it('leaves out the line of help and the actions it is not given, as the island does', () => {
    const island = renderToStaticMarkup(<EmptyState icon="cart" title="비어 있습니다" />);
    expect(emptyStateHtml({ icon: 'cart', id: 'empty', title: '비어 있습니다' })).toBe(withId(island, 'empty'));
  });

  it('escapes the title it is given', () => {
    expect(emptyStateHtml({ icon: 'cart', id: 'empty', title: '<b>"봄"</b>' })).toContain('>&lt;b&gt;&quot;봄&quot;&lt;/b&gt;</h2>');
  });
});
