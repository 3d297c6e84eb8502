/** The views after the payment window: confirming, the complete order, or why it did not go through. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { LOCALE_BASE } from '#shared/site-path';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { OrderComplete } from './OrderComplete';
import { $result, startResult } from './result-store';

export function PaymentResult() {
  const result = useStore($result);
  useEffect(() => void startResult(location.search), []);
  if (result.phase === 'working') {
    return (
      <div className="checkout-message" aria-busy="true">
        <p role="status">{result.message}</p>
      </div>
    );
  }
  if (result.phase === 'complete') return <OrderComplete order={result.order} />;
  return (
    <div className="checkout-message checkout-message--failed" data-ready="">
      <h2 className="checkout-message__title">{result.title}</h2>
      <ErrorNote>{result.message}</ErrorNote>
      <div className="checkout-message__links">
        <a className="button" href={`${LOCALE_BASE}/or/order-cart`}>
          장바구니로 돌아가기
        </a>
        {result.retryHref && (
          <a className="button button--primary" href={result.retryHref}>
            다시 주문하기
          </a>
        )}
      </div>
    </div>
  );
}
