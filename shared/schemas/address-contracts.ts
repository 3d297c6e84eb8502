/** The address calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import {
  DeliveryAddressChangeResponseSchema,
  DeliveryAddressRefSchema,
  GetDeliveryAddressListResponseSchema,
  SaveDeliveryAddressRequestSchema,
  SaveDeliveryAddressResponseSchema,
  SearchRoadAddressRequestSchema,
  SearchRoadAddressResponseSchema,
} from './address-calls';
import { ADDRESS_ROUTES } from './address-routes';

export const ADDRESS_CONTRACTS = {
  searchRoadAddress: defineContract(ADDRESS_ROUTES.searchRoadAddress, {
    summary: '도로명주소 검색: 도로명, 건물명, 지번으로 찾기. 30건 이상이면 tooMany로 상세 주소 입력을 안내',
    request: SearchRoadAddressRequestSchema,
    response: SearchRoadAddressResponseSchema,
  }),
  getDeliveryAddressList: defineContract(ADDRESS_ROUTES.getDeliveryAddressList, {
    summary: '배송지 목록: 기본 배송지가 먼저, 그다음 최근 등록 순',
    request: undefined,
    response: GetDeliveryAddressListResponseSchema,
  }),
  saveDeliveryAddress: defineContract(ADDRESS_ROUTES.saveDeliveryAddress, {
    summary: '배송지 등록(dlvAddrNo 없음) 또는 수정: 주소는 검색으로 찾은 것만, 최대 20개, 첫 배송지는 기본 배송지',
    request: SaveDeliveryAddressRequestSchema,
    response: SaveDeliveryAddressResponseSchema,
  }),
  deleteDeliveryAddress: defineContract(ADDRESS_ROUTES.deleteDeliveryAddress, {
    summary: '배송지 삭제: 기본 배송지는 마지막 하나일 때만',
    request: DeliveryAddressRefSchema,
    response: DeliveryAddressChangeResponseSchema,
  }),
  setDefaultDeliveryAddress: defineContract(ADDRESS_ROUTES.setDefaultDeliveryAddress, {
    summary: '기본 배송지 변경: 이전 기본 배송지 해제와 함께 한 번의 배치로',
    request: DeliveryAddressRefSchema,
    response: DeliveryAddressChangeResponseSchema,
  }),
};
