import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { EmptyState } from './EmptyState';
import { lastPage, pageWindow } from '#shared/page-window';
import { Pagination } from './Pagination';
import { renderScreen } from './testing/render-screen';

const names = (host: HTMLElement) => [...host.querySelectorAll('a, button')].map((node) => node.textContent);

describe('page window', () => {
  test('keeps five pages around the current one, inside 1..last', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(lastPage(0, 10)).toBe(0);
    expect(lastPage(10_001, 10, 500)).toBe(500);
  });
});

describe('Pagination', () => {
  test('draws links with hrefs, marks the current page, and takes a plain click in place', async () => {
    const onPage = vi.fn();
    const { host } = await renderScreen(<Pagination page={2} last={7} label="검색 결과 페이지" hrefFor={(page) => `/s?page=${page}`} onPage={onPage} />);
    expect(host.querySelector('nav')?.getAttribute('aria-label')).toBe('검색 결과 페이지');
    expect(names(host)).toEqual(['이전 페이지', '1페이지', '2페이지', '3페이지', '4페이지', '5페이지', '다음 페이지']);
    expect(host.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/s?page=2');
    const four = [...host.querySelectorAll('a')].find((link) => link.textContent === '4페이지')!;
    act(() => four.click());
    expect(onPage).toHaveBeenCalledWith(4);
  });

  test('draws buttons without hrefs, and nothing for one page', async () => {
    const onPage = vi.fn();
    const { host, rerender } = await renderScreen(<Pagination page={1} last={2} label="주소 검색 결과 페이지" onPage={onPage} />);
    expect(host.querySelectorAll('button')).toHaveLength(3);
    expect(host.querySelector('[aria-hidden="true"]')?.textContent).toBe('이전');
    act(() => [...host.querySelectorAll('button')].at(-1)!.click());
    expect(onPage).toHaveBeenCalledWith(2);
    await rerender(<Pagination page={1} last={1} label="x" onPage={onPage} />);
    expect(host.innerHTML).toBe('');
  });
});

describe('EmptyState', () => {
  test('is a section named by its heading, with an SVG icon and the ways on', async () => {
    const { host } = await renderScreen(
      <EmptyState icon="cart" title="장바구니에 담긴 상품이 없습니다" text="마음에 드는 상품을 담아 보세요.">
        <a href="/kr/ko/dp/best">베스트 상품 보기</a>
      </EmptyState>,
    );
    const section = host.querySelector('section')!;
    expect(section.getAttribute('aria-labelledby')).toBe(section.querySelector('h2')?.id);
    expect(section.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(section.textContent).not.toMatch(/[\u{1F300}-\u{1FAFF}]/u);
    expect(section.querySelector('a')?.textContent).toBe('베스트 상품 보기');
  });
});
