import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { $modals, showAlert, showConfirm } from './modal';
import { closeModal } from './modal-store';

const dialogs = () => [...document.querySelectorAll<HTMLElement>('[role="alertdialog"]')];
const button = (dialog: HTMLElement, label: string) => [...dialog.querySelectorAll('button')].find((node) => node.textContent === label) as HTMLButtonElement;
const press = (key: string, shiftKey = false) => document.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));

let trigger: HTMLButtonElement;

beforeEach(() => {
  document.body.className = '';
  document.body.innerHTML = '<button id="trigger">열기</button>';
  trigger = document.querySelector('#trigger')!;
  trigger.focus();
});

afterEach(() => {
  while (dialogs().length > 0) press('Escape');
});

describe('showAlert', () => {
  test('shows an accessible alert with the default 확인 button, focused', () => {
    void showAlert({ title: '알림', text: '저장되었습니다.' });
    const [dialog] = dialogs();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    const text = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(title?.textContent).toBe('알림');
    expect(text?.textContent).toBe('저장되었습니다.');
    expect([...dialog.querySelectorAll('button')].map((node) => node.textContent)).toEqual(['확인']);
    expect(document.activeElement).toBe(button(dialog, '확인'));
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
  });

  test('resolves true on 확인, then removes itself, unlocks scrolling and gives focus back', async () => {
    const result = showAlert({ text: '완료' });
    button(dialogs()[0], '확인').click();
    await expect(result).resolves.toBe(true);
    expect(dialogs()).toHaveLength(0);
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
    expect(document.activeElement).toBe(trigger);
    expect($modals.get()).toEqual([]);
  });

  test('shows markup in the text as text, never as HTML', () => {
    void showAlert({ text: '<img src=x onerror=alert(1)>' });
    const [dialog] = dialogs();
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('.modal__text')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  test('is named by its text when it has no title', () => {
    void showAlert({ text: '장바구니에 담았습니다.', confirmLabel: '닫기' });
    const [dialog] = dialogs();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('장바구니에 담았습니다.');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(button(dialog, '닫기')).toBeDefined();
  });
});

describe('showConfirm', () => {
  test('offers 취소 and 확인; 취소 resolves false', async () => {
    const result = showConfirm({ title: '삭제', text: '삭제하시겠습니까?' });
    const [dialog] = dialogs();
    expect([...dialog.querySelectorAll('button')].map((node) => node.textContent)).toEqual(['취소', '확인']);
    button(dialog, '취소').click();
    await expect(result).resolves.toBe(false);
    expect(dialogs()).toHaveLength(0);
  });

  test('Escape cancels', async () => {
    const result = showConfirm({ text: '나가시겠습니까?' });
    press('Escape');
    await expect(result).resolves.toBe(false);
  });

  test('keeps Tab inside the dialog', () => {
    void showConfirm({ text: '계속할까요?' });
    const [dialog] = dialogs();
    expect(document.activeElement).toBe(button(dialog, '확인'));
    press('Tab');
    expect(document.activeElement).toBe(button(dialog, '취소'));
    press('Tab', true);
    expect(document.activeElement).toBe(button(dialog, '확인'));
  });
});

describe('the stack', () => {
  test('puts a newer modal on top; closing it returns to the one below, and the last one unlocks', async () => {
    const first = showConfirm({ text: '첫 번째' });
    const firstConfirm = button(dialogs()[0], '확인');
    const second = showAlert({ text: '두 번째' });
    const [below, top] = dialogs();
    expect(top.textContent).toContain('두 번째');
    expect(below.closest('.modal-backdrop')?.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(button(top, '확인'));
    expect($modals.get().map((entry) => entry.text)).toEqual(['첫 번째', '두 번째']);

    press('Escape');
    await expect(second).resolves.toBe(false);
    expect(dialogs()).toHaveLength(1);
    expect(below.closest('.modal-backdrop')?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(firstConfirm);
    expect(document.body.classList.contains('scroll-locked')).toBe(true);

    firstConfirm.click();
    await expect(first).resolves.toBe(true);
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  test('leaves a scroll lock that someone else set', async () => {
    document.body.classList.add('scroll-locked');
    const result = showAlert({ text: '확인해 주세요' });
    button(dialogs()[0], '확인').click();
    await result;
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
  });

  test('when the modal below closes first, focus still finds its way back to the page', async () => {
    void showConfirm({ text: '아래' });
    const top = showAlert({ text: '위' });
    closeModal($modals.get()[0].id, false);
    expect(dialogs().map((dialog) => dialog.textContent)).toEqual([expect.stringContaining('위')]);
    expect(document.activeElement).toBe(button(dialogs()[0], '확인'));
    button(dialogs()[0], '확인').click();
    await top;
    expect(document.activeElement).toBe(trigger);
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });
});
