/**
 * Draws an island, or a ui component, into the test page (happy-dom) as the shopper would meet it,
 * and reads what the shopper sees: text, roles and buttons by their names. Unmounted after each
 * test. For tests only.
 */
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) act(unmount);
  document.body.replaceChildren();
});

export interface Screen {
  host: HTMLElement;
  /** The visible text, spaces collapsed. */
  text(): string;
  /** The button whose text is `name`; throws when there is none. */
  button(name: string | RegExp): HTMLButtonElement;
  /** Clicks and lets the promises it started settle. */
  click(element: HTMLElement): Promise<void>;
  /** Waits until the screen's text contains `expected`. */
  shows(expected: string): Promise<void>;
  /** Draws `element` where the first one was, as React does when a parent passes new props. */
  rerender(element: ReactElement): Promise<void>;
}

export async function renderScreen(element: ReactElement): Promise<Screen> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  unmounts.push(() => root.unmount());
  await act(async () => root.render(element));
  const text = () => (host.textContent ?? '').replace(/\s+/g, ' ').trim();
  const button = (name: string | RegExp) => {
    const found = [...host.querySelectorAll('button')].find((node) => {
      const label = node.getAttribute('aria-label') ?? node.textContent ?? '';
      return typeof name === 'string' ? label.trim() === name : name.test(label);
    });
    if (!found) throw new Error(`no button ${String(name)} in: ${text()}`);
    return found;
  };
  return {
    host,
    text,
    button,
    click: (target) => act(async () => target.click()),
    shows: (expected) => vi.waitFor(() => expect(text()).toContain(expected)),
    rerender: (next) => act(async () => root.render(next)),
  };
}
