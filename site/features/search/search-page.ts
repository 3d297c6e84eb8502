/**
 * The search page's only startup code (docs/decisions/043-search-drawn-at-the-edge.md): the worker
 * drew the field, the results, the filters and the pager, which all work as links and forms. This
 * adds what pays for itself at once and loads the rest when asked: the suggestions' code on the
 * field's first focus or keystroke, the recent searches' panel only before a search.
 */
import { trackSearch } from './search-tracking';

const FIELD_EVENTS = ['focusin', 'keydown', 'input', 'pointerdown'] as const;

/**
 * Clearing the field and refusing an empty search work from the start, before the suggestions'
 * code has come: a tap on × is not lost to its download.
 */
function startField(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  if (!input) return;
  form.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-search-clear]')) return;
    input.value = '';
    // As if typed: the suggestions (when loaded) close, and the buttons swap.
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
  });
  form.addEventListener('submit', (event) => {
    if (input.value.trim() !== '') return;
    event.preventDefault();
    input.focus();
  });
}

/** Loads the suggestions (./search-box.ts) the first time the shopper turns to the field. */
function startFieldOnDemand(form: HTMLFormElement): void {
  const load = () => {
    for (const type of FIELD_EVENTS) form.removeEventListener(type, load);
    void import('./search-box').then((module) => module.startSearchBox(form));
  };
  for (const type of FIELD_EVENTS) form.addEventListener(type, load);
  if (form.contains(document.activeElement)) load();
}

/** A select of the filters applies at once; empty fields stay out of the address. */
function startFilters(form: HTMLFormElement): void {
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) form.requestSubmit();
  });
  form.addEventListener('submit', () => {
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
      if (field.value.trim() === '') field.disabled = true;
    }
  });
  // Back to a page whose fields were disabled on the way out (the back-forward cache keeps them so).
  addEventListener('pageshow', () => form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name]').forEach((field) => (field.disabled = false)));
}

/**
 * Whether this page is a new search of `query`: opened afresh (a link, a form), not reloaded or
 * revisited, and not another page, sort or filter of the same search.
 */
function isNewSearch(query: string): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type === 'reload' || entry?.type === 'back_forward') return false;
  const from = URL.canParse(document.referrer) ? new URL(document.referrer) : null;
  const sameSearch = from?.origin === location.origin && from.pathname === location.pathname && from.searchParams.get('q')?.trim() === query;
  return !sameSearch;
}

function startResults(results: HTMLElement): void {
  const params = results.dataset.searchEvent;
  if (params) trackSearch(JSON.parse(params));
  const query = new URLSearchParams(location.search).get('q')?.trim();
  // The recent searches' code (IndexedDB, a member's sync) comes once the page has loaded, not
  // before the results; not later either, so a shopper's next search at once cannot lose this one.
  if (query && isNewSearch(query)) {
    const add = () =>
      void import('./store').then((store) => {
        store.startRecentSearches();
        return store.addRecentSearch(query);
      });
    if (document.readyState === 'complete') add();
    else addEventListener('load', () => setTimeout(add), { once: true });
  }
}

export function startSearchPage(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-search-form]');
  if (form) {
    startField(form);
    startFieldOnDemand(form);
  }
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-barcode-scan]')) return;
    // In the app this asks the app to scan; elsewhere it offers to open the app.
    void import('../app/in-app-action').then((module) => module.scanBarcode());
  });
  const filters = document.querySelector<HTMLFormElement>('form[data-search-filters]');
  if (filters) startFilters(filters);
  const results = document.getElementById('search-results');
  if (results) startResults(results);
  const recent = document.querySelector<HTMLElement>('[data-recent-searches]');
  if (recent) void import('./recent-panel').then((module) => module.startRecentPanel(recent));
}
