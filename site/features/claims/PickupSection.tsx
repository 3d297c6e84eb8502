/**
 * Where the courier picks the items up: the order's delivery address, or one of the member's
 * delivery addresses chosen from a select after 변경 (the list is read only when asked for).
 */
import { listDeliveryAddresses } from '../address/address-api';
import type { ClaimableOrder } from './claim-api';
import { formatMobile } from './claim-form';
import { $claimRequest, choosePickup, loadAddresses } from './claim-request-store';
import { useStore } from '@nanostores/react';

function AddressLines({ address }: { address: ClaimableOrder['address'] }) {
  return (
    <div className="claim-address">
      <p className="claim-address__who">
        {address.rcptNm} · {formatMobile(address.mobile)}
      </p>
      <p>
        [{address.zipNo}] {address.roadAddr} {address.dtlAddr}
      </p>
    </div>
  );
}

export function PickupSection({ order }: { order: ClaimableOrder }) {
  const { addresses, pickupNo } = useStore($claimRequest);
  const chosen = pickupNo === 0 ? order.address : (addresses?.find((address) => address.dlvAddrNo === pickupNo) ?? order.address);
  return (
    <section className="claim-section" aria-labelledby="claim-pickup-title">
      <div className="claim-section__head">
        <h2 id="claim-pickup-title">수거지 정보</h2>
        {addresses === null ? (
          <button type="button" className="claim-link-button" aria-label="수거지 변경" onClick={() => void loadAddresses(listDeliveryAddresses)}>
            변경
          </button>
        ) : null}
      </div>
      {addresses !== null ? (
        <label className="claim-field">
          <span>수거지 선택</span>
          <select value={pickupNo} onChange={(event) => choosePickup(Number(event.target.value))}>
            <option value={0}>주문 배송지</option>
            {addresses.map((address) => (
              <option key={address.dlvAddrNo} value={address.dlvAddrNo}>
                {address.addrNm} ({address.roadAddr})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <AddressLines address={chosen} />
    </section>
  );
}
