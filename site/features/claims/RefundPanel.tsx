/** The return's refund preview: goods' share, the return shipping fee, and cash and points back. */
import { formatNumber, formatWon } from '#shared/format';
import type { RefundPreview } from './claim-api';

export function RefundPanel({ preview }: { preview: RefundPreview | null }) {
  return (
    <section className="claim-section claim-refund" aria-labelledby="claim-refund-title">
      <h2 id="claim-refund-title">환불 예정 금액</h2>
      {preview ? (
        <dl className="claim-sum">
          <div>
            <dt>반품 배송비</dt>
            <dd>{preview.returnShippingFee > 0 ? `-${formatWon(preview.returnShippingFee)}` : '무료'}</dd>
          </div>
          <div>
            <dt>환불 포인트</dt>
            <dd>{formatNumber(preview.refundPt)}P</dd>
          </div>
          <div className="claim-sum__total">
            <dt>환불 예정 금액</dt>
            <dd>{formatWon(preview.refundAmt)}</dd>
          </div>
        </dl>
      ) : (
        <p className="claim-muted">반품할 상품을 선택하면 환불 예정 금액을 보여 드립니다.</p>
      )}
      <p className="claim-note">
        단순 변심은 반품 배송비가 환불 금액에서 차감됩니다. 상품 불량·오배송·배송 중 파손은 무료입니다. 환불은 상품 회수 후 진행됩니다.
      </p>
    </section>
  );
}
