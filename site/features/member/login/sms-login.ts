/**
 * Login with a mobile number and a 6-digit SMS code: `POST /member/sms/send`, then
 * `POST /member/?loginType=sms`. The code field shows how long the code is still valid.
 */
import { normalizeMobile, validateMobile, validateSmsCode } from '#shared/validation/member';
import { ApiError, apiPost, MEMBER_BASE } from '#lib/api-client';
import { clearMessages, focusFirstInvalid, setBusy, setFieldMessage } from '#components/ui/form/dom-form.ts';
import { startCountdown } from './countdown';
import { finishLogin } from './finish';
import { showLoginError, type LoginContext } from './id-login';

export const SMS_SENT_MESSAGE = '인증번호를 보냈습니다. 3분 안에 입력해 주세요.';
export const SMS_EXPIRED_MESSAGE = '인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.';
const CODE_ERRORS = { SMS_CODE_MISMATCH: 'code', SMS_CODE_EXPIRED: 'code', SMS_TOO_MANY_ATTEMPTS: 'code' };

export function startSmsLogin(form: HTMLFormElement, context: LoginContext): void {
  const send = form.querySelector<HTMLButtonElement>('[data-sms-send]')!;
  const timer = form.querySelector<HTMLElement>('[data-countdown]')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  let stop = () => {};
  let sent = false;

  /** The code can no longer be used: a new one must be asked for. */
  const expire = (message = SMS_EXPIRED_MESSAGE) => {
    stop();
    sent = false;
    timer.hidden = true;
    setFieldMessage(form, 'code', message);
  };

  send.addEventListener('click', async () => {
    clearMessages(form);
    const mobile = field('mobile').value;
    const invalid = validateMobile(mobile);
    if (invalid) return (setFieldMessage(form, 'mobile', invalid), focusFirstInvalid(form));
    send.disabled = true;
    try {
      const answer = await apiPost<{ expiresInSeconds?: number }>('/sms/send', { mobile: normalizeMobile(mobile) }, { base: MEMBER_BASE, auth: false });
      stop();
      sent = true;
      timer.hidden = false;
      stop = startCountdown(timer, answer?.expiresInSeconds || 180, () => expire());
      send.textContent = '인증번호 다시 받기';
      setFieldMessage(form, 'mobile', SMS_SENT_MESSAGE, 'ok');
      field('code').focus();
    } catch (error) {
      showLoginError(form, error, { SMS_RATE_LIMITED: 'mobile' });
    } finally {
      send.disabled = false;
    }
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearMessages(form);
    const mobile = field('mobile').value;
    const code = field('code').value.trim();
    const mobileError = validateMobile(mobile);
    const codeError = sent ? validateSmsCode(code) : '인증번호 받기를 먼저 눌러 주세요.';
    setFieldMessage(form, 'mobile', mobileError);
    setFieldMessage(form, 'code', codeError);
    if (mobileError || codeError) return focusFirstInvalid(form);
    setBusy(form, true);
    try {
      const body = { mobile: normalizeMobile(mobile), code, successUrl: context.successUrl };
      const answer = await apiPost<{ redirect?: string }>('/?loginType=sms', body, { base: MEMBER_BASE, auth: false });
      stop();
      finishLogin(answer?.redirect, context.popup);
    } catch (error) {
      if (error instanceof ApiError && error.code !== 'SMS_CODE_MISMATCH' && error.code in CODE_ERRORS) expire(error.message);
      else showLoginError(form, error, CODE_ERRORS);
      setBusy(form, false);
    }
  });
}
