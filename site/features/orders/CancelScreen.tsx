/**
 * The cancel screen's island (`/or/cancel?ordNo=`): the order's products, a reason,
 * an optional note, and what comes back (환불 금액, 포인트 환원, 쿠폰 복원). One Idempotency-Key
 * per visit, so a double submit cancels once; on success the shopper lands on the detail, and the
 * cancel is GA4's `refund` (refund-tracking.ts).
 */
import { useRef } from 'react';
import { formatNumber, formatWon } from '#shared/format';
import { CANCEL_REASONS, type CancelReasonCd } from '#shared/order/cancel-reasons';
import type { OrderDetail } from '#shared/schemas/order-history-calls';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { Field, fieldProps } from '#components/ui/form/Field.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import { islandScreen } from '../error/IslandScreen';
import { OrderLineView, ScreenNote } from './OrderParts';
import { cancelOrder } from './orders-api';
import { trackCancelRefund } from './refund-tracking';
import { orderDetailUrl } from '#shared/order/order-links';
import { useOrderDetail } from './use-order-detail';
import { ask, tell } from '#components/ui/tell.ts';

/** The cancel form's rules (the form recipe, ADR 014). */
const CANCEL_RULES = {
  reasonCd: (value: CancelReasonCd | '') => (value === '' ? '취소 사유를 선택해 주세요.' : null),
  reasonText: (value: string) => (value.trim().length > REASON_TEXT_MAX ? `상세 사유는 ${REASON_TEXT_MAX}자 이내로 입력해 주세요.` : null),
};
const REASON_TEXT_MAX = 200;

function CancelForm({ order }: { order: OrderDetail & { cancelPreview: NonNullable<OrderDetail['cancelPreview']> } }) {
  const form = useForm({ initial: { reasonCd: '' as CancelReasonCd | '', reasonText: '' }, rules: CANCEL_RULES });
  const { values, errors, setValue } = form;
  const key = useRef(crypto.randomUUID());
  const preview = order.cancelPreview;
  const send = async ({ reasonCd, reasonText }: typeof values) => {
    if (reasonCd === '' || !(await ask({ title: '주문 취소', text: `${formatWon(preview.refundAmt)}을 환불하고 주문을 취소하시겠습니까?` }))) return;
    const result = await cancelOrder({ ordNo: order.ordNo, reasonCd, reasonText: reasonText.trim() || undefined }, key.current);
    // In the layer before the page goes (the handoff carries it on if the tags have not loaded).
    const refunded = trackCancelRefund(order, result.refundAmt);
    await tell(result.message);
    await refunded;
    location.assign(orderDetailUrl(order.ordNo));
  };
  return (
    <form ref={form.formRef} className="cancel-form" noValidate onSubmit={form.submit(send)} aria-busy={form.busy}>
      <section className="order-section" aria-labelledby="cancel-lines-title">
        <h2 id="cancel-lines-title">취소할 상품</h2>
        <p className="cancel-form__note">주문번호 {order.ordNo}의 모든 상품이 취소됩니다.</p>
        <ul className="order-lines">
          {order.lines.map((line) => (
            <li key={line.ordLineNo}>
              <OrderLineView line={{ ...line, amount: line.saleAmt * line.qty }} />
            </li>
          ))}
        </ul>
      </section>
      <section className="order-section" aria-labelledby="cancel-reason-title">
        <h2 id="cancel-reason-title">사유 선택</h2>
        <Field id="cancel-reason" label="취소 사유" error={errors.reasonCd}>
          <select
            {...fieldProps('cancel-reason', errors.reasonCd)}
            value={values.reasonCd}
            onChange={(event) => setValue('reasonCd', event.target.value as CancelReasonCd | '')}
          >
            <option value="">취소 사유를 선택해 주세요</option>
            {Object.entries(CANCEL_REASONS).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="cancel-reason-text" label="상세 사유 (선택)" error={errors.reasonText}>
          <textarea
            {...fieldProps('cancel-reason-text', errors.reasonText)}
            value={values.reasonText}
            maxLength={REASON_TEXT_MAX}
            rows={3}
            onChange={(event) => setValue('reasonText', event.target.value)}
            placeholder="상세 사유를 입력해 주세요. (200자 이내)"
          />
        </Field>
      </section>
      <section className="order-section" aria-labelledby="cancel-refund-title">
        <h2 id="cancel-refund-title">환불 예정 정보</h2>
        <dl className="order-dl">
          <div className="order-dl__row order-dl__row--total">
            <dt>환불 금액</dt>
            <dd>{formatWon(preview.refundAmt)}</dd>
          </div>
          <div className="order-dl__row">
            <dt>포인트 환원</dt>
            <dd>{formatNumber(preview.refundPt)}P</dd>
          </div>
          <div className="order-dl__row">
            <dt>쿠폰 복원</dt>
            <dd>{preview.couponNm ?? '없음'}</dd>
          </div>
        </dl>
        <p className="cancel-form__note">환불 금액은 {order.payment.payMethodNm} 결제 취소로 돌려드립니다. 카드사에 따라 3~7영업일이 걸릴 수 있습니다.</p>
      </section>
      <div className="cancel-form__actions">
        <a className="button" href={orderDetailUrl(order.ordNo)}>
          이전
        </a>
        <button className="button button--primary" type="submit" disabled={form.busy}>
          주문 취소하기
        </button>
      </div>
      {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
    </form>
  );
}

function CancelApp() {
  const { state } = useOrderDetail();
  if (state.status === 'loading') return <ScreenNote>주문 정보를 불러오는 중입니다.</ScreenNote>;
  if (state.status === 'error') return <ScreenNote alert>{state.message}</ScreenNote>;
  const { order } = state;
  if (!order.cancelPreview) {
    return (
      <>
        <ScreenNote alert>{order.statusNm} 상태의 주문은 취소할 수 없습니다. 배송이 시작된 주문은 배송 완료 후 반품을 신청해 주세요.</ScreenNote>
        <a className="button order-back" href={orderDetailUrl(order.ordNo)}>
          주문상세
        </a>
      </>
    );
  }
  return <CancelForm order={{ ...order, cancelPreview: order.cancelPreview }} />;
}

export const CancelScreen = islandScreen('orders-screen', CancelApp);
