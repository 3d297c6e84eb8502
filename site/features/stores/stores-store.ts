/** The loaders of the store screens (ADR 047): the finder's page of stores and the member's 마이샵. */
import type { GetStoreListRequest } from '#shared/schemas/store-calls';
import { createLoader } from '#components/ui/loader.ts';
import { fetchMyShop, fetchStores } from './stores-api';

export const storesLoader = createLoader((query: GetStoreListRequest) => fetchStores(query), '매장을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');

export const myShopLoader = createLoader(fetchMyShop, '마이샵을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
