/**
 * 휴대폰 번호 변경: the new number gets a code (3 minutes); a wrong
 * number, a timed-out code and a mismatch each get their message; success replaces the number.
 */
import { useState } from 'react';
import { validateMobile, validateSmsCode } from '#shared/validation/member';
import { ACCOUNT_ROUTES } from '#shared/schemas/account-routes';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { Field, fieldProps } from '#components/ui/form/Field.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import { useCountdown } from '#components/ui/form/use-countdown.ts';
import { callAccount } from './account-api';
import { tell } from '#components/ui/tell.ts';
import { applyChange } from './info-store';
import { CODE_REFUSALS, CODE_TIMED_OUT, SmsCodeField } from './SmsCodeField';

export function MobileSection({ mobile }: { mobile: string }) {
  const [open, setOpen] = useState(false);
  const timer = useCountdown();
  const form = useForm({
    initial: { mobile: '', code: '' },
    rules: { mobile: validateMobile, code: (value) => (timer.running || timer.expired ? validateSmsCode(value) : '인증번호를 받아 주세요.') },
    fieldOf: { MOBILE_SAME: 'mobile', MOBILE_TAKEN: 'mobile', ...CODE_REFUSALS },
  });
  const sender = useForm({ initial: {}, rules: {}, fieldOf: {} });
  const sendCode = sender.submit(async () => {
    const problem = validateMobile(form.values.mobile);
    if (problem) throw new Error(problem);
    timer.start((await callAccount(ACCOUNT_ROUTES.sendMobileCode, { mobile: form.values.mobile })).data.expiresInSeconds);
  });
  const change = async (values: { mobile: string; code: string }) => {
    if (timer.expired) throw new Error(CODE_TIMED_OUT);
    const { data } = await callAccount(ACCOUNT_ROUTES.changeMobile, values);
    timer.stop();
    setOpen(false);
    applyChange(data);
    await tell(data.message);
  };
  return (
    <section className="account-card" aria-labelledby="mobile-title">
      <h2 id="mobile-title" className="account-card__title">
        휴대폰 번호
      </h2>
      <p className="account-row">
        <span className="account-row__value">{mobile}</span>
        <button className="button button--small" type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '변경 취소' : '변경'}
        </button>
      </p>
      {open && (
        <form ref={form.formRef} className="account-form" noValidate onSubmit={form.submit(change)} aria-busy={form.busy}>
          <Field id="mobile-new" label="새 휴대폰 번호" error={form.errors.mobile}>
            <div className="ui-field__row">
              <input
                {...fieldProps('mobile-new', form.errors.mobile)}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={13}
                placeholder="01012345678"
                value={form.values.mobile}
                onChange={(event) => form.setValue('mobile', event.target.value)}
              />
              <button className="button" type="button" disabled={sender.busy} onClick={() => void sendCode()}>
                {timer.running || timer.expired ? '다시 받기' : '인증번호 받기'}
              </button>
            </div>
          </Field>
          {sender.formMessage && <ErrorNote>{sender.formMessage}</ErrorNote>}
          <SmsCodeField id="mobile-code" value={form.values.code} error={form.errors.code} timer={timer} onChange={(code) => form.setValue('code', code)} />
          <button className="button button--primary account-form__submit" type="submit" disabled={form.busy}>
            휴대폰 번호 변경
          </button>
          {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
        </form>
      )}
    </section>
  );
}
