/** The address calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, memberRoute, type RequestOf, type ResponseOf } from './contract';
import type {
  DeliveryAddressChangeResponseSchema,
  DeliveryAddressRefSchema,
  GetDeliveryAddressListResponseSchema,
  SaveDeliveryAddressRequestSchema,
  SaveDeliveryAddressResponseSchema,
  SearchRoadAddressRequestSchema,
  SearchRoadAddressResponseSchema,
} from './address-calls';

export const ADDRESS_ROUTES = {
  searchRoadAddress: guestRoute<RequestOf<typeof SearchRoadAddressRequestSchema>, ResponseOf<typeof SearchRoadAddressResponseSchema>>(
    'POST',
    '/cu/address/v1/searchRoadAddress',
  ),
  getDeliveryAddressList: memberRoute<undefined, ResponseOf<typeof GetDeliveryAddressListResponseSchema>>('POST', '/cu/address/v1/getDeliveryAddressList'),
  saveDeliveryAddress: memberRoute<RequestOf<typeof SaveDeliveryAddressRequestSchema>, ResponseOf<typeof SaveDeliveryAddressResponseSchema>>(
    'POST',
    '/cu/address/v1/saveDeliveryAddress',
  ),
  deleteDeliveryAddress: memberRoute<RequestOf<typeof DeliveryAddressRefSchema>, ResponseOf<typeof DeliveryAddressChangeResponseSchema>>(
    'POST',
    '/cu/address/v1/deleteDeliveryAddress',
  ),
  setDefaultDeliveryAddress: memberRoute<RequestOf<typeof DeliveryAddressRefSchema>, ResponseOf<typeof DeliveryAddressChangeResponseSchema>>(
    'POST',
    '/cu/address/v1/setDefaultDeliveryAddress',
  ),
};
