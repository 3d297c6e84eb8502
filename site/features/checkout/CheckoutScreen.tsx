/**
 * The checkout island (`/or/order`). Without a `result` the order sheet of the
 * checkout query; with one, the way back from the payment window (PaymentResult).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { LOCALE_BASE } from '#shared/site-path';
import { IslandErrorBoundary } from '../error/IslandErrorBoundary';
import { BenefitSection } from './BenefitSection';
import { checkoutAmounts } from './checkout-amounts';
import { DeliverySection } from './DeliverySection';
import { OrderLines } from './OrderLines';
import { PaymentResult } from './PaymentResult';
import { PayMethodSection } from './PayMethodSection';
import { PaySummary } from './PaySummary';
import { resultOf } from './result-store';
import { $checkout, resumeAfterReturn, startCheckout } from './store';

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="checkout-message" data-ready="">
      <h2 className="checkout-message__title">{title}</h2>
      <p>{text}</p>
      <div className="checkout-message__links">
        <a className="button button--primary" href={`${LOCALE_BASE}/or/order-cart`}>
          장바구니로 가기
        </a>
      </div>
    </div>
  );
}

function OrderSheetView() {
  const state = useStore($checkout);
  useEffect(() => {
    void startCheckout(location.search);
    const onShow = (event: PageTransitionEvent) => event.persisted && resumeAfterReturn();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  if (state.phase === 'loading') return <Loading />;
  if (state.phase === 'invalid') return <Message title="주문할 상품이 없습니다" text="장바구니나 상품 상세에서 주문할 상품을 선택해 주세요." />;
  if (state.phase === 'error' || !state.sheet) return <Message title="주문서를 열 수 없습니다" text={state.error} />;
  const { sheet } = state;
  const amounts = checkoutAmounts(sheet, state.couponId, state.usePt);
  return (
    <div className="checkout" data-ready="">
      <div className="checkout__main">
        <section className="checkout-section" aria-labelledby="checkout-lines-title">
          <h2 id="checkout-lines-title" className="checkout-section__title">
            주문상품 {sheet.lines.length}건
          </h2>
          <OrderLines lines={sheet.lines} />
        </section>
        <DeliverySection address={state.address} memo={state.memo} />
        <BenefitSection sheet={sheet} couponId={state.couponId} usePt={amounts.usePt} maxUsePt={amounts.maxUsePt} />
        <PayMethodSection payMethod={state.payMethod} />
      </div>
      <PaySummary state={state} amounts={amounts} />
    </div>
  );
}

function Loading() {
  return (
    <div className="checkout-message" aria-busy="true">
      <p role="status">주문서를 불러오는 중입니다…</p>
    </div>
  );
}

export function CheckoutScreen() {
  // The static page cannot know the query: the view is chosen after hydration, from the URL.
  const [view, setView] = useState<'sheet' | 'result' | null>(null);
  useEffect(() => setView(resultOf(location.search) ? 'result' : 'sheet'), []);
  return <IslandErrorBoundary>{view === 'result' ? <PaymentResult /> : view === 'sheet' ? <OrderSheetView /> : <Loading />}</IslandErrorBoundary>;
}
