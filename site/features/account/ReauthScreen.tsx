/**
 * 회원정보 수정: 본인 확인 (`/cu/mypage/personal-information-modify`). Nothing personal
 * shows before the member proves themselves again: the password, or for members without one (SNS
 * or SMS joins) a code texted to their number. Success goes on to `successUrl` when it is one of
 * the account screens, else to the personal information screen.
 */
import { useEffect, useState } from 'react';
import { ACCOUNT_PATHS } from '#shared/account/account-rules';
import { ACCOUNT_ROUTES } from '#shared/schemas/account-routes';
import { validateSmsCode } from '#shared/validation/member';
import { callApi } from '#lib/api-client';
import { Loaded } from '#components/ui/Loaded.tsx';
import type { LoadedOf } from '#components/ui/loader.ts';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { useLoaded } from '#components/ui/use-loaded.ts';
import { Field, fieldProps } from '#components/ui/form/Field.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import { useCountdown } from '#components/ui/form/use-countdown.ts';
import { islandScreen } from '../error/IslandScreen';
import { reauthStateLoader } from './account-store';
import { CODE_REFUSALS, CODE_TIMED_OUT, SmsCodeField } from './SmsCodeField';

const ALLOWED_NEXT: readonly string[] = Object.values(ACCOUNT_PATHS).filter((path) => path !== ACCOUNT_PATHS.reauth);

/** Where to go once proven: only an account screen, never another site. */
export function nextScreen(search = location.search): string {
  const asked = new URLSearchParams(search).get('successUrl') ?? '';
  return ALLOWED_NEXT.includes(asked) ? asked : ACCOUNT_PATHS.detail;
}

const proceed = () => location.assign(nextScreen());
const required = (message: string) => (value: string) => (value === '' ? message : null);

function PasswordForm() {
  const form = useForm({
    initial: { password: '' },
    rules: { password: required('비밀번호를 입력해 주세요.') },
    fieldOf: { REAUTH_PASSWORD_MISMATCH: 'password' },
  });
  const send = async ({ password }: { password: string }) => {
    await callApi(ACCOUNT_ROUTES.reauthPassword, { password });
    proceed();
  };
  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={form.submit(send)} aria-busy={form.busy}>
      <Field id="reauth-password" label="비밀번호" error={form.errors.password}>
        <input
          {...fieldProps('reauth-password', form.errors.password)}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
        />
      </Field>
      <button className="button button--primary account-form__submit" type="submit" disabled={form.busy}>
        확인
      </button>
      {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
    </form>
  );
}

function SmsForm({ mobileMasked }: { mobileMasked: string }) {
  const timer = useCountdown();
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useForm({
    initial: { code: '' },
    rules: { code: validateSmsCode },
    fieldOf: CODE_REFUSALS,
  });
  const sendCode = async () => {
    setSendError(null);
    try {
      timer.start((await callApi(ACCOUNT_ROUTES.sendReauthCode)).data.expiresInSeconds);
    } catch (error) {
      setSendError(error instanceof Error ? error.message : String(error));
    }
  };
  const confirm = async ({ code }: { code: string }) => {
    if (timer.expired) throw new Error(CODE_TIMED_OUT);
    await callApi(ACCOUNT_ROUTES.reauthSms, { code });
    proceed();
  };
  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={form.submit(confirm)} aria-busy={form.busy}>
      <p className="account-form__lead">
        등록된 휴대폰 번호 <strong>{mobileMasked}</strong>로 인증번호를 보내 본인 확인을 합니다.
      </p>
      <button className="button" type="button" onClick={() => void sendCode()}>
        {timer.running || timer.expired ? '인증번호 다시 받기' : '인증번호 받기'}
      </button>
      {sendError && <ErrorNote>{sendError}</ErrorNote>}
      <SmsCodeField id="reauth-code" value={form.values.code} error={form.errors.code} timer={timer} onChange={(code) => form.setValue('code', code)} />
      <button className="button button--primary account-form__submit" type="submit" disabled={form.busy}>
        확인
      </button>
      {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
    </form>
  );
}

function ReauthApp() {
  const loaded = useLoaded(reauthStateLoader, undefined);
  // Proven a moment ago: nothing to ask, straight on.
  const verified = loaded.data?.verified === true;
  useEffect(() => {
    if (verified) proceed();
  }, [verified]);
  return (
    <Loaded state={verified ? { ...loaded, data: null } : loaded} loader={reauthStateLoader} loading="본인 확인 정보를 불러오는 중입니다.">
      {(state) => <ReauthChoice state={state} />}
    </Loaded>
  );
}

function ReauthChoice({ state }: { state: LoadedOf<typeof reauthStateLoader> }) {
  return (
    <section className="account-card" aria-labelledby="reauth-title">
      <h2 id="reauth-title" className="account-card__title">
        본인 확인
      </h2>
      <p className="account-card__lead">
        회원님의 개인정보를 보호하기 위해 {state.method === 'PASSWORD' ? '비밀번호를 다시 입력해 주세요.' : '휴대폰 인증을 해 주세요.'}
      </p>
      {state.method === 'PASSWORD' ? <PasswordForm /> : <SmsForm mobileMasked={state.mobileMasked} />}
    </section>
  );
}

export const ReauthScreen = islandScreen('account-screen', ReauthApp);
