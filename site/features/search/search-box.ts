/**
 * The search field's suggestions, loaded on the first focus or keystroke (./search-page.ts): the
 * ARIA 1.2 combobox on a text input, whose suggestions are a listbox. ArrowDown and ArrowUp move
 * through them (and back to what was typed), Enter searches the highlighted one, Escape and
 * leaving the field close them; focus stays in the field throughout, as the pattern asks.
 */
import { freshSearch, searchUrl } from '#shared/search/search-url';
import { highlightParts } from './highlight';
import { $suggestions, closeSuggestions, suggestFor } from './suggest-store';
import type { Suggestion } from './calls';

const KIND_LABELS = { product: '상품', brand: '브랜드', category: '카테고리' } as const;
const started = new WeakSet<HTMLFormElement>();

function optionOf(item: Suggestion, typed: string, id: string, selected: boolean): HTMLLIElement {
  const option = document.createElement('li');
  Object.assign(option, { id, className: 'search-suggestions__item' });
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', String(selected));
  const text = document.createElement('span');
  for (const part of highlightParts(item.keyword, typed)) {
    const piece = document.createElement(part.typed ? 'mark' : 'span');
    piece.textContent = part.text;
    text.append(piece);
  }
  const kind = document.createElement('span');
  kind.className = 'search-suggestions__kind';
  kind.textContent = KIND_LABELS[item.kind];
  option.append(text, kind);
  return option;
}

/** Starts the suggestions on `form` (once); `navigate` goes to a search's page. */
export function startSearchBox(form: HTMLFormElement, navigate: (url: string) => void = (url) => location.assign(url)): void {
  if (started.has(form)) return;
  started.add(form);
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]');
  const list = input && document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!input || !list) return;
  const clear = form.querySelector<HTMLButtonElement>('[data-search-clear]');
  const scan = form.querySelector<HTMLButtonElement>('[data-barcode-scan]');
  let focused = document.activeElement === input;
  let active = -1;

  const items = () => (input.value.trim() ? $suggestions.get().items : []);
  const isOpen = () => focused && items().length > 0;
  const render = () => {
    const open = isOpen();
    const shown = open ? items() : [];
    list.replaceChildren(...shown.map((item, index) => optionOf(item, input.value, `${list.id}-${index}`, index === active)));
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (open && active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  };
  // Clearing is offered while there is text; scanning, where the app can, while there is none.
  // Clearing itself is ./search-page.ts's, from the start; it tells this code by an input event.
  const showButtons = () => {
    if (clear) clear.hidden = input.value === '';
    if (scan) scan.hidden = input.value !== '';
  };
  const go = (keyword: string) => {
    closeSuggestions();
    input.value = keyword.trim();
    navigate(searchUrl(freshSearch(keyword.trim())));
  };

  $suggestions.listen(() => {
    active = -1;
    render();
  });
  input.addEventListener('input', () => {
    // What is highlighted belongs to the suggestions of the text before this keystroke.
    active = -1;
    showButtons();
    suggestFor(input.value);
    render();
  });
  input.addEventListener('focus', () => {
    focused = true;
    render();
  });
  input.addEventListener('blur', () => {
    focused = false;
    render();
  });
  input.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeSuggestions();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // -1 is the field itself: moving past either end comes back to what was typed.
      const next = active + (event.key === 'ArrowDown' ? 1 : -1);
      active = next >= items().length ? -1 : next < -1 ? items().length - 1 : next;
      render();
    }
  });
  // Keeps the focus in the field, so the click lands before the list closes on blur.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const option = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="option"]') : null;
    const index = option ? Number(option.id.slice(list.id.length + 1)) : -1;
    if (index >= 0 && items()[index]) go(items()[index].keyword);
  });
  // An empty field is refused by ./search-page.ts.
  form.addEventListener('submit', (event) => {
    const text = input.value.trim();
    if (!text) return;
    if (isOpen() && active >= 0) {
      event.preventDefault();
      go(items()[active].keyword);
    } else {
      closeSuggestions();
      input.value = text;
    }
  });
  // What was typed before this code arrived counts as typed.
  showButtons();
  if (input.value !== input.defaultValue) suggestFor(input.value);
}
