import { beforeEach, expect, test } from 'vitest';
import { ApiError } from '#lib/api-client';
import { clearMessages, setBusy, setFieldMessage, setFormMessage, showApiError, successUrlParam } from './dom-form';
import { formMessage, joinMarkup, messageOf } from '#features/member/testing/fixtures.ts';

let form: HTMLFormElement;
const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

beforeEach(() => {
  document.body.innerHTML = joinMarkup();
  form = document.querySelector('form')!;
});

test('a field message marks the field invalid; an ok message does not; null clears both', () => {
  setFieldMessage(form, 'mobile', '올바른 휴대폰 번호를 입력해 주세요.');
  expect([messageOf(form, 'mobile'), input('mobile').getAttribute('aria-invalid')]).toEqual(['올바른 휴대폰 번호를 입력해 주세요.', 'true']);
  setFieldMessage(form, 'custWebId', '사용할 수 있는 아이디입니다.', 'ok');
  expect(input('custWebId').hasAttribute('aria-invalid')).toBe(false);
  setFieldMessage(form, 'mobile', null);
  expect([messageOf(form, 'mobile'), input('mobile').hasAttribute('aria-invalid')]).toEqual(['', false]);
});

test('messages are text, never markup', () => {
  setFormMessage(form, '<img src=x onerror=alert(1)>');
  expect(form.querySelector('[data-form-message] img')).toBeNull();
  expect(formMessage(form)).toBe('<img src=x onerror=alert(1)>');
});

test('clearMessages empties every message', () => {
  setFieldMessage(form, 'custNm', '이름을 입력해 주세요.');
  setFormMessage(form, '실패');
  clearMessages(form);
  expect([messageOf(form, 'custNm'), formMessage(form)]).toEqual(['', '']);
});

test('an API error without fields becomes the form message; unknown fields are not lost', () => {
  showApiError(form, new ApiError('LOGIN_THROTTLED', '잠시 후 다시 시도해 주세요.', 429));
  expect(formMessage(form)).toBe('잠시 후 다시 시도해 주세요.');
  showApiError(form, new ApiError('INVALID_INPUT', '입력값 오류', 400, { nickname: '별명 오류' }));
  expect(formMessage(form)).toBe('입력값 오류');
});

test('setBusy disables the submit button while a request runs', () => {
  setBusy(form, true);
  expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
  expect(form.hasAttribute('aria-busy')).toBe(true);
  setBusy(form, false);
  expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
});

test('successUrl comes from the query', () => {
  expect(successUrlParam('?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage')).toBe('/kr/ko/cu/mypage');
  expect(successUrlParam('?successUrl=')).toBeUndefined();
  expect(successUrlParam('')).toBeUndefined();
});
