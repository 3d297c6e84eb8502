/**
 * What the 아이디 찾기 and 비밀번호 찾기 forms share: their own rules' messages beside the fields,
 * and a refused call shown where it belongs, with the SMS code's state following it.
 */
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#lib/api-client';
import { focusFirstInvalid, setBusy, setFieldMessage, setFormMessage, showApiError } from '#components/ui/form/dom-form.ts';
import { SMS_CODE_ERRORS, type SmsCode } from '../sms-code';

/** Shows each field's message (null: fine); true when every field passes, else the first failing one has focus. */
export function passes(form: HTMLFormElement, messages: Record<string, string | null>): boolean {
  for (const [name, message] of Object.entries(messages)) setFieldMessage(form, name, message);
  if (!Object.values(messages).some(Boolean)) return true;
  focusFirstInvalid(form);
  return false;
}

/** A refused call: input errors and the codes of `fieldOf` beside their fields, anything else as the form's message. */
export function showRefusal(form: HTMLFormElement, error: unknown, fieldOf: Record<string, string> = {}): void {
  if (error instanceof ApiError) showApiError(form, error, fieldOf);
  else setFormMessage(form, UNKNOWN_ERROR_MESSAGE);
}

/** A refused check of the SMS code and what came with it; a code the gateway accepted is used up either way. */
export function showCodeRefusal(form: HTMLFormElement, error: unknown, smsCode: SmsCode): void {
  showRefusal(form, error, SMS_CODE_ERRORS);
  smsCode.refused(error);
  if (error instanceof ApiError && error.code === 'ACCOUNT_NOT_FOUND') smsCode.spent();
  setBusy(form, false);
}
