/**
 * 쿠폰 받기: the coupons to download once. An app-only coupon is received inside the
 * app; outside it a phone offers to open this screen in the app, and a computer says so. A
 * received or sold-out one says that instead of offering a tap.
 */
import { formatDttm } from '#shared/format';
import type { ZoneCoupon } from '#shared/schemas/couponzone-calls';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { CouponTicket } from './CouponTicket';
import type { ZoneList } from './couponzone-api';
import { receive, receiveAppOnly } from './store';

function ReceiveButton({ coupon, inApp, busy }: { coupon: ZoneCoupon; inApp: boolean; busy: boolean }) {
  const label = (text: string) => (
    <>
      <span className="visually-hidden">{coupon.cpnNm} </span>
      {text}
    </>
  );
  if (coupon.downloadedYn === 'Y')
    return (
      <button className="button coupon-ticket__action" type="button" disabled>
        {label('받기 완료')}
      </button>
    );
  if (coupon.soldOutYn === 'Y')
    return (
      <button className="button coupon-ticket__action" type="button" disabled>
        {label('모두 소진')}
      </button>
    );
  if (coupon.appOnly && !inApp)
    return (
      <button className="button coupon-ticket__action" type="button" onClick={() => void receiveAppOnly()}>
        {label('앱에서 받기')}
      </button>
    );
  return (
    <button
      className="button button--primary coupon-ticket__action"
      type="button"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void receive(coupon.zoneCouponId)}
    >
      {label('쿠폰 받기')}
    </button>
  );
}

export function ZoneCoupons({ zone, busyId }: { zone: ZoneList; busyId: number | null }) {
  if (zone.coupons.length === 0)
    return <EmptyState icon="receipt" title="지금 받을 수 있는 쿠폰이 없습니다." text="새 쿠폰이 열리면 이곳에서 받을 수 있어요." />;
  return (
    <ul className="coupon-list">
      {zone.coupons.map((coupon) => (
        <li key={coupon.zoneCouponId}>
          <CouponTicket terms={coupon}>
            <p className="coupon-ticket__validity">
              {formatDttm(coupon.endDttm, { weekday: false })}까지 받기 · 받은 날부터 {coupon.validDays}일 사용
            </p>
            <ReceiveButton coupon={coupon} inApp={zone.inApp} busy={busyId === coupon.zoneCouponId} />
          </CouponTicket>
        </li>
      ))}
    </ul>
  );
}
