/**
 * The wish screen's island (`/cu/mypage/wish`): the wished products with checkboxes
 * and a select-all, each line's option, 선택 삭제, and 장바구니 담기 / 바로구매 for the selection.
 * The static page cannot know the member's list, so the first render (and the page) shows the
 * loading state; the list takes its place once read.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { loginPath } from '#shared/login-path';
import { LOCALE_BASE } from '#shared/site-path';
import { islandScreen } from '../error/IslandScreen';
import { ShoppingEmptyState } from '#components/ui/ShoppingEmptyState.tsx';
import { WishLine } from './WishLine';
import { $wish, addSelectedToCart, buySelected, LOAD_ERROR_MESSAGE, loadWish, removeSelected, toggleAll } from './store';
import { isSelectable } from './wish-rules';
import { ScreenError } from '#components/ui/ScreenError.tsx';
import '#components/ui/outlined.css';

function WishApp() {
  const { status, items, selected, optionOf, busy } = useStore($wish);
  useEffect(() => {
    void loadWish();
  }, []);
  if (status === 'loading')
    return (
      <p className="wish-screen__status" role="status" aria-busy="true">
        위시리스트를 불러오는 중입니다.
      </p>
    );
  if (status === 'error') return <ScreenError message={LOAD_ERROR_MESSAGE} onRetry={() => void loadWish()} />;
  if (status === 'guest') {
    return (
      <p className="wish-screen__status">
        로그인이 필요한 서비스입니다. <a href={loginPath(`${LOCALE_BASE}/cu/mypage/wish`)}>로그인</a>
      </p>
    );
  }
  if (items.length === 0)
    return <ShoppingEmptyState icon="heart" title="위시리스트에 담긴 상품이 없습니다" text="마음에 드는 상품의 하트를 눌러 담아 보세요." />;
  const selectable = items.filter(isSelectable).length;
  const chosen = new Set(selected);
  return (
    <>
      <div className="wish-toolbar">
        <label className="wish-toolbar__all">
          <input type="checkbox" checked={selectable > 0 && selected.length === selectable} disabled={selectable === 0} onChange={toggleAll} />
          전체선택 ({selected.length}/{selectable})
        </label>
        <span className="wish-toolbar__count">전체 {items.length}개</span>
        <button className="ui-outlined wish-toolbar__delete" type="button" disabled={busy} onClick={() => void removeSelected()}>
          선택 삭제
        </button>
      </div>
      <ul className="wish-list" aria-label="위시리스트 상품">
        {items.map((item) => (
          <WishLine key={item.inmPrdNo} item={item} checked={chosen.has(item.inmPrdNo)} optionNo={optionOf[item.inmPrdNo] ?? ''} busy={busy} />
        ))}
      </ul>
      <div className="wish-actions">
        <button className="button" type="button" disabled={busy} onClick={() => void addSelectedToCart()}>
          장바구니 담기
        </button>
        <button className="button button--primary" type="button" disabled={busy} onClick={() => void buySelected()}>
          바로구매
        </button>
      </div>
    </>
  );
}

export const WishScreen = islandScreen('wish-screen', WishApp);
