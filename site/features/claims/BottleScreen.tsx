/**
 * The 공병 수거 screen's island (`/or/ebotlct`): how it works, the form (a delivered or confirmed
 * order, the number of bottles, the points it will earn) and the history.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatDttm, formatNumber } from '#shared/format';
import { islandScreen } from '../error/IslandScreen';
import { BottleHistory } from './BottleHistory';
import { $bottles, chooseOrder, loadBottles, MAX_BOTTLES, setBottleCnt, submitBottles } from './bottle-store';
import { ScreenError } from '#components/ui/ScreenError.tsx';

function BottleApp() {
  const state = useStore($bottles);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    void loadBottles();
  }, []);
  if (state.status === 'loading')
    return (
      <p className="claim-status" role="status" aria-busy="true">
        공병 수거 정보를 불러오는 중입니다.
      </p>
    );
  if (state.status === 'error' || !state.list) return <ScreenError message={state.message} onRetry={() => void loadBottles()} />;
  const { list, ordNo, bottleCnt, busy } = state;
  const perBottle = formatNumber(list.pointsPerBottle);
  return (
    <>
      <section className="claim-section bottle-intro" aria-labelledby="bottle-intro-title">
        <h2 id="bottle-intro-title">공병 수거 안내</h2>
        <p className="bottle-intro__lead">다 쓴 녹차숍 공병을 모아 보내면 개당 {perBottle}포인트를 적립해 드려요.</p>
        <ol className="bottle-steps">
          <li>다 쓴 녹차숍 공병을 헹궈 말려 모아 주세요.</li>
          <li>배송완료 또는 구매확정된 주문을 골라 공병 수량(최대 {MAX_BOTTLES}개)과 함께 신청해 주세요.</li>
          <li>택배 기사님이 주문 배송지로 방문해 공병을 수거합니다.</li>
          <li>수거한 공병을 확인한 뒤 공병 1개당 {perBottle}포인트가 적립됩니다.</li>
        </ol>
        <p className="claim-note">주문 1건당 한 번 신청할 수 있습니다. 녹차숍 제품이 아니거나 내용물이 남은 공병은 반려될 수 있습니다.</p>
      </section>
      <form
        className="claim-section"
        aria-labelledby="bottle-form-title"
        noValidate
        onSubmit={(event) => (event.preventDefault(), void submitBottles().then(setNotice))}
      >
        <h2 id="bottle-form-title">공병 수거 신청</h2>
        {list.eligibleOrders.length === 0 ? (
          <p className="claim-muted">신청할 수 있는 주문이 없습니다. 배송완료된 주문으로 신청할 수 있습니다.</p>
        ) : (
          <>
            <label className="claim-field">
              <span>주문 선택</span>
              <select value={ordNo} onChange={(event) => chooseOrder(event.target.value)}>
                {list.eligibleOrders.map((order) => (
                  <option key={order.ordNo} value={order.ordNo}>
                    {formatDttm(order.orderedAt, { weekday: false, time: false })} · {order.orderNm} ({order.statusNm})
                  </option>
                ))}
              </select>
            </label>
            <div className="claim-field">
              <span id="bottle-count-label">공병 수량</span>
              <div className="claim-stepper" role="group" aria-labelledby="bottle-count-label">
                <button type="button" aria-label="공병 수량 줄이기" disabled={bottleCnt <= 1} onClick={() => setBottleCnt(bottleCnt - 1)}>
                  −
                </button>
                <output aria-label="공병 수량">{bottleCnt}</output>
                <button type="button" aria-label="공병 수량 늘리기" disabled={bottleCnt >= MAX_BOTTLES} onClick={() => setBottleCnt(bottleCnt + 1)}>
                  +
                </button>
              </div>
            </div>
            <p className="bottle-expect">
              적립 예정 <strong>{formatNumber(bottleCnt * list.pointsPerBottle)}P</strong>
            </p>
            <button className="button button--primary claim-submit" type="submit" disabled={busy}>
              신청
            </button>
          </>
        )}
        {notice ? (
          <p className="claim-notice" role="status">
            {notice}
          </p>
        ) : null}
      </form>
      <BottleHistory collections={list.collections} />
    </>
  );
}

export const BottleScreen = islandScreen('claim-screen', BottleApp);
