import { describe, expect, test, vi } from 'vitest';
import { blur, formMessage, messageOf, sentBody, submit } from '../testing/fixtures';
import { assign, consent, fill, fillVerified, form, input, open, SMS_CODE } from '../testing/join-harness';
import { ID_AVAILABLE, ID_TAKEN } from './id-check';

describe('join', () => {
  test('a good form posts the join with digits-only mobile, consents and successUrl, then follows the redirect', async () => {
    const fetchMock = open('join', { 'POST /member/?processType=join': () => Response.json({ redirect: '/kr/ko/cu/mypage' }) });
    const id = await fillVerified({ email: ' kim@nokcha.shop ' });
    consent('MKT_PUSH').click();
    submit(form);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/kr/ko/cu/mypage'));
    expect(sentBody(fetchMock, '/member/?processType=join')).toEqual({
      custWebId: id,
      password: 'green1234!',
      passwordConfirm: 'green1234!',
      custNm: '김녹차',
      mobile: '01012345678',
      email: 'kim@nokcha.shop',
      consents: ['AGE14', 'TERMS', 'PRIVACY_REQUIRED', 'MKT_PUSH'],
      successUrl: '/kr/ko/cu/mypage',
      code: SMS_CODE,
    });
  });

  test('an empty e-mail is left out', async () => {
    const fetchMock = open('join', { 'POST /member/?processType=join': () => Response.json({ redirect: '/kr/ko' }) });
    await fillVerified();
    submit(form);
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sentBody(fetchMock, '/member/?processType=join')).not.toHaveProperty('email');
  });

  test('every failing rule shows beside its field on submit, and nothing is sent', async () => {
    const fetchMock = open('join');
    fill({ password: 'abc', passwordConfirm: 'abd', mobile: '1234', email: 'bad' });
    consent('TERMS').click();
    submit(form);
    await vi.waitFor(() => expect(formMessage(form)).toBe('입력한 내용을 확인해 주세요.'));
    expect(messageOf(form, 'password')).toBe('비밀번호는 8~16자로 입력해 주세요.');
    expect(messageOf(form, 'passwordConfirm')).toBe('비밀번호가 일치하지 않습니다.');
    expect(messageOf(form, 'mobile')).toBe('올바른 휴대폰 번호를 입력해 주세요.');
    expect(messageOf(form, 'email')).toBe('이메일 형식이 올바르지 않습니다.');
    expect(messageOf(form, 'consents')).toBe('필수 약관에 동의해 주세요: 이용약관 동의');
    expect(messageOf(form, 'code')).toBe('인증번호 받기를 먼저 눌러 주세요.');
    expect(document.activeElement).toBe(input('password'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('processType'))).toBe(false);
  });

  test('a field is checked on blur once something was typed, and cleared as it is fixed', () => {
    open('join');
    blur(input('custNm'));
    expect(messageOf(form, 'custNm')).toBe('');
    input('custNm').value = '김';
    blur(input('custNm'));
    expect(messageOf(form, 'custNm')).toBe('이름은 한글 또는 영문 2~20자로 입력해 주세요.');
    input('custNm').value = '김녹차';
    input('custNm').dispatchEvent(new Event('input', { bubbles: true }));
    expect(messageOf(form, 'custNm')).toBe('');
    expect(input('custNm').hasAttribute('aria-invalid')).toBe(false);
  });

  test('the ID is checked for availability on blur', async () => {
    const fetchMock = open('join', {
      '* /member/check-id?custWebId=takenid': () => Response.json({ available: false }),
      '* /member/check-id?custWebId=freeid': () => Response.json({ available: true }),
    });
    input('custWebId').value = 'takenid';
    blur(input('custWebId'));
    await vi.waitFor(() => expect(messageOf(form, 'custWebId')).toBe(ID_TAKEN));
    input('custWebId').value = 'freeid';
    blur(input('custWebId'));
    await vi.waitFor(() => expect(messageOf(form, 'custWebId')).toBe(ID_AVAILABLE));
    expect(form.querySelector('[data-message-for="custWebId"]')!.getAttribute('data-tone')).toBe('ok');
    expect(fetchMock.mock.calls.find(([url]) => url === '/member/check-id?custWebId=freeid')![1]).toMatchObject({ method: 'GET', redirect: 'manual' });
  });

  test('409 WEB_ID_TAKEN and MOBILE_TAKEN show beside their fields; nothing typed is lost', async () => {
    let code = 'WEB_ID_TAKEN';
    open('join', {
      'POST /member/?processType=join': () =>
        Response.json({ code, message: code === 'WEB_ID_TAKEN' ? '이미 사용 중인 아이디입니다.' : '이미 가입된 휴대폰 번호입니다.' }, { status: 409 }),
    });
    const id = await fillVerified({ email: 'kim@nokcha.shop' });
    submit(form);
    await vi.waitFor(() => expect(messageOf(form, 'custWebId')).toBe('이미 사용 중인 아이디입니다.'));
    code = 'MOBILE_TAKEN';
    input('custWebId').value = `${id}x`;
    submit(form);
    await vi.waitFor(() => expect(messageOf(form, 'mobile')).toBe('이미 가입된 휴대폰 번호입니다.'));
    expect(input('mobile').getAttribute('aria-invalid')).toBe('true');
    expect([input('password').value, input('email').value, consent('TERMS').checked]).toEqual(['green1234!', 'kim@nokcha.shop', true]);
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
  });

  test('a 400 with fields shows each beside its field', async () => {
    open('join', {
      'POST /member/?processType=join': () =>
        Response.json(
          {
            code: 'INVALID_INPUT',
            message: '입력값을 확인해 주세요.',
            fields: { email: '이메일 도메인 형식이 올바르지 않습니다.', 'consents.0': '알 수 없는 동의 항목입니다.' },
          },
          { status: 400 },
        ),
    });
    await fillVerified();
    submit(form);
    await vi.waitFor(() => expect(messageOf(form, 'email')).toBe('이메일 도메인 형식이 올바르지 않습니다.'));
    expect(messageOf(form, 'consents')).toBe('알 수 없는 동의 항목입니다.');
    expect(formMessage(form)).toBe('입력한 내용을 확인해 주세요.');
  });

  test('a wrong code shows beside the code; an expired one stops the timer and asks for a new code', async () => {
    let refusal = { code: 'SMS_CODE_MISMATCH', message: '인증번호가 일치하지 않습니다.' };
    open('join', { 'POST /member/?processType=join': () => Response.json(refusal, { status: 401 }) });
    await fillVerified();
    submit(form);
    await vi.waitFor(() => expect(messageOf(form, 'code')).toBe('인증번호가 일치하지 않습니다.'));
    expect(document.activeElement).toBe(input('code'));
    expect(form.querySelector<HTMLElement>('[data-countdown]')!.hidden).toBe(false);
    refusal = { code: 'SMS_CODE_EXPIRED', message: '인증 시간이 만료되었습니다. 인증번호를 다시 받아 주세요.' };
    submit(form);
    await vi.waitFor(() => expect(form.querySelector<HTMLElement>('[data-countdown]')!.hidden).toBe(true));
    expect(messageOf(form, 'code')).toBe('인증 시간이 만료되었습니다. 인증번호를 다시 받아 주세요.');
  });
});
