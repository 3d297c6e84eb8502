/** The withdrawal form's fields: a reason (radio group), the comment 기타 requires, and the agreement. */
import { WITHDRAW_COMMENT_MAX, WITHDRAW_REASONS } from '#shared/account/account-rules';
import { Field, fieldProps, messageId } from '#components/ui/form/Field.tsx';

interface Values {
  reasonCd: string;
  comment: string;
  agreed: boolean;
}
interface Props {
  values: Values;
  errors: Record<string, string>;
  setValue: <K extends keyof Values>(name: K, value: Values[K]) => void;
}

export function WithdrawReasonFields({ values, errors, setValue }: Props) {
  return (
    <>
      <fieldset className="account-reasons" aria-describedby={errors.reasonCd ? messageId('withdraw-reason') : undefined}>
        <legend className="account-card__title">탈퇴 사유</legend>
        {WITHDRAW_REASONS.map((reason, index) => (
          <label key={reason.code} className="check">
            <input
              type="radio"
              name="reasonCd"
              value={reason.code}
              checked={values.reasonCd === reason.code}
              aria-invalid={index === 0 && errors.reasonCd ? true : undefined}
              onChange={() => setValue('reasonCd', reason.code)}
            />
            <span>{reason.label}</span>
          </label>
        ))}
        {errors.reasonCd && (
          <p className="ui-field__message" id={messageId('withdraw-reason')}>
            {errors.reasonCd}
          </p>
        )}
      </fieldset>
      <Field id="withdraw-comment" label={values.reasonCd === 'OTHER' ? '기타 사유 (필수)' : '남기실 말씀 (선택)'} error={errors.comment}>
        <textarea
          {...fieldProps('withdraw-comment', errors.comment)}
          rows={3}
          maxLength={WITHDRAW_COMMENT_MAX}
          value={values.comment}
          onChange={(event) => setValue('comment', event.target.value)}
        />
      </Field>
      <label className="check account-agree">
        <input
          type="checkbox"
          checked={values.agreed}
          aria-invalid={errors.agreed ? true : undefined}
          aria-describedby={errors.agreed ? messageId('withdraw-agree') : undefined}
          onChange={(event) => setValue('agreed', event.target.checked)}
        />
        <span>안내 사항을 모두 확인했으며 탈퇴에 동의합니다.</span>
      </label>
      {errors.agreed && (
        <p className="ui-field__message" id={messageId('withdraw-agree')}>
          {errors.agreed}
        </p>
      )}
    </>
  );
}
