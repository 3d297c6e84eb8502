import { expect, test } from 'vitest';
import { showPostings, startPostingMore } from './posting-more';

function list(count: number): HTMLElement {
  const cards = Array.from({ length: count }, (_, index) => `<li data-posting-card><h3>포스팅 ${index + 1}</h3></li>`).join('');
  document.body.innerHTML = `
    <div data-posting-list>
      <p data-posting-count></p>
      <ul>${cards}</ul>
      <div data-posting-more-row hidden><button type="button" data-posting-more>더보기</button></div>
    </div>`;
  return document.querySelector<HTMLElement>('[data-posting-list]')!;
}

const visibleTitles = () => [...document.querySelectorAll<HTMLElement>('[data-posting-card]')].filter((card) => !card.hidden).map((card) => card.textContent);

test('shows the first page and offers 더보기 for the rest', () => {
  const root = list(5);
  startPostingMore(root, 2);
  expect(visibleTitles()).toEqual(['포스팅 1', '포스팅 2']);
  expect(root.querySelector<HTMLElement>('[data-posting-more-row]')!.hidden).toBe(false);
  expect(root.querySelector('[data-posting-count]')?.textContent).toBe('총 5개의 포스팅 중 2개');
});

test('each press shows one more page, focuses the first new one, and 더보기 leaves at the end', () => {
  const root = list(5);
  startPostingMore(root, 2);
  const more = root.querySelector<HTMLButtonElement>('[data-posting-more]')!;
  more.click();
  expect(visibleTitles()).toHaveLength(4);
  expect(document.activeElement?.textContent).toBe('포스팅 3');
  more.click();
  expect(visibleTitles()).toHaveLength(5);
  expect(root.querySelector<HTMLElement>('[data-posting-more-row]')!.hidden).toBe(true);
  expect(root.querySelector('[data-posting-count]')?.textContent).toBe('총 5개의 포스팅');
});

test('a short list has no 더보기', () => {
  const root = list(3);
  expect(showPostings(root, 12)).toBe(3);
  expect(root.querySelector<HTMLElement>('[data-posting-more-row]')!.hidden).toBe(true);
});
