/**
 * 마케팅 동의 관리 (ADR 018): marketing consent, the advertising channels beneath it
 * (SMS, e-mail, app push) and night-time push beneath app push, each with the date it was last
 * given or withdrawn. Withdrawing marketing consent asks first, since e-mail and address go too.
 */
import { useState } from 'react';
import { MANAGED_CONSENTS, MARKETING_WITHDRAW_QUESTION, type ManagedConsentCode } from '#shared/account/account-rules';
import { formatDttm } from '#shared/format';
import type { PersonalInfo } from '#shared/schemas/account-calls';
import { ACCOUNT_ROUTES } from '#shared/schemas/account-routes';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { callAccount } from './account-api';
import { ask } from '#components/ui/tell.ts';
import { useAccountChange } from './use-account-change';

type Values = Record<ManagedConsentCode, 'Y' | 'N'>;
const CHANNELS: readonly ManagedConsentCode[] = ['MKT_SMS', 'MKT_EMAIL', 'MKT_PUSH', 'NIGHT_PUSH'];

/** The values after ticking or unticking `code`: what hangs beneath a withdrawn consent goes with it. */
export function toggleConsent(values: Values, code: ManagedConsentCode, on: boolean): Values {
  const next: Values = { ...values, [code]: on ? 'Y' : 'N' };
  if (code === 'MKT_USE' && !on) for (const channel of CHANNELS) next[channel] = 'N';
  if (code === 'MKT_PUSH' && !on) next.NIGHT_PUSH = 'N';
  return next;
}

function isOpen(values: Values, code: ManagedConsentCode): boolean {
  if (code === 'MKT_USE') return true;
  if (code === 'NIGHT_PUSH') return values.MKT_USE === 'Y' && values.MKT_PUSH === 'Y';
  return values.MKT_USE === 'Y';
}

export function ConsentSection({ consents }: { consents: PersonalInfo['consents'] }) {
  const saved = Object.fromEntries(MANAGED_CONSENTS.map(({ code }) => [code, consents[code].agreeYn])) as Values;
  const [values, setValues] = useState<Values>(saved);
  const { busy, problem, run } = useAccountChange();
  const save = async () => {
    if (saved.MKT_USE === 'Y' && values.MKT_USE === 'N' && !(await ask(MARKETING_WITHDRAW_QUESTION))) return;
    await run(() => callAccount(ACCOUNT_ROUTES.changeConsents, values));
  };
  return (
    <section className="account-card" aria-labelledby="consent-title">
      <h2 id="consent-title" className="account-card__title">
        마케팅 정보 수신 동의
      </h2>
      <ul className="account-consents">
        {MANAGED_CONSENTS.map(({ code, label }) => {
          const recorded = consents[code].recordedDttm;
          return (
            <li key={code} className={`account-consents__item account-consents__item--${code === 'MKT_USE' ? 'main' : 'sub'}`}>
              <label className="check">
                <input
                  type="checkbox"
                  checked={values[code] === 'Y'}
                  disabled={!isOpen(values, code)}
                  onChange={(event) => setValues(toggleConsent(values, code, event.target.checked))}
                />
                <span>{label}</span>
              </label>
              <span className="account-consents__date">
                {recorded ? `${formatDttm(recorded, { weekday: false, time: false })} ${consents[code].agreeYn === 'Y' ? '동의' : '미동의'}` : '기록 없음'}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="account-card__note">
        야간 광고성 푸시는 앱 푸시 수신에 동의한 경우에만 받을 수 있습니다. 주문·배송 등 거래 정보는 동의와 관계없이 발송됩니다.
      </p>
      <button className="button button--primary account-form__submit" type="button" disabled={busy} aria-busy={busy} onClick={() => void save()}>
        동의 정보 저장
      </button>
      {problem && <ErrorNote>{problem}</ErrorNote>}
    </section>
  );
}
