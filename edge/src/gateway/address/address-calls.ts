/**
 * The address calls under `/cu/address/v1`: the road address search, open to anyone
 * (checkout and the address book both use it), and the member's address book, members only.
 */
import { ADDRESS_SEARCH_TOO_MANY, DELIVERY_ADDRESS_LIMITS, ADDRESS_CONTRACTS } from '#shared/schemas/address-calls';
import { selectAddressSearch } from '#edge/address-search/select-address-search';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from './address-book';
import { findAddress, listAddresses } from './address-rows';
import { verifyRoadAddress } from './address-verify';

export const searchRoadAddressCall = defineEndpoint(ADDRESS_CONTRACTS.searchRoadAddress, async ({ c, input }) => {
  const { totalCount, items } = await selectAddressSearch(c.env).searchRoadAddress(input);
  return { data: { totalCount, tooMany: totalCount >= ADDRESS_SEARCH_TOO_MANY, page: input.page, size: input.size, items } };
});

export const getDeliveryAddressList = defineEndpoint(ADDRESS_CONTRACTS.getDeliveryAddressList, async ({ db, owner }) => ({
  data: { addresses: await listAddresses(db, owner.incsNo), maxCount: DELIVERY_ADDRESS_LIMITS.addresses },
}));

export const saveDeliveryAddress = defineEndpoint(ADDRESS_CONTRACTS.saveDeliveryAddress, async ({ c, db, owner, input }) => {
  const incsNo = owner.incsNo;
  if (input.dlvAddrNo !== undefined && !(await findAddress(db, incsNo, input.dlvAddrNo))) throw new GatewayError('ADDRESS_NOT_FOUND');
  const road = await verifyRoadAddress(selectAddressSearch(c.env), input);
  const fields = { ...input, ...road };
  const dlvAddrNo = input.dlvAddrNo ?? (await createAddress(db, incsNo, fields));
  if (input.dlvAddrNo !== undefined) await updateAddress(db, incsNo, dlvAddrNo, fields);
  const address = await findAddress(db, incsNo, dlvAddrNo);
  if (!address) throw new GatewayError('ADDRESS_NOT_FOUND');
  const created = input.dlvAddrNo === undefined;
  return { data: { address, created, message: created ? '배송지가 등록되었습니다.' : '배송지가 수정되었습니다.' } };
});

export const deleteDeliveryAddress = defineEndpoint(ADDRESS_CONTRACTS.deleteDeliveryAddress, async ({ db, owner, input }) => {
  const incsNo = owner.incsNo;
  await deleteAddress(db, incsNo, input.dlvAddrNo);
  return { data: { addresses: await listAddresses(db, incsNo), message: '배송지가 삭제되었습니다.' } };
});

export const setDefaultDeliveryAddress = defineEndpoint(ADDRESS_CONTRACTS.setDefaultDeliveryAddress, async ({ db, owner, input }) => {
  const incsNo = owner.incsNo;
  await setDefaultAddress(db, incsNo, input.dlvAddrNo);
  return { data: { addresses: await listAddresses(db, incsNo), message: '기본 배송지로 설정되었습니다.' } };
});

/** The address calls, in the order the address book uses them. */
export const ADDRESS_ENDPOINTS: readonly Endpoint[] = [
  searchRoadAddressCall,
  getDeliveryAddressList,
  saveDeliveryAddress,
  deleteDeliveryAddress,
  setDefaultDeliveryAddress,
];
