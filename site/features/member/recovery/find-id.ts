/**
 * 아이디 찾기 (`/cu/login/find-id`): the name and the number are checked with the join's rules, the
 * number is proven by an SMS code (sms-code.ts), and the member found is shown in place of the form.
 */
import { normalizeMobile, validateMobile, validateName } from '#shared/validation/member';
import { callApi } from '#lib/api-client';
import { MEMBER_ROUTES } from '#shared/schemas/member-routes';
import { clearMessages, setBusy } from '#components/ui/form/dom-form.ts';
import { SMS_SEND_ERRORS, startSmsCode } from '../sms-code';
import { showFoundId } from './found-id';
import { passes, showCodeRefusal, showRefusal } from './recovery-form';

export function startFindId(form: HTMLFormElement): void {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const smsCode = startSmsCode(form, (error) => showRefusal(form, error, SMS_SEND_ERRORS));

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearMessages(form);
    const custNm = field('custNm').value.trim();
    const mobile = field('mobile').value;
    if (!passes(form, { custNm: validateName(custNm), mobile: validateMobile(mobile), code: smsCode.check() })) return;
    setBusy(form, true);
    try {
      const found = await callApi(MEMBER_ROUTES.findId, { custNm, mobile: normalizeMobile(mobile), code: field('code').value.trim() });
      smsCode.stop();
      form.hidden = true;
      showFoundId(form.parentElement!.querySelector<HTMLElement>('[data-found-id]')!, found);
    } catch (error) {
      showCodeRefusal(form, error, smsCode);
    }
  });
}
