// The social join's form (kakaoJoin), and a join form whose script arrives after the shopper started.
import { describe, expect, test, vi } from 'vitest';
import { messageOf, sentBody, stubFetch, submit } from '../testing/fixtures';
import { assign, fillVerified, form, input, open, render, SMS_CODE } from '../testing/join-harness';
import { startJoinForm } from './join-screen';
import { ID_AVAILABLE } from './id-check';

describe('kakaoJoin', () => {
  test('posts name, mobile, e-mail and consents to processType=kakaoJoin', async () => {
    const fetchMock = open('kakaoJoin', { 'POST /member/?processType=kakaoJoin': () => Response.json({ redirect: '/kr/ko' }) });
    await fillVerified({ email: 'kim@nokcha.shop' });
    submit(form);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/kr/ko'));
    expect(sentBody(fetchMock, '/member/?processType=kakaoJoin')).toEqual({
      custNm: '김녹차',
      mobile: '01012345678',
      email: 'kim@nokcha.shop',
      consents: ['AGE14', 'TERMS', 'PRIVACY_REQUIRED'],
      code: SMS_CODE,
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('check-id'))).toBe(false);
  });
});

test('fields filled and left before the script arrived are checked when it starts', async () => {
  render('join');
  stubFetch({ '* /member/check-id?custWebId=earlybird': () => Response.json({ available: true }) });
  input('custWebId').value = 'earlybird';
  input('custNm').value = '김';
  input('mobile').focus();
  startJoinForm(form);
  expect(messageOf(form, 'custNm')).toBe('이름은 한글 또는 영문 2~20자로 입력해 주세요.');
  await vi.waitFor(() => expect(messageOf(form, 'custWebId')).toBe(ID_AVAILABLE));
});
