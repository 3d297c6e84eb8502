import { beforeEach, expect, test, vi } from 'vitest';
import { loginMarkup } from '../testing/fixtures';
import { startTabs } from './tabs';

const tab = (name: string) => document.querySelector<HTMLButtonElement>(`[data-tab="${name}"]`)!;
const panel = (id: string) => document.getElementById(id)!;

beforeEach(() => {
  document.body.innerHTML = loginMarkup();
});

test('a click selects its tab and shows only its panel', () => {
  const onChange = vi.fn();
  startTabs(document.querySelector('[data-login-screen]')!, onChange);
  tab('sms').click();
  expect(tab('sms').getAttribute('aria-selected')).toBe('true');
  expect(tab('id').getAttribute('aria-selected')).toBe('false');
  expect([panel('login-panel-id').hidden, panel('login-panel-sms').hidden]).toEqual([true, false]);
  expect([tab('id').tabIndex, tab('sms').tabIndex]).toEqual([-1, 0]);
  expect(onChange).toHaveBeenCalledWith('sms');
});

test('arrow keys move between tabs, wrapping, and take focus along', () => {
  startTabs(document.querySelector('[data-login-screen]')!);
  tab('id').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  expect(document.activeElement).toBe(tab('sms'));
  tab('sms').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  expect(document.activeElement).toBe(tab('id'));
  expect(panel('login-panel-id').hidden).toBe(false);
});
