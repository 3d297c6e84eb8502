/** The address calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, memberRoute, typedRoutes } from './contract';
import type * as S from './address-calls';

export const ADDRESS_ROUTES = typedRoutes<typeof S>()({
  searchRoadAddress: guestRoute('POST', '/cu/address/v1/searchRoadAddress'),
  getDeliveryAddressList: memberRoute('POST', '/cu/address/v1/getDeliveryAddressList'),
  saveDeliveryAddress: memberRoute('POST', '/cu/address/v1/saveDeliveryAddress'),
  deleteDeliveryAddress: memberRoute('POST', '/cu/address/v1/deleteDeliveryAddress'),
  setDefaultDeliveryAddress: memberRoute('POST', '/cu/address/v1/setDefaultDeliveryAddress'),
});
