/**
 * The "인증번호 받기" button and the 3:00 timer of a form that proves a mobile number by SMS
 * (`MobileCodeFields.astro`): SMS login, join, the social join's last step, 아이디 찾기 and 비밀번호
 * 찾기. Sending asks `POST /member/sms/send`; the code itself goes with the form's own submit.
 */
import { normalizeMobile, validateMobile, validateSmsCode } from '#shared/validation/member';
import { ApiError, callApi } from '#lib/api-client';
import { MEMBER_ROUTES } from '#shared/schemas/member-routes';
import type { SmsCodePurpose } from '#shared/schemas/member-calls';
import { focusFirstInvalid, setFieldMessage, setFormMessage } from '#components/ui/form/dom-form.ts';
import { startCountdown } from './login/countdown';

export const SMS_SENT_MESSAGE = '인증번호를 보냈습니다. 3분 안에 입력해 주세요.';
export const SMS_EXPIRED_MESSAGE = '인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.';
export const SMS_NOT_SENT_MESSAGE = '인증번호 받기를 먼저 눌러 주세요.';
export const SMS_SPENT_MESSAGE = '사용한 인증번호입니다. 인증번호를 다시 받아 주세요.';

/** Refusals of a code and of a send, and the field each belongs to. */
export const SMS_CODE_ERRORS: Record<string, string> = { SMS_CODE_MISMATCH: 'code', SMS_CODE_EXPIRED: 'code', SMS_TOO_MANY_ATTEMPTS: 'code' };
export const SMS_SEND_ERRORS: Record<string, string> = { SMS_RATE_LIMITED: 'mobile', SMS_ADDRESS_LIMITED: 'mobile' };

export interface SmsCode {
  /** The code field's message before a submit: null when a code was sent and looks right. */
  check(): string | null;
  /** After a refused submit: a code that can no longer be used stops the timer. */
  refused(error: unknown): void;
  /** The gateway accepted the code but refused the rest: it is used up, and the shopper needs a new one. */
  spent(): void;
  stop(): void;
}

/** Wires the send button of `form`; `onSendError` shows a refused send the way the form does. */
export function startSmsCode(form: HTMLFormElement, onSendError: (error: unknown) => void): SmsCode {
  const send = form.querySelector<HTMLButtonElement>('[data-sms-send]')!;
  const timer = form.querySelector<HTMLElement>('[data-countdown]')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  let stop = () => {};
  let sent = false;

  const expire = (message = SMS_EXPIRED_MESSAGE) => {
    stop();
    sent = false;
    timer.hidden = true;
    setFieldMessage(form, 'code', message);
  };

  send.addEventListener('click', async () => {
    // Only this pair's messages: a join form keeps what it says about its other fields.
    for (const name of ['mobile', 'code']) setFieldMessage(form, name, null);
    setFormMessage(form, '');
    const invalid = validateMobile(field('mobile').value);
    if (invalid) return (setFieldMessage(form, 'mobile', invalid), focusFirstInvalid(form));
    send.disabled = true;
    try {
      const purpose = send.dataset.purpose as SmsCodePurpose | undefined;
      const answer = await callApi(MEMBER_ROUTES.sendSmsCode, { mobile: normalizeMobile(field('mobile').value), purpose });
      stop();
      sent = true;
      timer.hidden = false;
      stop = startCountdown(timer, answer?.expiresInSeconds || 180, () => expire());
      send.textContent = '인증번호 다시 받기';
      setFieldMessage(form, 'mobile', SMS_SENT_MESSAGE, 'ok');
      field('code').focus();
    } catch (error) {
      onSendError(error);
    } finally {
      send.disabled = false;
    }
  });

  return {
    check: () => (sent ? validateSmsCode(field('code').value) : SMS_NOT_SENT_MESSAGE),
    refused: (error) => {
      if (error instanceof ApiError && error.code !== 'SMS_CODE_MISMATCH' && error.code in SMS_CODE_ERRORS) expire(error.message);
    },
    spent: () => expire(SMS_SPENT_MESSAGE),
    stop: () => stop(),
  };
}
