import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { formMessage, loginMarkup, messageOf, sentBody, stubFetch, submit } from '../testing/fixtures';
import { startIdLogin } from './id-login';

let form: HTMLFormElement;
let assign: ReturnType<typeof vi.fn>;
const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;

beforeEach(() => {
  resetSession();
  document.body.innerHTML = loginMarkup();
  form = document.querySelector('[data-id-login]')!;
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {}) as never;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('empty fields are named beside themselves and nothing is sent', () => {
  const fetchMock = stubFetch({});
  startIdLogin(form, { popup: false });
  submit(form);
  expect(messageOf(form, 'custWebId')).toBe('아이디를 입력해 주세요.');
  expect(messageOf(form, 'password')).toBe('비밀번호를 입력해 주세요.');
  expect(input('custWebId').getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(input('custWebId'));
  expect(fetchMock).not.toHaveBeenCalled();
});

test('posts JSON to /member/ and follows the redirect', async () => {
  const fetchMock = stubFetch({ 'POST /member/': () => Response.json({ redirect: '/kr/ko/cu/mypage' }) });
  startIdLogin(form, { popup: false, successUrl: '/kr/ko/cu/mypage' });
  input('custWebId').value = ' greentea ';
  input('password').value = 'green1234!';
  submit(form);
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/kr/ko/cu/mypage'));
  expect(sentBody(fetchMock, '/member/')).toEqual({ custWebId: 'greentea', password: 'green1234!', successUrl: '/kr/ko/cu/mypage' });
  const [, init] = fetchMock.mock.calls.find(([url]) => url === '/member/')!;
  expect((init.headers as Headers).get('Content-Type')).toBe('application/json');
});

test('the app auto-login box is sent when ticked', async () => {
  const fetchMock = stubFetch({ 'POST /member/': () => Response.json({ redirect: '/kr/ko' }) });
  startIdLogin(form, { popup: false });
  input('custWebId').value = 'greentea';
  input('password').value = 'green1234!';
  input('autoLogin').checked = true;
  submit(form);
  await vi.waitFor(() => expect(assign).toHaveBeenCalled());
  expect(sentBody(fetchMock, '/member/')).toMatchObject({ autoLogin: true });
});

test('a wrong password shows the gateway message, keeps what was typed and the button usable', async () => {
  stubFetch({ 'POST /member/': () => Response.json({ code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 일치하지 않습니다.' }, { status: 401 }) });
  startIdLogin(form, { popup: false });
  input('custWebId').value = 'greentea';
  input('password').value = 'wrong-pass1';
  submit(form);
  await vi.waitFor(() => expect(formMessage(form)).toBe('아이디 또는 비밀번호가 일치하지 않습니다.'));
  expect([input('custWebId').value, input('password').value]).toEqual(['greentea', 'wrong-pass1']);
  expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
  expect(assign).not.toHaveBeenCalled();
});

test('invalid input from the gateway goes beside its field', async () => {
  stubFetch({
    'POST /member/': () =>
      Response.json({ code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.', fields: { password: '비밀번호는 8~16자로 입력해 주세요.' } }, { status: 400 }),
  });
  startIdLogin(form, { popup: false });
  input('custWebId').value = 'greentea';
  input('password').value = 'x';
  submit(form);
  await vi.waitFor(() => expect(messageOf(form, 'password')).toBe('비밀번호는 8~16자로 입력해 주세요.'));
});

test('throttling and network failures are told as they are', async () => {
  stubFetch({ 'POST /member/': () => Response.json({ code: 'LOGIN_THROTTLED', message: '잠시 후 다시 시도해 주세요.' }, { status: 429 }) });
  startIdLogin(form, { popup: false });
  input('custWebId').value = 'greentea';
  input('password').value = 'green1234!';
  submit(form);
  await vi.waitFor(() => expect(formMessage(form)).toBe('잠시 후 다시 시도해 주세요.'));
});
