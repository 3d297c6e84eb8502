/** The store calls' contracts (ADR 016). */
import { defineContract } from './contract';
import * as S from './store-calls';
import { STORE_ROUTES as R } from './store-routes';

export const STORE_CONTRACTS = {
  getStoreList: defineContract(R.getStoreList, {
    summary: '매장 찾기: 지역·서비스(공병 수거 등)·매장명 또는 도로명 주소로, 10개씩',
    request: S.GetStoreListRequestSchema,
    response: S.GetStoreListResponseSchema,
  }),
  getMyShop: defineContract(R.getMyShop, {
    summary: '마이샵: 등록한 매장과 등록일, 변경·삭제할 수 있는 날',
    request: undefined,
    response: S.MyShopResponseSchema,
  }),
  registerMyShop: defineContract(R.registerMyShop, {
    summary: '마이샵 등록·변경: 처음 등록은 언제나, 변경은 등록하고 한 달이 지난 뒤',
    request: S.RegisterMyShopRequestSchema,
    response: S.MyShopSavedResponseSchema,
    errors: ['STORE_NOT_FOUND', 'MY_SHOP_LOCKED', 'MY_SHOP_SAME'],
  }),
  deleteMyShop: defineContract(R.deleteMyShop, {
    summary: '마이샵 삭제: 등록하고 한 달이 지난 뒤',
    request: undefined,
    response: S.MyShopSavedResponseSchema,
    errors: ['MY_SHOP_LOCKED', 'MY_SHOP_DELETE_FAILED'],
  }),
};
