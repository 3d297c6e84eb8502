/** The mypage screen `/cu/mypage/delivery-address`: the address book in `manage` mode. */
import { IslandScreen } from '../error/IslandScreen';
import { AddressBook } from './AddressBook';

export function DeliveryAddressScreen() {
  return (
    <IslandScreen className="delivery-address-screen">
      <AddressBook mode="manage" />
      <ul className="addr-notes" aria-label="배송지 안내">
        <li>주소는 주소 검색으로 찾은 도로명주소만 등록할 수 있습니다.</li>
        <li>기본 배송지는 주문할 때 먼저 선택됩니다. 기본 배송지는 다른 배송지를 기본으로 설정한 뒤 삭제할 수 있습니다.</li>
      </ul>
    </IslandScreen>
  );
}
