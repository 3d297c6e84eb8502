/**
 * The join form under test, shared by the join and kakaoJoin test files: importing this module
 * resets the session and spies on `location.assign` around every test. `form` and `assign` are
 * live bindings, current after `open()` and in each test.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { startJoinForm } from '../join/join-screen';
import { joinMarkup, stubFetch, type Route } from './fixtures';

export let form: HTMLFormElement;
export let assign: ReturnType<typeof vi.fn>;
export const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
export const consent = (code: string) => form.querySelector<HTMLInputElement>(`input[value="${code}"]`)!;
let ids = 0;

/** Puts the form for `processType` on the page, its script not started yet. */
export function render(processType: 'join' | 'kakaoJoin'): HTMLFormElement {
  history.replaceState(
    null,
    '',
    processType === 'join' ? '/kr/ko/cu/join?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage' : '/kr/ko/cu/login/enter-additional-information',
  );
  document.body.innerHTML = joinMarkup(processType);
  form = document.querySelector('form')!;
  return form;
}

/** Renders and starts the form, with the ID check answering "available" unless routes say otherwise. */
export function open(processType: 'join' | 'kakaoJoin', routes: Record<string, Route> = {}): ReturnType<typeof vi.fn> {
  render(processType);
  const fetchMock = stubFetch({
    '* /member/check-id': () => Response.json({ available: true }),
    'POST /member/sms/send': () => Response.json({ sent: true, expiresInSeconds: 180 }),
    ...routes,
  });
  startJoinForm(form);
  return fetchMock;
}

/** Fills a valid form with a unique free ID, so the check's per-ID memory never leaks between tests. */
export function fill(values: Record<string, string> = {}): string {
  const id = `greentea${(ids += 1)}`;
  const all = { custWebId: id, password: 'green1234!', passwordConfirm: 'green1234!', custNm: '김녹차', mobile: '010-1234-5678', email: '', ...values };
  for (const [name, value] of Object.entries(all)) if (input(name)) input(name).value = value;
  for (const code of ['AGE14', 'TERMS', 'PRIVACY_REQUIRED']) consent(code).click();
  return all.custWebId;
}

/** The code the harness types after 인증번호 받기. */
export const SMS_CODE = '123456';

/** Fills a valid form (see `fill`), sends the SMS code and types it. */
export async function fillVerified(values: Record<string, string> = {}): Promise<string> {
  const id = fill(values);
  form.querySelector<HTMLButtonElement>('[data-sms-send]')!.click();
  await vi.waitFor(() => expect(form.querySelector<HTMLElement>('[data-countdown]')!.hidden).toBe(false));
  input('code').value = SMS_CODE;
  return id;
}

beforeEach(() => {
  resetSession();
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {}) as never;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
