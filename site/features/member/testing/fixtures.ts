/**
 * Markup of the member screens for unit tests, with the hooks the scripts rely on (the .astro
 * components render the same attributes), and a fetch stub that answers by method and URL.
 */
import { vi } from 'vitest';

const field = (id: string, label: string, name: string, extra = '', slot = '') => `
  <div class="field">
    <label for="${id}">${label}</label>
    <div class="field__row"><input id="${id}" name="${name}" aria-describedby="${id}-msg" ${extra} />${slot}</div>
    <p id="${id}-msg" data-message-for="${name}" aria-live="polite"></p>
  </div>`;

export function loginMarkup(popup = false): string {
  return `
  <section data-login-screen ${popup ? 'data-popup' : ''}>
    <div role="tablist">
      <button type="button" role="tab" data-tab="id" aria-controls="login-panel-id" aria-selected="true">아이디 로그인</button>
      <button type="button" role="tab" data-tab="sms" aria-controls="login-panel-sms" aria-selected="false" tabindex="-1">휴대폰 번호 로그인</button>
    </div>
    <div role="tabpanel" id="login-panel-id">
      <form method="post" action="/member/" data-id-login novalidate>
        <input type="hidden" name="successUrl" value="" />
        ${field('login-id', '아이디', 'custWebId')}
        ${field('login-password', '비밀번호', 'password', 'type="password"')}
        <label><input type="checkbox" name="autoLogin" value="Y" /> 자동 로그인</label>
        <p role="alert" data-form-message></p>
        <button type="submit">로그인</button>
      </form>
    </div>
    <div role="tabpanel" id="login-panel-sms" hidden>
      <form data-sms-login novalidate>
        ${field('login-mobile', '휴대폰 번호', 'mobile', 'type="tel"', '<button type="button" data-sms-send>인증번호 받기</button>')}
        ${field('login-code', '인증번호', 'code', '', '<span data-countdown role="timer" hidden>3:00</span>')}
        <p role="alert" data-form-message></p>
        <button type="submit">로그인</button>
      </form>
    </div>
    <div data-social hidden><ul></ul></div>
    <a href="/member/login?processType=join" data-join-link>회원가입</a>
  </section>`;
}

const CONSENTS = [
  ['AGE14', '만 14세 이상입니다.', true],
  ['TERMS', '이용약관 동의', true],
  ['PRIVACY_REQUIRED', '개인정보 수집·이용 동의', true],
  ['PRIVACY_OPTIONAL', '개인정보 수집·이용 동의 (선택: 생년월일, 성별)', false],
  ['MKT_SMS', '마케팅 정보 수신 동의: 문자(SMS)', false],
  ['MKT_EMAIL', '마케팅 정보 수신 동의: 이메일', false],
  ['MKT_PUSH', '마케팅 정보 수신 동의: 앱 푸시', false],
  ['NIGHT_PUSH', '야간(21시~08시) 광고성 앱 푸시 수신 동의', false],
] as const;

export function consentsMarkup(): string {
  const boxes = CONSENTS.map(
    ([code, label, required]) =>
      `<label><input type="checkbox" name="consents" value="${code}" ${required ? 'required' : ''} data-label="${label}" ${code === 'NIGHT_PUSH' ? 'disabled' : ''} /> ${label}</label>`,
  ).join('');
  return `<fieldset data-consents><label><input type="checkbox" data-consent-all /> 전체 동의</label>${boxes}<p data-message-for="consents"></p></fieldset>`;
}

