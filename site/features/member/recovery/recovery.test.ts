/**
 * The 아이디 찾기 and 비밀번호 찾기 forms as a shopper uses them, against a stubbed gateway: what the
 * shopper sees for each answer, and what the forms send.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { formMessage, findIdMarkup, findPasswordMarkup, messageOf, sentBody, stubFetch, submit, type Route } from '../testing/fixtures';
import { SMS_SENT_MESSAGE, SMS_SPENT_MESSAGE } from '../sms-code';
import { startFindId } from './find-id';
import { PASSWORD_RESET_MESSAGE, startFindPassword } from './find-password';

const SENT: Route = () => Response.json({ sent: true, expiresInSeconds: 180 });
const input = (name: string, root: ParentNode = document) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const form = (selector: string) => document.querySelector<HTMLFormElement>(selector)!;
const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';

/** Fills the number, asks for a code and types it. */
async function proveNumber(root: HTMLFormElement): Promise<void> {
  input('mobile', root).value = '010-1234-5678';
  root.querySelector<HTMLButtonElement>('[data-sms-send]')!.click();
  await vi.waitFor(() => expect(messageOf(root, 'mobile')).toBe(SMS_SENT_MESSAGE));
  input('code', root).value = '123456';
}

beforeEach(() => resetSession());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('아이디 찾기', () => {
  beforeEach(() => {
    document.body.innerHTML = findIdMarkup();
  });

  test('shows the ID with its middle hidden and the Korean join date, and texts a code that says what it is for', async () => {
    const fetchMock = stubFetch({
      'POST /member/sms/send': SENT,
      'POST /member/find-id': () => Response.json({ maskedId: 'nok***12', providers: ['KAKAO'], joinDt: '20260105' }),
    });
    startFindId(form('[data-find-id]'));
    input('custNm').value = ' 김녹차 ';
    await proveNumber(form('[data-find-id]'));
    expect(sentBody(fetchMock, '/member/sms/send')).toEqual({ mobile: '01012345678', purpose: 'FIND_ID' });
    submit(form('[data-find-id]'));
    await vi.waitFor(() => expect(form('[data-find-id]').hidden).toBe(true));
    expect(sentBody(fetchMock, '/member/find-id')).toEqual({ custNm: '김녹차', mobile: '01012345678', code: '123456' });
    expect(text('[data-found-title]')).toBe('회원님의 아이디를 찾았습니다');
    expect(text('[data-found-text]')).toContain('카카오 간편 로그인도 연결되어 있습니다.');
    expect(text('[data-found-login-id]')).toBe('nok***12');
    expect(text('[data-found-joined]')).toBe('2026년 1월 5일');
    expect(document.activeElement).toBe(document.querySelector('[data-found-id]'));
  });

  test('tells a member who joined by Kakao to log in with Kakao, with no ID and no 비밀번호 찾기', async () => {
    stubFetch({ 'POST /member/sms/send': SENT, 'POST /member/find-id': () => Response.json({ maskedId: null, providers: ['KAKAO'], joinDt: '20260315' }) });
    startFindId(form('[data-find-id]'));
    input('custNm').value = '박카카오';
    await proveNumber(form('[data-find-id]'));
    submit(form('[data-find-id]'));
    await vi.waitFor(() => expect(text('[data-found-title]')).toBe('간편 로그인으로 가입한 회원입니다'));
    expect(text('[data-found-text]')).toBe('카카오 계정으로 가입하셨습니다. 로그인 화면에서 카카오 로그인을 이용해 주세요.');
    expect(document.querySelector<HTMLElement>('[data-found-id-row]')!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-found-reset-link]')!.hidden).toBe(true);
  });

  test('no member: the gateway’s words, and the used code asks for a new one', async () => {
    const message = '입력하신 정보와 일치하는 회원이 없습니다. 입력한 내용을 다시 확인해 주세요.';
    const fetchMock = stubFetch({
      'POST /member/sms/send': SENT,
      'POST /member/find-id': () => Response.json({ code: 'ACCOUNT_NOT_FOUND', message }, { status: 404 }),
    });
    startFindId(form('[data-find-id]'));
    input('custNm').value = '김녹차';
    await proveNumber(form('[data-find-id]'));
    submit(form('[data-find-id]'));
    await vi.waitFor(() => expect(formMessage(form('[data-find-id]'))).toBe(message));
    expect(messageOf(form('[data-find-id]'), 'code')).toBe(SMS_SPENT_MESSAGE);
    submit(form('[data-find-id]'));
    expect(messageOf(form('[data-find-id]'), 'code')).toBe('인증번호 받기를 먼저 눌러 주세요.');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/member/find-id')).toHaveLength(1);
  });
});

