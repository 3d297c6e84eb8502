/**
 * The SMS code field of the account screens (re-check by SMS, a new number): six digits, the time
 * left while the code lives (3 minutes), and the time-out message once it has run out.
 */
import { ErrorNote } from '#components/ui/Notes.tsx';
import { Field, fieldProps } from '#components/ui/form/Field.tsx';
import type { useCountdown } from '#components/ui/form/use-countdown.ts';

export const CODE_TIMED_OUT = '인증 시간이 초과되었습니다. 인증번호를 다시 받아 주세요.';
/** The gateway's code refusals, each shown on the code field (form recipe `fieldOf`). */
export const CODE_REFUSALS = { MOBILE_CODE_MISMATCH: 'code', MOBILE_CODE_EXPIRED: 'code', MOBILE_CODE_TOO_MANY: 'code' };

interface Props {
  id: string;
  value: string;
  error?: string;
  timer: ReturnType<typeof useCountdown>;
  onChange: (value: string) => void;
}

export function SmsCodeField({ id, value, error, timer, onChange }: Props) {
  return (
    <>
      <Field id={id} label="인증번호" error={error} hint={timer.running ? `남은 시간 ${timer.label}` : undefined}>
        <input
          {...fieldProps(id, error)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
      {timer.expired && <ErrorNote>{CODE_TIMED_OUT}</ErrorNote>}
    </>
  );
}
