import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { formMessage, loginMarkup, stubFetch } from '../testing/fixtures';
import { startLoginScreen } from './login-screen';

let root: HTMLElement;
const idForm = () => root.querySelector<HTMLFormElement>('[data-id-login]')!;

function open(search: string): void {
  history.replaceState(null, '', `/kr/ko/cu/login${search}`);
  document.body.innerHTML = loginMarkup();
  root = document.querySelector('[data-login-screen]')!;
}

beforeEach(() => {
  resetSession();
  stubFetch({ 'GET /member/social/providers': () => Response.json({ providers: ['KAKAO'] }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('carries successUrl into the form, the join link and the social links', async () => {
  open('?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage');
  startLoginScreen(root);
  expect(idForm().querySelector<HTMLInputElement>('input[name="successUrl"]')!.value).toBe('/kr/ko/cu/mypage');
  expect(root.querySelector('[data-join-link]')!.getAttribute('href')).toBe('/member/login?processType=join&successUrl=%2Fkr%2Fko%2Fcu%2Fmypage');
  await vi.waitFor(() =>
    expect(root.querySelector('[data-social] a')?.getAttribute('href')).toBe('/member/social/KAKAO/start?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage'),
  );
});

test('shows the ?error= message, and clears it on a change of tab', async () => {
  open('?error=LOGIN_FAILED');
  startLoginScreen(root);
  await vi.waitFor(() => expect(formMessage(idForm())).toBe('아이디 또는 비밀번호가 일치하지 않습니다.'));
  root.querySelector<HTMLButtonElement>('[data-tab="sms"]')!.click();
  expect(formMessage(idForm())).toBe('');
});

test('a change of tab before the ?error= message arrives drops it', async () => {
  open('?error=LOGIN_FAILED');
  startLoginScreen(root);
  root.querySelector<HTMLButtonElement>('[data-tab="sms"]')!.click();
  root.querySelector<HTMLButtonElement>('[data-tab="id"]')!.click();
  // The message's words have arrived and been read by the time the social buttons are drawn.
  await vi.waitFor(() => expect(root.querySelector('[data-social] a')).not.toBeNull());
  await import('./messages');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(formMessage(idForm())).toBe('');
});

test('the JSON login arrives on the first touch of the form', async () => {
  open('');
  startLoginScreen(root);
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  stubFetch({ 'POST /member/': () => Response.json({ redirect: '/kr/ko' }) });
  const id = idForm().elements.namedItem('custWebId') as HTMLInputElement;
  id.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  // Give the dynamic import time to arrive, as it would while the shopper types.
  await new Promise((resolve) => setTimeout(resolve, 50));
  id.value = 'greentea';
  (idForm().elements.namedItem('password') as HTMLInputElement).value = 'green1234!';
  idForm().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/kr/ko'));
});

test('a failed SMS form post comes back on the SMS tab with its message', async () => {
  open('?error=SMS_CODE_MISMATCH&loginType=sms&successUrl=%2Fkr%2Fko');
  startLoginScreen(root);
  expect(root.querySelector('[data-tab="sms"]')!.getAttribute('aria-selected')).toBe('true');
  await vi.waitFor(() => expect(formMessage(root.querySelector('[data-sms-login]')!)).toBe('로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
  expect(formMessage(idForm())).toBe('');
});
