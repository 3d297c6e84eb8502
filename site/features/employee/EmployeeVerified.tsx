/** A verified employee: which company and number, since when, the employee shop, and release. */
import type { EmployeeStatus } from '#shared/schemas/employee-calls';
import { formatDttm } from '#shared/format';
import { sitePath } from '#shared/site-path';
import { release } from './store';

export function EmployeeVerified({ status, busy }: { status: EmployeeStatus; busy: boolean }) {
  return (
    <section className="emp-card" aria-labelledby="emp-verified-title">
      <h2 id="emp-verified-title" className="emp-card__title">
        임직원 인증 완료
      </h2>
      <dl className="emp-card__facts">
        <dt>회사</dt>
        <dd>{status.afcpNm}</dd>
        <dt>사번</dt>
        <dd>{status.empNoMasked}</dd>
        {status.verifiedDttm && (
          <>
            <dt>인증일</dt>
            <dd>{formatDttm(status.verifiedDttm)}</dd>
          </>
        )}
      </dl>
      <div className="emp-card__actions">
        <a className="button button--primary" href={sitePath('dp/employees')}>
          임직원 전용관 가기
        </a>
        <button className="button" type="button" disabled={busy} onClick={() => void release()}>
          인증 해제
        </button>
      </div>
    </section>
  );
}
