/**
 * The exchange (`/or/exchange?ordNo=`) and return (`/or/return?ordNo=`) screens' island: the
 * order's lines to tick with quantities, the reason, the pickup address, the refund preview for
 * returns, and 신청하기, which says "…신청이 완료되었습니다." and goes on to the claim list.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { formatDttm, formatWon } from '#shared/format';
import { LOCALE_BASE } from '#shared/site-path';
import { focusFirstInvalid } from '#components/ui/form/field-errors.ts';
import { Field, fieldProps, messageId } from '#components/ui/form/Field.tsx';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { islandScreen } from '../error/IslandScreen';
import type { ExchangeOrReturn } from './claim-api';
import { CLAIM_REASONS, CLAIM_WORDS, feeOf } from './claim-form';
import { $claimRequest, loadClaimRequest, setLineQty, setReason, setReasonText, submitClaimRequest, toggleLine } from './claim-request-store';
import { ClaimLineItem } from './ClaimLineItem';
import { PickupSection } from './PickupSection';
import { RefundPanel } from './RefundPanel';
import { tell } from '#components/ui/tell.ts';

export const CLAIM_LIST_URL = `${LOCALE_BASE}/or/claim-list`;

function ClaimRequestApp({ type }: { type: ExchangeOrReturn }) {
  const state = useStore($claimRequest);
  const formRef = useRef<HTMLFormElement>(null);
  // Counts refused 신청하기 presses: each one moves focus to the first field that needs fixing.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    void loadClaimRequest(type, new URLSearchParams(location.search).get('ordNo') ?? '');
  }, [type]);
  useEffect(() => {
    if (failures) focusFirstInvalid(formRef.current);
  }, [failures]);
  const words = CLAIM_WORDS[type];
  if (state.status === 'loading')
    return (
      <p className="claim-status" role="status" aria-busy="true">
        주문 정보를 불러오는 중입니다.
      </p>
    );
  if (state.status === 'refused' || !state.order) {
    return (
      <div className="claim-status">
        <ErrorNote>{state.message}</ErrorNote>
        <a className="button" href={`${LOCALE_BASE}/or/order-list`}>
          주문/배송 조회
        </a>
      </div>
    );
  }
  const { order, selection, reasonCd, reasonText, errors, problem, busy } = state;
  const fee = feeOf(reasonCd, order.shopperFaultFee);
  // The "no line ticked" message hangs on the first line that can be ticked, so focus can land there.
  const firstOpenLine = order.lines.find((line) => line.claimableQty > 0)?.ordLineNo;
  const submit = async () => {
    if (!(await submitClaimRequest())) return setFailures((count) => count + 1);
    await tell(words.done);
    location.assign(CLAIM_LIST_URL);
  };
  return (
    <form ref={formRef} className="claim-form" noValidate onSubmit={(event) => (event.preventDefault(), void submit())}>
      <section className="claim-section" aria-labelledby="claim-lines-title">
        <h2 id="claim-lines-title">{words.name}할 상품 선택</h2>
        <p className="claim-muted">
          주문번호 {order.ordNo} · {formatDttm(order.deadlineAt, { time: false })}까지 신청할 수 있습니다.
        </p>
        <ul className="claim-lines">
          {order.lines.map((line) => (
            <ClaimLineItem
              key={line.ordLineNo}
              line={line}
              checked={selection[line.ordLineNo]?.checked ?? false}
              qty={selection[line.ordLineNo]?.qty ?? 1}
              onToggle={(checked) => toggleLine(line.ordLineNo, checked)}
              onQty={(qty) => setLineQty(line.ordLineNo, qty)}
              invalidMessageId={line.ordLineNo === firstOpenLine && errors.lines ? messageId('claim-lines') : undefined}
            />
          ))}
        </ul>
        {errors.lines && (
          <p className="ui-field__message" id={messageId('claim-lines')}>
            {errors.lines}
          </p>
        )}
      </section>
      <section className="claim-section" aria-labelledby="claim-reason-title">
        <h2 id="claim-reason-title">{words.name} 사유</h2>
        <Field id="claim-reason" label="사유 선택" error={errors.reasonCd}>
          <select {...fieldProps('claim-reason', errors.reasonCd)} value={reasonCd} onChange={(event) => setReason(event.target.value as typeof reasonCd)}>
            <option value="">사유를 선택해 주세요</option>
            {CLAIM_REASONS.map((reason) => (
              <option key={reason.reasonCd} value={reason.reasonCd}>
                {reason.reasonNm}
              </option>
            ))}
          </select>
        </Field>
        <Field id="claim-reason-text" label={`상세 사유${reasonCd === 'OTHER' ? ' (필수)' : ' (선택)'}`} error={errors.reasonText}>
          <textarea
            {...fieldProps('claim-reason-text', errors.reasonText)}
            value={reasonText}
            maxLength={500}
            rows={3}
            placeholder="자세한 사유를 입력해 주세요."
            onChange={(event) => setReasonText(event.target.value)}
          />
        </Field>
        {fee > 0 ? (
          <p className="claim-note">
            단순 변심 {words.name}은 {type === 'EXCHANGE' ? '왕복 ' : ''}배송비 {formatWon(fee)}이 부과됩니다.
          </p>
        ) : null}
      </section>
      <PickupSection order={order} />
      {type === 'RETURN' ? <RefundPanel preview={state.preview} /> : null}
      {problem ? <ErrorNote>{problem}</ErrorNote> : null}
      <div className="claim-actions">
        <a className="button" href={`${LOCALE_BASE}/or/order-list`}>
          취소
        </a>
        <button className="button button--primary" type="submit" disabled={busy}>
          신청하기
        </button>
      </div>
    </form>
  );
}

export const ClaimRequestScreen = islandScreen('claim-screen', ClaimRequestApp);
