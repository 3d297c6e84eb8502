import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { showAlert } from '#chrome/modal';
import { Dialog } from './Dialog';
import { openLayerCount } from './layer-stack';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const press = (key: string, shiftKey = false) => document.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
const locked = () => document.body.classList.contains('scroll-locked');
let root: Root;
let host: HTMLElement;

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        배송지 추가
      </button>
      {open && (
        <Dialog title="배송지 추가" onClose={() => setOpen(false)}>
          <input aria-label="배송지명" />
          <button type="button">저장</button>
        </Dialog>
      )}
    </>
  );
}

beforeEach(() => {
  document.body.className = '';
  document.body.innerHTML = '';
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<Page />));
});

afterEach(() => act(() => root.unmount()));

const opener = () => [...host.querySelectorAll('button')].find((button) => button.textContent === '배송지 추가')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

describe('Dialog', () => {
  test('is named by its title, takes focus, locks scrolling and gives focus back on Escape', () => {
    opener().focus();
    act(() => opener().click());
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(dialog()?.querySelector('h2')?.id);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('닫기');
    expect(locked()).toBe(true);
    act(() => press('Escape'));
    expect(dialog()).toBeNull();
    expect(locked()).toBe(false);
    expect(document.activeElement).toBe(opener());
    expect(openLayerCount()).toBe(0);
  });

  test('keeps Tab inside', () => {
    act(() => opener().click());
    const buttons = [...dialog()!.querySelectorAll<HTMLElement>('button, input')];
    buttons[buttons.length - 1].focus();
    press('Tab');
    expect(document.activeElement).toBe(buttons[0]);
    press('Tab', true);
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
  });

  test('under a chrome alert: inert, Escape closes only the alert, focus and the lock come back to the dialog', async () => {
    act(() => opener().click());
    const save = [...dialog()!.querySelectorAll('button')].find((button) => button.textContent === '저장')!;
    save.focus();
    let answered: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answered = showAlert({ text: '배송지가 등록되었습니다.' });
    });
    const backdrop = dialog()!.parentElement!;
    expect(backdrop.hasAttribute('inert')).toBe(true);
    expect(openLayerCount()).toBe(2);
    act(() => press('Escape'));
    await expect(answered).resolves.toBe(false);
    expect(dialog()).not.toBeNull();
    expect(backdrop.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(save);
    expect(locked()).toBe(true);
    act(() => press('Escape'));
    expect(dialog()).toBeNull();
    expect(locked()).toBe(false);
  });
});
