/**
 * 비밀번호 찾기 (`/cu/login/find-password`): the ID and the SMS code of its number earn a 10-minute
 * grant, and the new password under the join's rules goes with it. The member is then told to log
 * in with the new password and sent to the login screen: the reset ended every login, and typing
 * it once more is how Korean shops confirm it was noted (and the browser offers to save it).
 */
import { normalizeMobile, validateMobile, validatePassword, validatePasswordConfirm } from '#shared/validation/member';
import { ApiError, callApi } from '#lib/api-client';
import { MEMBER_ROUTES } from '#shared/schemas/member-routes';
import { clearMessages, setBusy, setFormMessage, successUrlParam } from '#components/ui/form/dom-form.ts';
import { tell } from '#components/ui/tell.ts';
import { SMS_SEND_ERRORS, startSmsCode } from '../sms-code';
import { passes, showCodeRefusal, showRefusal } from './recovery-form';

export const PASSWORD_RESET_MESSAGE = '비밀번호를 변경했습니다. 새 비밀번호로 로그인해 주세요.';

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

export function startFindPassword(verify: HTMLFormElement): void {
  const reset = verify.parentElement!.querySelector<HTMLFormElement>('form[data-reset-password]')!;
  const smsCode = startSmsCode(verify, (error) => showRefusal(verify, error, SMS_SEND_ERRORS));
  let resetToken = '';

  verify.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearMessages(verify);
    const custWebId = field(verify, 'custWebId').value.trim();
    const mobile = field(verify, 'mobile').value;
    const idMessage = custWebId === '' ? '아이디를 입력해 주세요.' : null;
    if (!passes(verify, { custWebId: idMessage, mobile: validateMobile(mobile), code: smsCode.check() })) return;
    setBusy(verify, true);
    try {
      ({ resetToken } = await callApi(MEMBER_ROUTES.verifyPasswordReset, {
        custWebId,
        mobile: normalizeMobile(mobile),
        code: field(verify, 'code').value.trim(),
      }));
      smsCode.stop();
      field(reset, 'username').value = custWebId;
      verify.hidden = true;
      reset.hidden = false;
      field(reset, 'password').focus();
    } catch (error) {
      showCodeRefusal(verify, error, smsCode);
    }
  });

  reset.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearMessages(reset);
    const password = field(reset, 'password').value;
    const passwordConfirm = field(reset, 'passwordConfirm').value;
    if (!passes(reset, { password: validatePassword(password), passwordConfirm: validatePasswordConfirm(password, passwordConfirm) })) return;
    setBusy(reset, true);
    try {
      const { redirect } = await callApi(MEMBER_ROUTES.resetPassword, { resetToken, password, passwordConfirm, successUrl: successUrlParam() });
      await tell(PASSWORD_RESET_MESSAGE);
      location.assign(redirect);
    } catch (error) {
      setBusy(reset, false);
      if (!(error instanceof ApiError) || error.code !== 'PASSWORD_RESET_EXPIRED') return showRefusal(reset, error, { PASSWORD_SAME: 'password' });
      // Ten minutes are up: back to the first step, where a new code starts over.
      reset.hidden = true;
      verify.hidden = false;
      setBusy(verify, false);
      smsCode.spent();
      setFormMessage(verify, error.message);
    }
  });
}
