import { beforeEach, expect, test, vi } from 'vitest';
import { loadOnFirstUse, onFirstUse } from './first-use';

let form: HTMLFormElement;

beforeEach(() => {
  document.body.innerHTML = '<form><input name="a" /><button type="submit">보내기</button></form>';
  form = document.querySelector('form')!;
});

test('starts once, on the first focus, touch or key', () => {
  const start = vi.fn();
  onFirstUse(form, start);
  form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  form.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  form.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(start).toHaveBeenCalledTimes(1);
});

test('a submit before the script arrived waits for it and is sent again through it', async () => {
  const handled = vi.fn((event: Event) => event.preventDefault());
  const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {
    form.dispatchEvent(new Event('submit', { cancelable: true }));
  });
  loadOnFirstUse(form, async () => form.addEventListener('submit', handled));
  const first = new Event('submit', { cancelable: true });
  form.dispatchEvent(first);
  expect(first.defaultPrevented).toBe(true);
  await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledTimes(1));
  expect(handled).toHaveBeenCalledTimes(1);
});

test('a button pressed before the script arrived is pressed again through it', async () => {
  document.body.innerHTML = '<form><button type="button" id="send">인증번호 받기</button></form>';
  form = document.querySelector('form')!;
  const pressed = vi.fn();
  const start = loadOnFirstUse(form, async () => document.querySelector('#send')!.addEventListener('click', pressed));
  document.querySelector<HTMLButtonElement>('#send')!.click();
  await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
  await start();
  document.querySelector<HTMLButtonElement>('#send')!.click();
  expect(pressed).toHaveBeenCalledTimes(2);
});
