/**
 * The cart screen's island: lines grouped into those that can be ordered, the sold-out ones and
 * those of products taken off sale (판매중지), the selection tools, and the summary. State and changes live in `store.ts`.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { CartLine } from '#shared/schemas/cart-calls';
import { IslandErrorBoundary } from '../error/IslandErrorBoundary';
import { ShoppingEmptyState } from '#components/ui/ShoppingEmptyState.tsx';
import { CartLineItem } from './CartLineItem';
import { CartSummaryPanel } from './CartSummaryPanel';
import { onCartChangedElsewhere } from './cart-count';
import { allSelected, isBuyable } from './cart-selection';
import { $cart, deleteSelected, reloadCart, startCart, toggleAll, type CartState } from './store';
import { ScreenError } from '#components/ui/ScreenError.tsx';
import { ErrorNote } from '#components/ui/Notes.tsx';
import '#components/ui/outlined.css';

function LineGroup({ title, kind, lines, state }: { title: string; kind: 'buyable' | 'soldout' | 'salestop'; lines: CartLine[]; state: CartState }) {
  if (lines.length === 0) return null;
  const id = `cart-group-${kind}`;
  return (
    <section className="cart-group" aria-labelledby={id}>
      <h3 id={id} className="cart-group__title">
        {title} <span>{lines.length}</span>
      </h3>
      <ul className="cart-group__lines">
        {lines.map((line) => (
          <CartLineItem
            key={line.cartLineId}
            line={line}
            selected={state.selected.includes(line.cartLineId)}
            busy={state.busy.includes(line.cartLineId)}
            notice={state.notices[line.cartLineId] ?? ''}
            options={state.options[line.inmPrdNo]}
          />
        ))}
      </ul>
    </section>
  );
}

function CartApp() {
  const state = useStore($cart);
  useEffect(() => {
    void startCart();
    return onCartChangedElsewhere(() => void reloadCart());
  }, []);
  if (state.status === 'loading') {
    return (
      <div className="cart cart--loading" aria-busy="true">
        <p>장바구니를 불러오는 중입니다…</p>
      </div>
    );
  }
  if (state.status === 'error') return <ScreenError message={state.error ?? ''} onRetry={() => void reloadCart()} />;
  if (state.lines.length === 0) return <ShoppingEmptyState icon="cart" title="장바구니에 담긴 상품이 없습니다" text="마음에 드는 상품을 담아 보세요." />;
  const buyable = state.lines.filter(isBuyable);
  const saleStopped = state.lines.filter((line) => line.saleStopYn === 'Y');
  const soldOut = state.lines.filter((line) => line.saleStopYn === 'N' && line.soldOutYn === 'Y');
  return (
    <div className="cart" data-ready="">
      <div className="cart__main">
        <div className="cart__toolbar">
          <label className="cart__all">
            <input type="checkbox" checked={allSelected(state.lines, state.selected)} disabled={buyable.length === 0} onChange={() => void toggleAll()} />
            전체선택 ({state.selected.length}/{buyable.length})
          </label>
          <button type="button" className="ui-outlined cart__delete-selected" onClick={() => void deleteSelected()}>
            선택삭제
          </button>
        </div>
        {state.error && <ErrorNote className="cart__error">{state.error}</ErrorNote>}
        <LineGroup title="주문 가능 상품" kind="buyable" lines={buyable} state={state} />
        <LineGroup title="품절 상품" kind="soldout" lines={soldOut} state={state} />
        {saleStopped.length > 0 && (
          <ErrorNote className="cart__sale-stop">판매가 중지된 상품은 주문할 수 없습니다. 장바구니에서 삭제한 뒤 주문해 주세요.</ErrorNote>
        )}
        <LineGroup title="판매중지 상품" kind="salestop" lines={saleStopped} state={state} />
      </div>
      {state.summary && <CartSummaryPanel summary={state.summary} selected={state.selected} />}
    </div>
  );
}

export function CartScreen() {
  return (
    <IslandErrorBoundary>
      <CartApp />
    </IslandErrorBoundary>
  );
}
