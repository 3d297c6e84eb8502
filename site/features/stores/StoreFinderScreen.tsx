/** 매장 안내 (`/cu/support/my-shop`): the store finder, and a way to keep a store as one's 마이샵. */
import { sitePath } from '#shared/site-path';
import { IslandScreen } from '#features/error/IslandScreen.tsx';
import { StoreFinder } from './StoreFinder';

export function StoreFinderScreen() {
  return (
    <IslandScreen className="stores-screen">
      <p className="stores-intro">
        가까운 녹차숍 매장을 찾아보세요. 자주 가는 매장을 <a href={sitePath('/cu/mypage/my-shop')}>마이샵</a>으로 등록하면 매장 소식과 공병 수거 안내를 받을 수
        있어요.
      </p>
      <StoreFinder />
    </IslandScreen>
  );
}
