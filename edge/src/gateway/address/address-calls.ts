/**
 * The address calls (issue 5 §3) under `/cu/address/v1`: the road address search, open to anyone
 * (checkout and the address book both use it), and the member's address book, members only.
 */
import {
  ADDRESS_SEARCH_TOO_MANY,
  DELIVERY_ADDRESS_LIMITS,
  DeliveryAddressChangeResponseSchema,
  DeliveryAddressRefSchema,
  GetDeliveryAddressListResponseSchema,
  SaveDeliveryAddressRequestSchema,
  SaveDeliveryAddressResponseSchema,
  SearchRoadAddressRequestSchema,
  SearchRoadAddressResponseSchema,
} from '../../../../shared/schemas/address-calls';
import type { SessionOwner } from '../../auth/sessions';
import { selectAddressSearch } from '../../address-search/select-address-search';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from './address-book';
import { findAddress, listAddresses } from './address-rows';
import { verifyRoadAddress } from './address-verify';

function member(owner: SessionOwner | null): number {
  if (!owner) throw new GatewayError('LOGIN_REQUIRED');
  return owner.incsNo;
}

export const searchRoadAddressCall = defineEndpoint({
  method: 'POST',
  path: '/cu/address/v1/searchRoadAddress',
  summary: '도로명주소 검색: 도로명, 건물명, 지번으로 찾기. 30건 이상이면 tooMany로 상세 주소 입력을 안내',
  request: SearchRoadAddressRequestSchema,
  response: SearchRoadAddressResponseSchema,
  auth: 'none',
  handler: async ({ c, input }) => {
    const { totalCount, items } = await selectAddressSearch(c.env).searchRoadAddress(input);
    return { data: { totalCount, tooMany: totalCount >= ADDRESS_SEARCH_TOO_MANY, page: input.page, size: input.size, items } };
  },
});

export const getDeliveryAddressList = defineEndpoint({
  method: 'POST',
  path: '/cu/address/v1/getDeliveryAddressList',
  summary: '배송지 목록: 기본 배송지가 먼저, 그다음 최근 등록 순',
  request: undefined,
  response: GetDeliveryAddressListResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner }) => ({ data: { addresses: await listAddresses(db, member(owner)), maxCount: DELIVERY_ADDRESS_LIMITS.addresses } }),
});

export const saveDeliveryAddress = defineEndpoint({
  method: 'POST',
  path: '/cu/address/v1/saveDeliveryAddress',
  summary: '배송지 등록(dlvAddrNo 없음) 또는 수정: 주소는 검색으로 찾은 것만, 최대 20개, 첫 배송지는 기본 배송지',
  request: SaveDeliveryAddressRequestSchema,
  response: SaveDeliveryAddressResponseSchema,
  auth: 'optional',
  handler: async ({ c, db, owner, input }) => {
    const incsNo = member(owner);
    if (input.dlvAddrNo !== undefined && !(await findAddress(db, incsNo, input.dlvAddrNo))) throw new GatewayError('ADDRESS_NOT_FOUND');
    const road = await verifyRoadAddress(selectAddressSearch(c.env), input);
    const fields = { ...input, ...road };
    const dlvAddrNo = input.dlvAddrNo ?? (await createAddress(db, incsNo, fields));
    if (input.dlvAddrNo !== undefined) await updateAddress(db, incsNo, dlvAddrNo, fields);
    const address = await findAddress(db, incsNo, dlvAddrNo);
    if (!address) throw new GatewayError('ADDRESS_NOT_FOUND');
    const created = input.dlvAddrNo === undefined;
    return { data: { address, created, message: created ? '배송지가 등록되었습니다.' : '배송지가 수정되었습니다.' } };
  },
});

export const deleteDeliveryAddress = defineEndpoint({
  method: 'POST',
  path: '/cu/address/v1/deleteDeliveryAddress',
  summary: '배송지 삭제: 기본 배송지는 마지막 하나일 때만',
  request: DeliveryAddressRefSchema,
  response: DeliveryAddressChangeResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    const incsNo = member(owner);
    await deleteAddress(db, incsNo, input.dlvAddrNo);
    return { data: { addresses: await listAddresses(db, incsNo), message: '배송지가 삭제되었습니다.' } };
  },
});

export const setDefaultDeliveryAddress = defineEndpoint({
  method: 'POST',
  path: '/cu/address/v1/setDefaultDeliveryAddress',
  summary: '기본 배송지 변경: 이전 기본 배송지 해제와 함께 한 번의 배치로',
  request: DeliveryAddressRefSchema,
  response: DeliveryAddressChangeResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    const incsNo = member(owner);
    await setDefaultAddress(db, incsNo, input.dlvAddrNo);
    return { data: { addresses: await listAddresses(db, incsNo), message: '기본 배송지로 설정되었습니다.' } };
  },
});

/** The address calls, in the order the address book uses them. */
export const ADDRESS_ENDPOINTS: readonly Endpoint[] = [searchRoadAddressCall, getDeliveryAddressList, saveDeliveryAddress, deleteDeliveryAddress, setDefaultDeliveryAddress];
