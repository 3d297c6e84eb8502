/** The store calls (`/cu/support/v1/getStoreList`, `/cu/myshop/v1/*`); 마이샵 changes answer with their message. */
import { MY_SHOP_DELETED_MESSAGE, MY_SHOP_REGISTERED_MESSAGE } from '#shared/stores/store-rules';
import { STORE_CONTRACTS as C } from '#shared/schemas/store-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { requestNow } from '../test-clock';
import { deleteMyShop, readMyShop, registerMyShop } from './my-shop';
import { listStores } from './store-list';

const getStoreList = defineEndpoint(C.getStoreList, async ({ db, input }) => ({ data: await listStores(db, input) }));

const getMyShop = defineEndpoint(C.getMyShop, async ({ c, db, owner }) => ({ data: await readMyShop(db, owner.incsNo, requestNow(c)) }));

const registerMyShopCall = defineEndpoint(C.registerMyShop, async ({ c, db, owner, input }) => ({
  data: { ...(await registerMyShop(db, owner.incsNo, input.storeNo, requestNow(c))), message: MY_SHOP_REGISTERED_MESSAGE },
}));

const deleteMyShopCall = defineEndpoint(C.deleteMyShop, async ({ c, db, owner }) => ({
  data: { ...(await deleteMyShop(db, owner.incsNo, requestNow(c))), message: MY_SHOP_DELETED_MESSAGE },
}));

export const STORE_ENDPOINTS: readonly Endpoint[] = [getStoreList, getMyShop, registerMyShopCall, deleteMyShopCall];
