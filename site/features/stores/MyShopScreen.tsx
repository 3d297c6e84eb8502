/**
 * 마이샵 (`/cu/mypage/my-shop`): the member's store, when it was registered and
 * from when it may be changed or deleted (a month later); below, the finder to choose a store.
 */
import { useState } from 'react';
import { formatDttm } from '#shared/format';
import { LoadedScreen } from '#components/ui/Loaded.tsx';
import { messageOf } from '#components/ui/message-of.ts';
import { ask, tell } from '#components/ui/tell.ts';
import { IslandScreen } from '#features/error/IslandScreen.tsx';
import { StoreCard } from './StoreCard';
import { StoreFinder } from './StoreFinder';
import { deleteMyShop, registerMyShop, type MyShop, type Store } from './stores-api';
import { myShopLoader } from './stores-store';
import { withParticle } from '#shared/format/particle';

const day = (dttm: string) => formatDttm(dttm, { time: false });

function MyShopView({ mine }: { mine: MyShop }) {
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<MyShop & { message: string }>) => {
    setBusy(true);
    try {
      const saved = await work();
      myShopLoader.update(saved);
      await tell(saved.message, 'toast');
    } catch (error) {
      await tell(messageOf(error, '잠시 후 다시 시도해 주세요.'));
    } finally {
      setBusy(false);
    }
  };
  const choose = async (store: Store) => {
    const text = mine.shop
      ? `마이샵을 ${withParticle(store.storeNm, '으로/로')} 변경할까요? 변경하면 한 달 동안 다시 바꿀 수 없습니다.`
      : `${withParticle(store.storeNm, '을/를')} 마이샵으로 등록할까요?`;
    if (await ask({ title: '마이샵', text, confirmLabel: mine.shop ? '변경' : '등록', cancelLabel: '취소' })) await act(() => registerMyShop(store.storeNo));
  };
  const remove = async () => {
    if (await ask({ title: '마이샵 삭제', text: '마이샵을 삭제할까요?', confirmLabel: '삭제', cancelLabel: '취소' })) await act(deleteMyShop);
  };
  const locked = mine.changeableYn === 'N';
  return (
    <>
      <section className="my-shop" aria-labelledby="my-shop-title">
        <h2 id="my-shop-title">나의 마이샵</h2>
        {mine.shop ? (
          <StoreCard store={mine.shop}>
            <p className="my-shop__dates" id="my-shop-dates">
              {day(mine.registeredDttm ?? '')} 등록 · {locked ? `${day(mine.unlockDttm ?? '')}부터 변경·삭제할 수 있습니다` : '지금 변경·삭제할 수 있습니다'}
            </p>
            {/* Refused until the lock ends: the button says so before the shopper confirms anything. */}
            <button type="button" className="button" disabled={busy || locked} aria-describedby="my-shop-dates" onClick={() => void remove()}>
              마이샵 삭제
            </button>
          </StoreCard>
        ) : (
          <p className="my-shop__empty">아직 마이샵이 없습니다. 아래에서 자주 가는 매장을 찾아 등록해 주세요.</p>
        )}
        <p className="my-shop__rule">마이샵은 등록하고 한 달이 지나야 변경하거나 삭제할 수 있습니다.</p>
      </section>
      <StoreFinder
        actionFor={(store) =>
          store.storeNo === mine.shop?.storeNo ? (
            <span className="store-card__mine">나의 마이샵</span>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={busy || locked}
              aria-label={`${store.storeNm} ${mine.shop ? '마이샵으로 변경' : '마이샵으로 등록'}`}
              onClick={() => void choose(store)}
            >
              {mine.shop ? '마이샵으로 변경' : '마이샵으로 등록'}
            </button>
          )
        }
      />
    </>
  );
}

export function MyShopScreen() {
  return (
    <IslandScreen className="stores-screen">
      <LoadedScreen loader={myShopLoader} loadKey={undefined} loading="마이샵을 불러오는 중입니다.">
        {(mine) => <MyShopView mine={mine} />}
      </LoadedScreen>
    </IslandScreen>
  );
}