export function joinMarkup(processType: 'join' | 'kakaoJoin' = 'join'): string {
  const idFields =
    processType === 'join'
      ? field('join-id', '아이디', 'custWebId') +
        field('join-password', '비밀번호', 'password', 'type="password"') +
        field('join-password-confirm', '비밀번호 확인', 'passwordConfirm', 'type="password"')
      : '';
  return `
  <form data-join-form data-process-type="${processType}" novalidate>
    ${idFields}
    ${field('join-name', '이름', 'custNm')}
    ${field('join-mobile', '휴대폰 번호', 'mobile', 'type="tel"', '<button type="button" data-sms-send>인증번호 받기</button>')}
    ${field('join-code', '인증번호', 'code', '', '<span data-countdown role="timer" hidden>3:00</span>')}
    ${field('join-email', '이메일', 'email', 'type="email"')}
    ${consentsMarkup()}
    <p role="alert" data-form-message></p>
    <button type="submit">가입하기</button>
  </form>`;
}

export type Route = (init: RequestInit & { body?: string }) => Response | Promise<Response>;

/** `fetch` answering `'METHOD url'` keys; get-cookie answers a guest unless routed. */
export function stubFetch(routes: Record<string, Route>): ReturnType<typeof vi.fn> {
  const mock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const route = routes[key] ?? routes[`* ${url}`];
    if (route) return route(init as RequestInit & { body?: string });
    if (url.endsWith('/node/cookie/get-cookie')) return Response.json({ token: null });
    return Response.json({ code: 'NOT_FOUND', message: `no route for ${key}` }, { status: 404 });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body of the last call to `url`. */
export function sentBody(mock: ReturnType<typeof vi.fn>, url: string): unknown {
  const call = [...mock.mock.calls].reverse().find(([called]) => called === url);
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
}

export function submit(form: HTMLFormElement): void {
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

export function type(input: HTMLInputElement, value: string): void {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function blur(input: HTMLInputElement): void {
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

export const messageOf = (root: ParentNode, name: string) => root.querySelector(`[data-message-for="${name}"]`)?.textContent ?? '';
export const formMessage = (root: ParentNode) => root.querySelector('[data-form-message]')?.textContent ?? '';

const mobileCodeFields = (prefix: string, purpose: string) =>
  field(`${prefix}-mobile`, '휴대폰 번호', 'mobile', 'type="tel"', `<button type="button" data-sms-send data-purpose="${purpose}">인증번호 받기</button>`) +
  field(`${prefix}-code`, '인증번호', 'code', '', '<span data-countdown role="timer" hidden>3:00</span>');

/** A form of the recovery screens: its hook attribute, its fields, the form message and its button. */
const recoveryForm = (hook: string, fields: string, button: string) =>
  `<form ${hook} novalidate>${fields}<p role="alert" data-form-message></p><button type="submit">${button}</button></form>`;

/** 아이디 찾기: the form and the result it fills. */
export function findIdMarkup(): string {
  return `
  <section>
    ${recoveryForm('data-find-id', field('find-id-name', '이름', 'custNm') + mobileCodeFields('find-id', 'FIND_ID'), '아이디 찾기')}
    <section data-found-id hidden tabindex="-1">
      <h2 data-found-title></h2><p data-found-text></p>
      <dl><div data-found-id-row><dt>아이디</dt><dd data-found-login-id></dd></div><div><dt>가입일</dt><dd data-found-joined></dd></div></dl>
      <a href="/member/login">로그인</a><a href="/kr/ko/cu/login/find-password" data-found-reset-link>비밀번호 찾기</a>
    </section>
  </section>`;
}

/** 비밀번호 찾기: the check of the ID's number, then the new password. */
export function findPasswordMarkup(): string {
  const newPassword =
    '<input type="text" name="username" hidden readonly />' +
    field('reset-password', '새 비밀번호', 'password', 'type="password"') +
    field('reset-password-confirm', '새 비밀번호 확인', 'passwordConfirm', 'type="password"');
  return `
  <section>
    ${recoveryForm('data-verify-reset', field('reset-id', '아이디', 'custWebId') + mobileCodeFields('reset', 'RESET_PASSWORD'), '본인 확인')}
    ${recoveryForm('data-reset-password hidden', newPassword, '비밀번호 변경')}
  </section>`;
}
