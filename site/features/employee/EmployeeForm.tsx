/**
 * The verification form: company, employee number and company mail ID (its domain shown beside
 * it), then the code mailed there. Each field carries its own message; the first failing field
 * takes focus so keyboard and screen-reader users land on it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { EmployeeStatus } from '../../../shared/schemas/employee-calls';
import { checkEmployeeCodeRequest } from '../../../shared/validation/employee';
import { validateSmsCode } from '../../../shared/validation/member';
import { confirmCode, requestCode } from './store';

interface Props {
  status: EmployeeStatus;
  errors: Record<string, string>;
  busy: boolean;
}

function Message({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p className="emp-field__message" id={id}>
      {text}
    </p>
  ) : null;
}

/** aria-invalid and aria-describedby for a field with a message. */
const invalid = (id: string, text?: string) => (text ? { 'aria-invalid': true, 'aria-describedby': `${id}-message` } : {});

export function EmployeeForm({ status, errors, busy }: Props) {
  const [afcpCd, setAfcpCd] = useState(status.pending?.afcpCd ?? '');
  const [empNo, setEmpNo] = useState('');
  const [emailId, setEmailId] = useState('');
  const [code, setCode] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const domain = status.companies.find((company) => company.afcpCd === afcpCd)?.emailDomain;

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    void requestCode({ afcpCd, empNo, emailId }, checkEmployeeCodeRequest);
  };
  const verify = () => void confirmCode(code, validateSmsCode);

  return (
    <form ref={form} className="emp-form" noValidate onSubmit={send} aria-busy={busy}>
      <div className="emp-field">
        <label htmlFor="emp-company">회사</label>
        <select id="emp-company" value={afcpCd} onChange={(event) => setAfcpCd(event.target.value)} {...invalid('emp-company', errors.afcpCd)}>
          <option value="">회사를 선택해 주세요</option>
          {status.companies.map((company) => (
            <option key={company.afcpCd} value={company.afcpCd}>
              {company.afcpNm}
            </option>
          ))}
        </select>
        <Message id="emp-company-message" text={errors.afcpCd} />
      </div>
      <div className="emp-field">
        <label htmlFor="emp-no">사번</label>
        <input id="emp-no" value={empNo} maxLength={20} autoComplete="off" onChange={(event) => setEmpNo(event.target.value)} {...invalid('emp-no', errors.empNo)} />
        <Message id="emp-no-message" text={errors.empNo} />
      </div>
      <div className="emp-field">
        <label htmlFor="emp-mail">회사 메일</label>
        <div className="emp-field__mail">
          <input id="emp-mail" value={emailId} maxLength={40} autoComplete="off" inputMode="email" onChange={(event) => setEmailId(event.target.value)} {...invalid('emp-mail', errors.emailId)} />
          <span className="emp-field__domain" aria-label={domain ? `메일 주소 뒷부분 @${domain}` : undefined}>
            @{domain ?? '회사 도메인'}
          </span>
        </div>
        <Message id="emp-mail-message" text={errors.emailId} />
      </div>
      <button className="button" type="submit" disabled={busy}>
        {status.pending ? '인증번호 다시 받기' : '인증번호 받기'}
      </button>
      {status.pending && (
        <div className="emp-field emp-field--code">
          <label htmlFor="emp-code">인증번호</label>
          <div className="emp-field__mail">
            <input id="emp-code" value={code} maxLength={6} inputMode="numeric" autoComplete="one-time-code" onChange={(event) => setCode(event.target.value)} {...invalid('emp-code', errors.code)} />
            <button className="button button--primary" type="button" disabled={busy} onClick={verify}>
              인증하기
            </button>
          </div>
          <Message id="emp-code-message" text={errors.code} />
        </div>
      )}
    </form>
  );
}
