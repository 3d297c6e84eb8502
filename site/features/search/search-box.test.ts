import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { searchFormHtml } from '#shared/catalog/html/search-form-html';

type Modules = typeof import('./search-box') & typeof import('./suggest-store');
let m: Modules;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let form: HTMLFormElement;
let input: HTMLInputElement;
const SUGGESTIONS = [
  { keyword: '녹차 세럼', kind: 'product', productCode: 'P1' },
  { keyword: '세럼', kind: 'category', productCode: null },
  { keyword: '세럼하우스', kind: 'brand', productCode: null },
];

const list = () => document.getElementById('search-suggestions') as HTMLUListElement;
const options = () => [...list().querySelectorAll('[role="option"]')];
const key = (name: string) => input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

async function type(text: string): Promise<void> {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await vi.advanceTimersByTimeAsync(200);
}

function submit(): boolean {
  return form.dispatchEvent(new Event('submit', { cancelable: true }));
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ statusCode: 200, data: SUGGESTIONS })),
  );
  m = { ...(await import('./search-box')), ...(await import('./suggest-store')) };
  document.body.innerHTML = searchFormHtml('');
  form = document.querySelector('form')!;
  input = form.querySelector('input')!;
  input.focus();
  navigate = vi.fn<(url: string) => void>();
  m.startSearchBox(form, navigate);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('suggests while typing: options with the typed part marked, and the field says the list is open', async () => {
  expect(input.getAttribute('aria-expanded')).toBe('false');
  await type('세럼');
  expect(list().hidden).toBe(false);
  expect(input.getAttribute('aria-expanded')).toBe('true');
  expect(options().map((option) => option.textContent)).toEqual(['녹차 세럼상품', '세럼카테고리', '세럼하우스브랜드']);
  expect(options()[0].querySelector('mark')?.textContent).toBe('세럼');
  expect(options().every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
});

test('arrows move the highlighted option, wrapping through the field; Enter searches it', async () => {
  await type('세럼');
  key('ArrowDown');
  key('ArrowDown');
  expect(input.getAttribute('aria-activedescendant')).toBe('search-suggestions-1');
  expect(options()[1].getAttribute('aria-selected')).toBe('true');
  key('ArrowUp');
  key('ArrowUp');
  expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  key('ArrowUp');
  expect(input.getAttribute('aria-activedescendant')).toBe('search-suggestions-2');
  expect(submit()).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/kr/ko/dp/search?q=%EC%84%B8%EB%9F%BC%ED%95%98%EC%9A%B0%EC%8A%A4');
  expect(list().hidden).toBe(true);
});

test('a click on an option searches it; Escape and leaving the field close the list', async () => {
  await type('세럼');
  options()[0].dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(navigate).toHaveBeenCalledWith('/kr/ko/dp/search?q=%EB%85%B9%EC%B0%A8+%EC%84%B8%EB%9F%BC');
  await type('세럼하');
  expect(list().hidden).toBe(false);
  key('Escape');
  expect(list().hidden).toBe(true);
  await type('세럼');
  input.blur();
  expect(list().hidden).toBe(true);
  expect(input.getAttribute('aria-expanded')).toBe('false');
});

test('typed text is searched as typed, trimmed, by the form itself', async () => {
  await type('  크림 ');
  expect(submit()).toBe(true);
  expect(input.value).toBe('크림');
  expect(navigate).not.toHaveBeenCalled();
});

test('typing after choosing an option searches what was typed, not the old option', async () => {
  await type('세럼');
  key('ArrowDown');
  input.value = '세럼하';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  expect(submit()).toBe(true);
  expect(navigate).not.toHaveBeenCalled();
});

test('the clear button shows while there is text and the scan button while there is none', async () => {
  const clear = form.querySelector<HTMLButtonElement>('[data-search-clear]')!;
  const scan = form.querySelector<HTMLButtonElement>('[data-barcode-scan]')!;
  expect([clear.hidden, scan.hidden]).toEqual([true, false]);
  await type('세럼');
  expect([clear.hidden, scan.hidden]).toEqual([false, true]);
  await type('');
  expect([clear.hidden, scan.hidden]).toEqual([true, false]);
  expect(list().hidden).toBe(true);
});
