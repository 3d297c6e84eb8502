/**
 * Login with ID and password as a JSON post to the member gateway (`POST /member/`). Fetched on
 * the shopper's first touch of the form: until then the form is a plain form post to the same
 * address, which works just as well.
 */
import { ApiError, callApi } from '#lib/api-client';
import { MEMBER_ROUTES } from '#shared/schemas/member-routes';
import { clearMessages, focusFirstInvalid, setBusy, setFieldMessage, setFormMessage, showApiError } from '#components/ui/form/dom-form.ts';
import { finishLogin } from './finish';
import { DEFAULT_LOGIN_MESSAGE } from './messages';

export interface LoginContext {
  popup: boolean;
  successUrl?: string;
}

/** Shows a failed call: input errors (and `fieldOf` codes) beside their fields, the rest as the form message. */
export function showLoginError(form: HTMLElement, error: unknown, fieldOf: Record<string, string> = {}): void {
  if (!(error instanceof ApiError)) return setFormMessage(form, DEFAULT_LOGIN_MESSAGE);
  if (Object.keys(error.fields).length > 0 || fieldOf[error.code]) return showApiError(form, error, fieldOf);
  setFormMessage(form, error.message);
}

export function startIdLogin(form: HTMLFormElement, context: LoginContext): void {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearMessages(form);
    const values = new FormData(form);
    const custWebId = String(values.get('custWebId') ?? '').trim();
    const password = String(values.get('password') ?? '');
    if (!custWebId) setFieldMessage(form, 'custWebId', '아이디를 입력해 주세요.');
    if (!password) setFieldMessage(form, 'password', '비밀번호를 입력해 주세요.');
    if (!custWebId || !password) return focusFirstInvalid(form);
    setBusy(form, true);
    try {
      const body = { custWebId, password, successUrl: context.successUrl, autoLogin: values.get('autoLogin') === 'Y' || undefined };
      const answer = await callApi(MEMBER_ROUTES.passwordLogin, body);
      finishLogin(answer.redirect, context.popup);
    } catch (error) {
      showLoginError(form, error);
      setBusy(form, false);
    }
  });
}
