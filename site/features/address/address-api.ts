/**
 * The address calls of the gateway (`shared/schemas/address-calls.ts`). The gateway validates its
 * answers against those schemas, so the island imports only their types (zod stays out of it).
 */
import type {
  DeliveryAddress,
  DeliveryAddressChangeResponse,
  RoadAddress,
  SaveDeliveryAddressRequest,
  SaveDeliveryAddressResponse,
  SearchRoadAddressResponse,
} from '#shared/schemas/address-calls';
import { ADDRESS_ROUTES } from '#shared/schemas/address-routes';
import { callApi } from '#lib/api-client';

export type { DeliveryAddress, RoadAddress, SaveDeliveryAddressRequest };
export type RoadAddressPage = SearchRoadAddressResponse['data'];
export type SavedAddress = SaveDeliveryAddressResponse['data'];

/** The member's addresses, the default first. */
export async function listDeliveryAddresses(): Promise<DeliveryAddress[]> {
  return (await callApi(ADDRESS_ROUTES.getDeliveryAddressList)).data.addresses;
}

/** Registers (no `dlvAddrNo`) or changes an address; the answer carries the Korean message to show. */
export async function saveDeliveryAddress(request: SaveDeliveryAddressRequest): Promise<SavedAddress> {
  return (await callApi(ADDRESS_ROUTES.saveDeliveryAddress, request)).data;
}

export async function deleteDeliveryAddress(dlvAddrNo: number): Promise<DeliveryAddressChangeResponse['data']> {
  return (await callApi(ADDRESS_ROUTES.deleteDeliveryAddress, { dlvAddrNo })).data;
}

export async function setDefaultDeliveryAddress(dlvAddrNo: number): Promise<DeliveryAddressChangeResponse['data']> {
  return (await callApi(ADDRESS_ROUTES.setDefaultDeliveryAddress, { dlvAddrNo })).data;
}

/** One page of road addresses; anyone may search, so the call does not wait for the session. */
export async function searchRoadAddress(keyword: string, page: number, size = 10): Promise<RoadAddressPage> {
  return (await callApi(ADDRESS_ROUTES.searchRoadAddress, { keyword, page, size }, { auth: false })).data;
}
