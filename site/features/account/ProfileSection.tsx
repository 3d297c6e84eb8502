/**
 * 이메일·주소: kept only under marketing consent, so the
 * fields are closed until it is given. The e-mail follows the join's rules (ID at most 20 bytes,
 * domain at least 6 characters); the address comes from the road address search only.
 */
import { useState } from 'react';
import type { PersonalInfo } from '#shared/schemas/account-calls';
import { ACCOUNT_ROUTES } from '#shared/schemas/account-routes';
import { validateEmail } from '#shared/validation/member';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { Field, fieldProps } from '#components/ui/form/Field.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import { AddressSearchDialog } from '../address/AddressSearchDialog';
import { callAccount } from './account-api';
import { tell } from '#components/ui/tell.ts';
import { applyChange } from './info-store';

export function ProfileSection({ info }: { info: PersonalInfo }) {
  const agreed = info.consents.MKT_USE.agreeYn === 'Y';
  const [searching, setSearching] = useState(false);
  const form = useForm({
    initial: { email: info.email ?? '', home: info.home },
    rules: { email: (value) => validateEmail(value, false) },
    fieldOf: { MARKETING_CONSENT_REQUIRED: 'email' },
  });
  const { values, errors, setValue } = form;
  const save = async ({ email, home }: typeof values) => {
    const { data } = await callAccount(ACCOUNT_ROUTES.changeProfile, { email, home });
    applyChange(data);
    await tell(data.message);
  };
  return (
    <section className="account-card" aria-labelledby="profile-title">
      <h2 id="profile-title" className="account-card__title">
        이메일·주소
      </h2>
      {!agreed && <p className="account-card__lead">이메일과 주소는 아래 마케팅 활용 동의 후 저장할 수 있습니다.</p>}
      <form ref={form.formRef} className="account-form" noValidate onSubmit={form.submit(save)} aria-busy={form.busy}>
        <fieldset className="account-form__group" disabled={!agreed}>
          <legend className="visually-hidden">이메일과 주소</legend>
          <Field id="profile-email" label="이메일" error={errors.email} hint="아이디 20바이트 이내, 도메인 6자 이상">
            <input
              {...fieldProps('profile-email', errors.email)}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={80}
              value={values.email}
              onChange={(event) => setValue('email', event.target.value)}
            />
          </Field>
          <div className="ui-field">
            <span className="ui-field__label" id="profile-home-label">
              주소
            </span>
            <p className="account-row" aria-labelledby="profile-home-label">
              <span className="account-row__value">{values.home ? `(${values.home.zipNo}) ${values.home.roadAddr}` : '등록된 주소가 없습니다.'}</span>
              <button className="button button--small" type="button" onClick={() => setSearching(true)}>
                주소 검색
              </button>
            </p>
            {values.home && (
              <input
                className="account-form__detail"
                aria-label="상세주소"
                maxLength={100}
                value={values.home.dtlAddr}
                onChange={(event) => values.home && setValue('home', { ...values.home, dtlAddr: event.target.value })}
              />
            )}
          </div>
          <button className="button button--primary account-form__submit" type="submit" disabled={form.busy}>
            이메일·주소 저장
          </button>
        </fieldset>
        {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
      </form>
      {searching && (
        <AddressSearchDialog
          onClose={() => setSearching(false)}
          onChoose={(address) => {
            setValue('home', { zipNo: address.zipNo, roadAddr: address.roadAddr, dtlAddr: values.home?.dtlAddr ?? '' });
            setSearching(false);
          }}
        />
      )}
    </section>
  );
}
