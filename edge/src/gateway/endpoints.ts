/**
 * Every endpoint of the built-in gateway, in the order the OpenAPI document lists them. A new
 * feature adds its list here; nothing else needs to know about it.
 */
import type { Endpoint } from './endpoint';
import { CATALOG_ENDPOINTS } from './catalog/catalog-calls';
import { CUSTOMER_ENDPOINTS } from './customer/customer-calls';

export const ENDPOINTS: readonly Endpoint[] = [...CUSTOMER_ENDPOINTS, ...CATALOG_ENDPOINTS];
