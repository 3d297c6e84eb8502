/**
 * The verification forms (the form recipe, ADR 014): company, employee number and company mail
 * ID (its domain shown beside it), then the code mailed there. The rules are the gateway's own
 * (`shared/validation/employee.ts`); a refusal lands on the field it concerns.
 */
import type { EmployeeStatus } from '#shared/schemas/employee-calls';
import { validateCompany, validateCompanyMailId, validateEmpNo } from '#shared/validation/employee';
import { validateSmsCode } from '#shared/validation/member';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { Field, fieldProps } from '#components/ui/form/Field.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import { confirmCode, requestCode } from './store';

const REQUEST_REFUSALS = { EMP_NO_INVALID: 'empNo', EMP_NO_TAKEN: 'empNo', EMP_COMPANY_NOT_FOUND: 'afcpCd' };
const CODE_REFUSALS = { EMP_CODE_MISMATCH: 'code', EMP_CODE_EXPIRED: 'code', EMP_CODE_TOO_MANY: 'code' };

function CodeForm() {
  const form = useForm({ initial: { code: '' }, rules: { code: validateSmsCode }, fieldOf: CODE_REFUSALS });
  return (
    <form ref={form.formRef} className="emp-form emp-form--code" noValidate onSubmit={form.submit(({ code }) => confirmCode(code))} aria-busy={form.busy}>
      <Field id="emp-code" label="인증번호" error={form.errors.code}>
        <div className="ui-field__row">
          <input
            {...fieldProps('emp-code', form.errors.code)}
            value={form.values.code}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            onChange={(event) => form.setValue('code', event.target.value)}
          />
          <button className="button button--primary" type="submit" disabled={form.busy}>
            인증하기
          </button>
        </div>
      </Field>
      {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
    </form>
  );
}

export function EmployeeForm({ status }: { status: EmployeeStatus }) {
  const form = useForm({
    initial: { afcpCd: status.pending?.afcpCd ?? '', empNo: '', emailId: '' },
    rules: { afcpCd: validateCompany, empNo: validateEmpNo, emailId: validateCompanyMailId },
    fieldOf: REQUEST_REFUSALS,
  });
  const { values, errors, setValue } = form;
  const domain = status.companies.find((company) => company.afcpCd === values.afcpCd)?.emailDomain;
  return (
    <>
      <form ref={form.formRef} className="emp-form" noValidate onSubmit={form.submit(requestCode)} aria-busy={form.busy}>
        <Field id="emp-company" label="회사" error={errors.afcpCd}>
          <select {...fieldProps('emp-company', errors.afcpCd)} value={values.afcpCd} onChange={(event) => setValue('afcpCd', event.target.value)}>
            <option value="">회사를 선택해 주세요</option>
            {status.companies.map((company) => (
              <option key={company.afcpCd} value={company.afcpCd}>
                {company.afcpNm}
              </option>
            ))}
          </select>
        </Field>
        <Field id="emp-no" label="사번" error={errors.empNo}>
          <input
            {...fieldProps('emp-no', errors.empNo)}
            value={values.empNo}
            maxLength={20}
            autoComplete="off"
            onChange={(event) => setValue('empNo', event.target.value)}
          />
        </Field>
        <Field id="emp-mail" label="회사 메일" error={errors.emailId}>
          <div className="ui-field__row">
            <input
              {...fieldProps('emp-mail', errors.emailId)}
              value={values.emailId}
              maxLength={40}
              autoComplete="off"
              inputMode="email"
              onChange={(event) => setValue('emailId', event.target.value)}
            />
            <span className="emp-form__domain">@{domain ?? '회사 도메인'}</span>
          </div>
        </Field>
        <button className="button" type="submit" disabled={form.busy}>
          {status.pending ? '인증번호 다시 받기' : '인증번호 받기'}
        </button>
        {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
      </form>
      {status.pending && <CodeForm />}
    </>
  );
}
