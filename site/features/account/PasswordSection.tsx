/**
 * 비밀번호 변경: the current password, a new one of 8 to 16 characters mixing two of
 * letters, digits and specials, and its confirmation; the gateway checks the current one and
 * ends the member's other logins.
 */
import { validatePassword } from '#shared/validation/member';
import { ACCOUNT_ROUTES } from '#shared/schemas/account-routes';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { Field, fieldProps } from '#components/ui/form/Field.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import { callAccount } from './account-api';
import { tell } from '#components/ui/tell.ts';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };
const FIELDS = [
  { name: 'currentPassword', label: '현재 비밀번호', autoComplete: 'current-password' },
  { name: 'newPassword', label: '새 비밀번호', autoComplete: 'new-password', hint: '영문, 숫자, 특수문자 중 2가지 이상 조합 8~16자' },
  { name: 'newPasswordConfirm', label: '새 비밀번호 확인', autoComplete: 'new-password' },
] as const;

export function PasswordSection() {
  const form = useForm({
    initial: EMPTY,
    rules: {
      currentPassword: (value) => (value === '' ? '현재 비밀번호를 입력해 주세요.' : null),
      newPassword: validatePassword,
      newPasswordConfirm: (value, values) =>
        value === '' ? '새 비밀번호를 한 번 더 입력해 주세요.' : value !== values.newPassword ? '새 비밀번호가 일치하지 않습니다.' : null,
    },
    fieldOf: { CURRENT_PASSWORD_MISMATCH: 'currentPassword', PASSWORD_SAME: 'newPassword' },
  });
  const send = async (values: typeof EMPTY) => {
    const { data } = await callAccount(ACCOUNT_ROUTES.changePassword, values);
    for (const { name } of FIELDS) form.setValue(name, '');
    await tell(data.message);
  };
  return (
    <section className="account-card" aria-labelledby="password-title">
      <h2 id="password-title" className="account-card__title">
        비밀번호 변경
      </h2>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={form.submit(send)} aria-busy={form.busy}>
        {FIELDS.map((field) => (
          <Field key={field.name} id={`pw-${field.name}`} label={field.label} error={form.errors[field.name]} hint={'hint' in field ? field.hint : undefined}>
            <input
              {...fieldProps(`pw-${field.name}`, form.errors[field.name])}
              type="password"
              autoComplete={field.autoComplete}
              maxLength={64}
              value={form.values[field.name]}
              onChange={(event) => form.setValue(field.name, event.target.value)}
            />
          </Field>
        ))}
        <button className="button button--primary account-form__submit" type="submit" disabled={form.busy}>
          비밀번호 변경
        </button>
        {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
      </form>
    </section>
  );
}
