import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FileButton } from './file-button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function render(onFile: (file: File) => void, disabled = false) {
  act(() =>
    root.render(
      <FileButton accept=".csv" fileLabel="송장번호 CSV 파일" disabled={disabled} onFile={onFile}>
        CSV 파일 선택
      </FileButton>,
    ),
  );
  return { button: host.querySelector('button')!, input: host.querySelector<HTMLInputElement>('input[type="file"]')! };
}

/** What a browser does when a file is picked: the input holds it, then fires change. */
function pick(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
}

test('is a real button, named by its text, that opens the picker of a named file input', () => {
  const { button, input } = render(vi.fn());
  expect(button.tagName).toBe('BUTTON');
  expect(button.textContent).toBe('CSV 파일 선택');
  expect(host.querySelector('label')).toBeNull();
  expect(input.getAttribute('aria-label')).toBe('송장번호 CSV 파일');
  expect(input.accept).toBe('.csv');
  const opened = vi.fn();
  input.addEventListener('click', opened);
  act(() => button.click());
  expect(opened).toHaveBeenCalledTimes(1);
});

test('hands over each picked file, the same one picked twice included', () => {
  const onFile = vi.fn();
  const { input } = render(onFile);
  const file = new File(['ord,trk'], 'tracking.csv', { type: 'text/csv' });
  pick(input, file);
  expect(input.value).toBe('');
  pick(input, file);
  expect(onFile.mock.calls).toEqual([[file], [file]]);
});

test('a cancelled pick hands over nothing, and a disabled button opens nothing', () => {
  const onFile = vi.fn();
  const { button, input } = render(onFile, true);
  Object.defineProperty(input, 'files', { configurable: true, value: [] });
  act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
  expect(onFile).not.toHaveBeenCalled();
  const opened = vi.fn();
  input.addEventListener('click', opened);
  act(() => button.click());
  expect(opened).not.toHaveBeenCalled();
});
