/** 내 쿠폰: the states with their counts, the coupons of one, and paging. */
import { COUPON_STATUSES, COUPON_STATUS_NAMES } from '#shared/campaign/coupon-rules';
import { formatDttm } from '#shared/format';
import type { MyCoupon } from '#shared/schemas/couponzone-calls';
import { ChipGroup } from '#components/ui/ChipGroup.tsx';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Pagination } from '#components/ui/Pagination.tsx';
import { CouponTicket } from './CouponTicket';
import type { MyCouponPage } from './couponzone-api';
import { showMine } from './store';

const day = (dttm: string) => formatDttm(dttm, { weekday: false, time: false });

function validity(coupon: MyCoupon): string {
  if (coupon.status === 'USED' && coupon.usedDttm) return `${day(coupon.usedDttm)} 사용${coupon.usedOrdNo ? ` · 주문번호 ${coupon.usedOrdNo}` : ''}`;
  if (coupon.status === 'EXPIRED') return `${day(coupon.expiresDttm)} 만료`;
  return `${formatDttm(coupon.expiresDttm, { weekday: false })}까지`;
}

export function MyCoupons({ mine, status }: { mine: MyCouponPage; status: MyCoupon['status'] }) {
  return (
    <>
      <ChipGroup
        label="쿠폰 상태"
        options={COUPON_STATUSES.map((state) => ({ value: state, label: `${COUPON_STATUS_NAMES[state]} ${mine.counts[state]}` }))}
        value={status}
        onSelect={(state) => void showMine(state)}
      />
      {mine.coupons.length === 0 ? (
        <EmptyState
          icon="receipt"
          title={`${COUPON_STATUS_NAMES[status]} 쿠폰이 없습니다.`}
          text={status === 'USABLE' ? '쿠폰 받기에서 지금 받을 수 있는 쿠폰을 확인해 보세요.' : undefined}
        />
      ) : (
        <ul className="coupon-list">
          {mine.coupons.map((coupon) => (
            <li key={coupon.custCpnId}>
              <CouponTicket terms={coupon} spent={coupon.status !== 'USABLE'}>
                <p className="coupon-ticket__validity">{validity(coupon)}</p>
              </CouponTicket>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={mine.page}
        last={Math.max(1, Math.ceil(mine.totalCnt / mine.pageSize))}
        label="내 쿠폰 페이지"
        onPage={(page) => void showMine(status, page)}
      />
    </>
  );
}
