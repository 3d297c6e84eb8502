/**
 * Login with a mobile number and a 6-digit SMS code: `POST /member/sms/send` (sms-code.ts), then
 * `POST /member/?loginType=sms`. The code field shows how long the code is still valid.
 */
import { normalizeMobile, validateMobile } from '#shared/validation/member';
import { callApi } from '#lib/api-client';
import { MEMBER_ROUTES } from '#shared/schemas/member-routes';
import { clearMessages, focusFirstInvalid, setBusy, setFieldMessage } from '#components/ui/form/dom-form.ts';
import { SMS_CODE_ERRORS, SMS_SEND_ERRORS, startSmsCode } from '../sms-code';
import { finishLogin } from './finish';
import { showLoginError, type LoginContext } from './id-login';

export function startSmsLogin(form: HTMLFormElement, context: LoginContext): void {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const smsCode = startSmsCode(form, (error) => showLoginError(form, error, SMS_SEND_ERRORS));

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearMessages(form);
    const mobile = field('mobile').value;
    const mobileError = validateMobile(mobile);
    const codeError = smsCode.check();
    setFieldMessage(form, 'mobile', mobileError);
    setFieldMessage(form, 'code', codeError);
    if (mobileError || codeError) return focusFirstInvalid(form);
    setBusy(form, true);
    try {
      const body = { mobile: normalizeMobile(mobile), code: field('code').value.trim(), successUrl: context.successUrl };
      const answer = await callApi(MEMBER_ROUTES.smsLogin, body);
      smsCode.stop();
      finishLogin(answer.redirect, context.popup);
    } catch (error) {
      showLoginError(form, error, SMS_CODE_ERRORS);
      smsCode.refused(error);
      setBusy(form, false);
    }
  });
}
