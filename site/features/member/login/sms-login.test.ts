import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { formMessage, loginMarkup, messageOf, sentBody, stubFetch, submit } from '../testing/fixtures';
import { SMS_EXPIRED_MESSAGE, SMS_SENT_MESSAGE } from '../sms-code';
import { startSmsLogin } from './sms-login';

let form: HTMLFormElement;
let assign: ReturnType<typeof vi.fn>;
const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
const send = () => form.querySelector<HTMLButtonElement>('[data-sms-send]')!;
const timer = () => form.querySelector<HTMLElement>('[data-countdown]')!;

beforeEach(() => {
  resetSession();
  document.body.innerHTML = loginMarkup();
  form = document.querySelector('[data-sms-login]')!;
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {}) as never;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function sendCode(): Promise<ReturnType<typeof vi.fn>> {
  const fetchMock = stubFetch({
    'POST /member/sms/send': () => Response.json({ sent: true, expiresInSeconds: 180 }),
    'POST /member/?loginType=sms': (init) =>
      JSON.parse(String(init.body)).code === '123456'
        ? Response.json({ redirect: '/kr/ko' })
        : Response.json({ code: 'SMS_CODE_MISMATCH', message: '인증번호가 일치하지 않습니다.' }, { status: 401 }),
  });
  startSmsLogin(form, { popup: false, successUrl: '/kr/ko' });
  input('mobile').value = '010-1234-5678';
  send().click();
  await vi.waitFor(() => expect(messageOf(form, 'mobile')).toBe(SMS_SENT_MESSAGE));
  return fetchMock;
}

test('a wrong number is told beside the field and no code is sent', () => {
  const fetchMock = stubFetch({});
  startSmsLogin(form, { popup: false });
  input('mobile').value = '02-123-4567';
  send().click();
  expect(messageOf(form, 'mobile')).toBe('올바른 휴대폰 번호를 입력해 주세요.');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('sending a code starts the 3:00 countdown and moves to the code field', async () => {
  const fetchMock = await sendCode();
  expect(sentBody(fetchMock, '/member/sms/send')).toEqual({ mobile: '01012345678' });
  expect(timer().hidden).toBe(false);
  expect(timer().textContent).toBe('3:00');
  expect(send().textContent).toBe('인증번호 다시 받기');
  expect(document.activeElement).toBe(input('code'));
});

test('the right code logs in with the number as digits and successUrl', async () => {
  const fetchMock = await sendCode();
  input('code').value = '123456';
  submit(form);
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/kr/ko'));
  expect(sentBody(fetchMock, '/member/?loginType=sms')).toEqual({ mobile: '01012345678', code: '123456', successUrl: '/kr/ko' });
});

test('a wrong code is told beside the code field; the countdown goes on', async () => {
  await sendCode();
  input('code').value = '654321';
  submit(form);
  await vi.waitFor(() => expect(messageOf(form, 'code')).toBe('인증번호가 일치하지 않습니다.'));
  expect(timer().hidden).toBe(false);
});

test('submitting before a code was sent asks for one first', () => {
  const fetchMock = stubFetch({});
  startSmsLogin(form, { popup: false });
  input('mobile').value = '01012345678';
  input('code').value = '123456';
  submit(form);
  expect(messageOf(form, 'code')).toBe('인증번호 받기를 먼저 눌러 주세요.');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('at 0:00 the code is expired and a new one must be asked for', async () => {
  // Only the countdown's clock is faked; waitFor keeps its real setTimeout.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  await sendCode();
  vi.advanceTimersByTime(179_000);
  expect(timer().textContent).toBe('0:01');
  vi.advanceTimersByTime(2000);
  expect(messageOf(form, 'code')).toBe(SMS_EXPIRED_MESSAGE);
  expect(timer().hidden).toBe(true);
});

test('too many attempts ends the code with the gateway message', async () => {
  await sendCode();
  stubFetch({
    'POST /member/?loginType=sms': () => Response.json({ code: 'SMS_TOO_MANY_ATTEMPTS', message: '인증번호를 다시 받아 주세요.' }, { status: 429 }),
  });
  input('code').value = '000000';
  submit(form);
  await vi.waitFor(() => expect(messageOf(form, 'code')).toBe('인증번호를 다시 받아 주세요.'));
  expect(timer().hidden).toBe(true);
});

test('sending too often and an unknown number are told', async () => {
  stubFetch({ 'POST /member/sms/send': () => Response.json({ code: 'SMS_RATE_LIMITED', message: '1시간에 5번까지 받을 수 있습니다.' }, { status: 429 }) });
  startSmsLogin(form, { popup: false });
  input('mobile').value = '01012345678';
  send().click();
  await vi.waitFor(() => expect(messageOf(form, 'mobile')).toBe('1시간에 5번까지 받을 수 있습니다.'));
  expect(send().disabled).toBe(false);

  document.body.innerHTML = loginMarkup();
  form = document.querySelector('[data-sms-login]')!;
  await sendCode();
  stubFetch({ 'POST /member/?loginType=sms': () => Response.json({ code: 'NOT_A_MEMBER', message: '가입된 회원이 아닙니다.' }, { status: 404 }) });
  input('code').value = '123456';
  submit(form);
  await vi.waitFor(() => expect(formMessage(form)).toBe('가입된 회원이 아닙니다.'));
});
