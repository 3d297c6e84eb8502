/**
 * The recent searches' panel of the page before a search (drawn hidden by the worker: the list
 * lives in this browser's IndexedDB and, for a member, the gateway; ./store.ts). Newest first, each
 * a link to its search and deletable, with 전체 삭제. Text goes in as text, never as markup.
 */
import { freshSearch, searchUrl } from '#shared/search/search-url';
import { $recentSearches, clearRecentSearches, deleteRecentSearch, startRecentSearches, type RecentState } from './store';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function listOf(state: RecentState): HTMLElement {
  if (state.status === 'loading') return element('div', 'search-panel__pending');
  if (state.status === 'unavailable') return element('p', 'search-panel__empty', '이 브라우저에서는 최근 검색어를 저장할 수 없습니다.');
  if (state.items.length === 0) return element('p', 'search-panel__empty', '최근 검색어가 없습니다.');
  const list = element('ul', 'recent-searches');
  for (const { srchTgtVl: word } of state.items) {
    const link = element('a', 'recent-searches__word', word);
    link.href = searchUrl(freshSearch(word));
    const remove = element('button', 'recent-searches__delete', '×');
    Object.assign(remove, { type: 'button' });
    remove.setAttribute('aria-label', `${word} 검색어 삭제`);
    remove.addEventListener('click', () => void deleteRecentSearch(word));
    const item = element('li', 'recent-searches__item');
    item.append(link, remove);
    list.append(item);
  }
  return list;
}

/** Shows the panel in `section` and keeps it in step with the list. Returns the stop. */
export function startRecentPanel(section: HTMLElement): () => void {
  section.hidden = false;
  const head = section.querySelector('.search-panel__head');
  const clear = element('button', 'search-panel__action', '전체 삭제');
  Object.assign(clear, { type: 'button' });
  clear.addEventListener('click', () => void clearRecentSearches());
  let shown = section.querySelector<HTMLElement>('.search-panel__pending') ?? section.appendChild(element('div', 'search-panel__pending'));
  const stopStore = startRecentSearches();
  const unsubscribe = $recentSearches.subscribe((state) => {
    section.setAttribute('aria-busy', String(state.status === 'loading'));
    if (state.items.length > 0) head?.append(clear);
    else clear.remove();
    const next = listOf(state);
    shown.replaceWith(next);
    shown = next;
  });
  return () => {
    unsubscribe();
    stopStore();
  };
}
