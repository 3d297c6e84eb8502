// The social join's form (kakaoJoin), and a join form whose script arrives after the shopper started.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetSession } from '../../../chrome/session';
import { joinMarkup, messageOf, sentBody, stubFetch, submit, type Route } from '../testing/fixtures';
import { startJoinForm } from './join-screen';
import { ID_AVAILABLE } from './id-check';

let form: HTMLFormElement;
let assign: ReturnType<typeof vi.fn>;
const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const consent = (code: string) => form.querySelector<HTMLInputElement>(`input[value="${code}"]`)!;
let ids = 0;

function open(processType: 'join' | 'kakaoJoin', routes: Record<string, Route> = {}): ReturnType<typeof vi.fn> {
  history.replaceState(null, '', processType === 'join' ? '/kr/ko/cu/join?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage' : '/kr/ko/cu/login/enter-additional-information');
  document.body.innerHTML = joinMarkup(processType);
  form = document.querySelector('form')!;
  const fetchMock = stubFetch({ '* /member/check-id': () => Response.json({ available: true }), ...routes });
  startJoinForm(form);
  return fetchMock;
}

/** A unique free ID, so the check's per-ID memory never leaks between tests. */
function fill(values: Record<string, string> = {}): string {
  const id = `greentea${(ids += 1)}`;
  const all = { custWebId: id, password: 'green1234!', passwordConfirm: 'green1234!', custNm: '김녹차', mobile: '010-1234-5678', email: '', ...values };
  for (const [name, value] of Object.entries(all)) if (input(name)) input(name).value = value;
  for (const code of ['AGE14', 'TERMS', 'PRIVACY_REQUIRED']) consent(code).click();
  return all.custWebId;
}

beforeEach(() => {
  resetSession();
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {}) as never;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('kakaoJoin', () => {
  test('posts name, mobile, e-mail and consents to processType=kakaoJoin', async () => {
    const fetchMock = open('kakaoJoin', { 'POST /member/?processType=kakaoJoin': () => Response.json({ redirect: '/kr/ko' }) });
    fill({ email: 'kim@nokcha.shop' });
    submit(form);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/kr/ko'));
    expect(sentBody(fetchMock, '/member/?processType=kakaoJoin')).toEqual({
      custNm: '김녹차',
      mobile: '01012345678',
      email: 'kim@nokcha.shop',
      consents: ['AGE14', 'TERMS', 'PRIVACY_REQUIRED'],
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('check-id'))).toBe(false);
  });
});

test('fields filled and left before the script arrived are checked when it starts', async () => {
  history.replaceState(null, '', '/kr/ko/cu/join');
  document.body.innerHTML = joinMarkup('join');
  form = document.querySelector('form')!;
  stubFetch({ '* /member/check-id?custWebId=earlybird': () => Response.json({ available: true }) });
  input('custWebId').value = 'earlybird';
  input('custNm').value = '김';
  input('mobile').focus();
  startJoinForm(form);
  expect(messageOf(form, 'custNm')).toBe('이름은 한글 또는 영문 2~20자로 입력해 주세요.');
  await vi.waitFor(() => expect(messageOf(form, 'custWebId')).toBe(ID_AVAILABLE));
});
