import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FATAL_EVENT, type FatalDetail } from './fatal-event';
import { IslandErrorBoundary } from './IslandErrorBoundary';

// React wants to know it runs under a test's act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new TypeError('cart is undefined');
}

let container: HTMLElement;
let root: Root;
let reported: FatalDetail[];
const onFatal = (event: CustomEvent<FatalDetail>) => reported.push(event.detail);

beforeEach(() => {
  reported = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  window.addEventListener(FATAL_EVENT, onFatal);
  // React reports caught errors on the console as well; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  window.removeEventListener(FATAL_EVENT, onFatal);
  vi.restoreAllMocks();
});

test('renders its island while nothing fails', () => {
  act(() =>
    root.render(
      <IslandErrorBoundary>
        <p>위시리스트 2개</p>
      </IslandErrorBoundary>,
    ),
  );
  expect(container.textContent).toBe('위시리스트 2개');
  expect(reported).toEqual([]);
});

test('reports a render error as fatal, with the message and where it broke, and renders nothing', () => {
  act(() =>
    root.render(
      <IslandErrorBoundary>
        <Broken />
      </IslandErrorBoundary>,
    ),
  );
  expect(container.innerHTML).toBe('');
  expect(reported).toHaveLength(1);
  expect(reported[0]).toMatchObject({ status: 500, message: 'cart is undefined' });
  expect(reported[0].stack).toContain('TypeError');
  expect(reported[0].stack).toContain('Broken');
});
