/**
 * The cancel screen's island (`/or/cancel?ordNo=`, issue 5 §5): the order's products, a reason,
 * an optional note, and what comes back (환불 금액, 포인트 환원, 쿠폰 복원). One Idempotency-Key
 * per visit, so a double submit cancels once; on success the shopper lands on the detail.
 */
import { useRef, useState, type FormEvent } from 'react';
import { formatNumber, formatWon } from '../../../shared/format';
import { CANCEL_REASONS, type CancelReasonCd, type OrderDetail } from '../../../shared/schemas/order-history-calls';
import { ApiError } from '../../lib/api-client';
import { IslandErrorBoundary } from '../error/IslandErrorBoundary';
import { OrderLineView, ScreenNote } from './OrderParts';
import { cancelOrder } from './orders-api';
import { orderDetailUrl } from './order-links';
import { useOrderDetail } from './use-order-detail';

function CancelForm({ order }: { order: OrderDetail & { cancelPreview: NonNullable<OrderDetail['cancelPreview']> } }) {
  const [reasonCd, setReasonCd] = useState<CancelReasonCd | ''>('');
  const [reasonText, setReasonText] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());
  const preview = order.cancelPreview;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { showAlert, showConfirm } = await import('../../chrome/modal');
    if (!reasonCd) {
      await showAlert({ text: '취소 사유를 선택해 주세요.' });
      return;
    }
    if (!(await showConfirm({ title: '주문 취소', text: `${formatWon(preview.refundAmt)}을 환불하고 주문을 취소하시겠습니까?` }))) return;
    setBusy(true);
    try {
      const result = await cancelOrder({ ordNo: order.ordNo, reasonCd, reasonText: reasonText.trim() || undefined }, key.current);
      await showAlert({ text: result.message });
      location.assign(orderDetailUrl(order.ordNo));
    } catch (error) {
      setBusy(false);
      await showAlert({ text: error instanceof ApiError ? error.message : '주문을 취소하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    }
  };
  return (
    <form className="cancel-form" onSubmit={(event) => void submit(event)}>
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
        <div className="cancel-form__field">
          <label htmlFor="cancel-reason">취소 사유</label>
          <select id="cancel-reason" value={reasonCd} onChange={(event) => setReasonCd(event.target.value as CancelReasonCd | '')}>
            <option value="">취소 사유를 선택해 주세요</option>
            {Object.entries(CANCEL_REASONS).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="cancel-form__field">
          <label htmlFor="cancel-reason-text">상세 사유 (선택)</label>
          <textarea id="cancel-reason-text" value={reasonText} maxLength={200} rows={3} onChange={(event) => setReasonText(event.target.value)} placeholder="상세 사유를 입력해 주세요. (200자 이내)" />
        </div>
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
        <button className="button button--primary" type="submit" disabled={busy}>
          주문 취소하기
        </button>
      </div>
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
        <ScreenNote alert>
          {order.statusNm} 상태의 주문은 취소할 수 없습니다. 배송이 시작된 주문은 배송 완료 후 반품을 신청해 주세요.
        </ScreenNote>
        <a className="button order-back" href={orderDetailUrl(order.ordNo)}>
          주문상세
        </a>
      </>
    );
  }
  return <CancelForm order={{ ...order, cancelPreview: order.cancelPreview }} />;
}

export function CancelScreen() {
  return (
    <IslandErrorBoundary>
      <div className="orders-screen">
        <CancelApp />
      </div>
    </IslandErrorBoundary>
  );
}