describe('비밀번호 찾기', () => {
  const verify = () => form('[data-verify-reset]');
  const reset = () => form('[data-reset-password]');

  async function verified(routes: Record<string, Route>): Promise<ReturnType<typeof vi.fn>> {
    document.body.innerHTML = findPasswordMarkup();
    const fetchMock = stubFetch({
      'POST /member/sms/send': SENT,
      'POST /member/password-reset/verify': () => Response.json({ resetToken: 'grant-1', expiresInSeconds: 600 }),
      ...routes,
    });
    startFindPassword(verify());
    input('custWebId').value = 'nokcha12';
    await proveNumber(verify());
    submit(verify());
    await vi.waitFor(() => expect(reset().hidden).toBe(false));
    return fetchMock;
  }

  test('the checked ID opens the new password step, whose rules are the join’s; success tells and goes to log in', async () => {
    const fetchMock = await verified({ 'POST /member/password-reset': () => Response.json({ redirect: '/kr/ko/cu/login?successUrl=%2Fkr%2Fko' }) });
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    expect(sentBody(fetchMock, '/member/sms/send')).toEqual({ mobile: '01012345678', purpose: 'RESET_PASSWORD' });
    expect(sentBody(fetchMock, '/member/password-reset/verify')).toEqual({ custWebId: 'nokcha12', mobile: '01012345678', code: '123456' });
    expect(verify().hidden).toBe(true);
    expect(input('username').value).toBe('nokcha12');

    input('password', reset()).value = 'onlyletters';
    input('passwordConfirm', reset()).value = 'different';
    submit(reset());
    expect(messageOf(reset(), 'password')).toBe('영문, 숫자, 특수문자 중 2가지 이상을 조합해 주세요.');
    expect(messageOf(reset(), 'passwordConfirm')).toBe('비밀번호가 일치하지 않습니다.');

    input('password', reset()).value = 'greentea77!';
    input('passwordConfirm', reset()).value = 'greentea77!';
    submit(reset());
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain(PASSWORD_RESET_MESSAGE));
    expect(sentBody(fetchMock, '/member/password-reset')).toEqual({ resetToken: 'grant-1', password: 'greentea77!', passwordConfirm: 'greentea77!' });
    document.querySelector<HTMLButtonElement>('[role="alertdialog"] button')!.click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/kr/ko/cu/login?successUrl=%2Fkr%2Fko'));
  });

  test('the current password is refused beside the field', async () => {
    await verified({
      'POST /member/password-reset': () =>
        Response.json({ code: 'PASSWORD_SAME', message: '지금 쓰는 비밀번호와 다른 비밀번호를 입력해 주세요.' }, { status: 400 }),
    });
    input('password', reset()).value = 'nokcha2026!';
    input('passwordConfirm', reset()).value = 'nokcha2026!';
    submit(reset());
    await vi.waitFor(() => expect(messageOf(reset(), 'password')).toBe('지금 쓰는 비밀번호와 다른 비밀번호를 입력해 주세요.'));
  });

  test('past the 10 minutes the shopper is back at the first step, told to check the number again', async () => {
    const message = '비밀번호 변경 시간이 지났습니다. 휴대폰 인증부터 다시 해 주세요.';
    await verified({ 'POST /member/password-reset': () => Response.json({ code: 'PASSWORD_RESET_EXPIRED', message }, { status: 401 }) });
    input('password', reset()).value = 'greentea77!';
    input('passwordConfirm', reset()).value = 'greentea77!';
    submit(reset());
    await vi.waitFor(() => expect(verify().hidden).toBe(false));
    expect(reset().hidden).toBe(true);
    expect(formMessage(verify())).toBe(message);
    expect(messageOf(verify(), 'code')).toBe(SMS_SPENT_MESSAGE);
  });
});
