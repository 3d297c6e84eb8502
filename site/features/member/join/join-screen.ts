/**
 * The join form (`/cu/join`, processType=join) and the social join's last step
 * (`/cu/login/enter-additional-information`, processType=kakaoJoin). Each field is checked on
 * blur and on submit with the shared member rules, the ID is checked for availability, the mobile
 * number is proven by an SMS code (sms-code.ts), and the
 * gateway's own answers (400 fields, 409 taken) go beside their fields. The form is never
 * reset on an error: nothing the shopper typed is lost.
 */
import { normalizeMobile } from '#shared/validation/member';
import { ApiError, callApi } from '#lib/api-client';
import { MEMBER_ROUTES } from '#shared/schemas/member-routes';
import { focusFirstInvalid, setBusy, setFieldMessage, setFormMessage, showApiError, successUrlParam } from '#components/ui/form/dom-form.ts';
import { SMS_CODE_ERRORS, SMS_SEND_ERRORS, startSmsCode } from '../sms-code';
import { checkConsents, startConsents, tickedConsents } from './consents';
import { ID_AVAILABLE, ID_TAKEN, isIdAvailable, rememberTaken } from './id-check';
import { checkJoinField, checkJoinFields, isJoinField, JOIN_FIELDS, type JoinField, type JoinValues } from './join-rules';

const REFUSAL_FIELDS = { WEB_ID_TAKEN: 'custWebId', WEB_ID_WITHDRAWN: 'custWebId', MOBILE_TAKEN: 'mobile', ...SMS_CODE_ERRORS };

function values(form: HTMLFormElement): JoinValues {
  const data = new FormData(form);
  return Object.fromEntries(JOIN_FIELDS.map((name) => [name, String(data.get(name) ?? '')]));
}

/** Checks the ID's format and then whether it is free; resolves whether it may be used. */
async function checkId(form: HTMLFormElement, custWebId: string): Promise<boolean> {
  const invalid = checkJoinField('custWebId', { custWebId });
  if (invalid) return (setFieldMessage(form, 'custWebId', invalid), false);
  const available = await isIdAvailable(custWebId);
  if (available === false) return (setFieldMessage(form, 'custWebId', ID_TAKEN), false);
  setFieldMessage(form, 'custWebId', available ? ID_AVAILABLE : null, 'ok');
  return true;
}

/** The request body: only the fields this form has; the mobile number as digits. */
export function joinBody(form: HTMLFormElement, fields: readonly JoinField[], consents: Set<string>, successUrl?: string) {
  const all = values(form);
  const body: Partial<Record<JoinField, string>> = {};
  for (const name of fields) {
    const value = name === 'mobile' ? normalizeMobile(all.mobile ?? '') : name === 'custNm' || name === 'email' ? (all[name] ?? '').trim() : all[name];
    if (value !== '' || name !== 'email') body[name] = value;
  }
  return { ...body, consents: [...consents], successUrl };
}

export function startJoinForm(form: HTMLFormElement): void {
  const processType = form.dataset.processType === 'kakaoJoin' ? 'kakaoJoin' : 'join';
  const fields = JOIN_FIELDS.filter((name) => form.elements.namedItem(name));
  const consentBox = form.querySelector<HTMLElement>('[data-consents]')!;
  const invalid = (name: string) => form.querySelector(`[name="${name}"]`)?.getAttribute('aria-invalid') === 'true';
  // The mobile number is proven by an SMS code before the join.
  const smsCode = startSmsCode(form, (error) =>
    error instanceof ApiError ? showApiError(form, error, SMS_SEND_ERRORS) : setFormMessage(form, '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.'),
  );

  // Once the consents have shown a problem, the message follows the boxes as they are ticked.
  startConsents(consentBox, () => {
    if (consentBox.querySelector('[data-message-for="consents"]')?.textContent) setFieldMessage(form, 'consents', checkConsents(consentBox));
  });

  form.addEventListener('focusout', (event) => {
    const input = event.target as HTMLInputElement;
    if (!isJoinField(input.name) || (input.value === '' && !invalid(input.name))) return;
    if (input.name === 'custWebId') return void checkId(form, input.value);
    setFieldMessage(form, input.name, checkJoinField(input.name, values(form)));
  });

  form.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    if (!isJoinField(input.name)) return;
    // A field with an error is re-checked as it is fixed; the confirmation follows the password.
    if (invalid(input.name) && input.name !== 'custWebId') setFieldMessage(form, input.name, checkJoinField(input.name, values(form)));
    if (input.name === 'custWebId') setFieldMessage(form, 'custWebId', null);
    if (input.name === 'password' && invalid('passwordConfirm')) setFieldMessage(form, 'passwordConfirm', checkJoinField('passwordConfirm', values(form)));
  });

  // The shopper may have filled and left fields before this script arrived: check those now.
  for (const name of fields) {
    const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (input && input.value !== '' && input !== document.activeElement) input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    setFormMessage(form, '');
    const failing = new Map(checkJoinFields(fields, values(form)));
    for (const name of fields) if (name !== 'custWebId' || failing.has(name)) setFieldMessage(form, name, failing.get(name) ?? null);
    const ticked = tickedConsents(consentBox);
    const consentError = checkConsents(consentBox);
    setFieldMessage(form, 'consents', consentError);
    const codeError = smsCode.check();
    setFieldMessage(form, 'code', codeError);
    setBusy(form, true);
    const idOk = !fields.includes('custWebId') || failing.has('custWebId') || (await checkId(form, values(form).custWebId ?? ''));
    if (failing.size > 0 || consentError || codeError || !idOk) {
      setBusy(form, false);
      setFormMessage(form, '입력한 내용을 확인해 주세요.');
      return focusFirstInvalid(form);
    }
    try {
      const body = { ...joinBody(form, fields, ticked, successUrlParam()), code: (form.elements.namedItem('code') as HTMLInputElement).value.trim() };
      const answer = await (processType === 'kakaoJoin' ? callApi(MEMBER_ROUTES.socialJoin, body) : callApi(MEMBER_ROUTES.join, body));
      location.assign(answer?.redirect || '/kr/ko');
    } catch (error) {
      setBusy(form, false);
      if (!(error instanceof ApiError)) return setFormMessage(form, '가입하지 못했습니다. 잠시 후 다시 시도해 주세요.');
      if (error.code === 'WEB_ID_TAKEN') rememberTaken(values(form).custWebId ?? '');
      showApiError(form, error, REFUSAL_FIELDS);
      smsCode.refused(error);
    }
  });
}
