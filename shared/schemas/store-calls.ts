/**
 * The store calls: the store finder (support/my-shop), open to anyone, and the
 * member's 마이샵 (mypage/my-shop) with its one-month lock.
 */
import { z } from 'zod';
import { REGIONS, STORE_SERVICES, type Region, type StoreService } from '../stores/store-rules';
import { contractsNamed } from './contract';
import * as S from './store-calls';
import { STORE_ROUTES as R } from './store-routes';

export const RegionSchema = z.enum(Object.keys(REGIONS) as [Region, ...Region[]], { error: '지역을 다시 선택해 주세요.' });
export const StoreServiceSchema = z.enum(Object.keys(STORE_SERVICES) as [StoreService, ...StoreService[]], { error: '서비스를 다시 선택해 주세요.' });

export const StoreSchema = z.object({
  storeNo: z.number().int(),
  storeNm: z.string(),
  regionCd: RegionSchema,
  roadAddr: z.string(),
  dtlAddr: z.string(),
  phone: z.string(),
  weekdayHours: z.string(),
  weekendHours: z.string(),
  services: z.array(StoreServiceSchema),
});
export type Store = z.infer<typeof StoreSchema>;

export const GetStoreListRequestSchema = z.object({
  regionCd: RegionSchema.optional(),
  service: StoreServiceSchema.optional(),
  /** Words of the store's name or road address. */
  keyword: z.string().trim().max(40, '검색어는 40자까지 입력할 수 있습니다.').default(''),
  page: z.number().int().min(1).max(1000).default(1),
});
export type GetStoreListRequest = z.input<typeof GetStoreListRequestSchema>;
export const GetStoreListResponseSchema = z.object({
  data: z.object({
    items: z.array(StoreSchema),
    totalCnt: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Open stores by region that meet the service and keyword filters, whichever region is chosen (the PC's region map). */
    regionCounts: z.array(z.object({ regionCd: RegionSchema, cnt: z.number().int() })),
  }),
});
export type GetStoreListResponse = z.infer<typeof GetStoreListResponseSchema>;

export const MyShopSchema = z.object({
  shop: StoreSchema.nullable(),
  registeredDttm: z.string().nullable(),
  /** From when it may be changed or deleted (a month after registering). */
  unlockDttm: z.string().nullable(),
  changeableYn: z.enum(['Y', 'N']),
});
export type MyShop = z.infer<typeof MyShopSchema>;
export const GetMyShopResponseSchema = z.object({ data: MyShopSchema });
export type GetMyShopResponse = z.infer<typeof GetMyShopResponseSchema>;

export const RegisterMyShopRequestSchema = z.object({ storeNo: z.number({ error: '매장을 선택해 주세요.' }).int().positive() });
export type RegisterMyShopRequest = z.input<typeof RegisterMyShopRequestSchema>;
export const MyShopSavedResponseSchema = z.object({ data: MyShopSchema.extend({ message: z.string() }) });
export type MyShopSavedResponse = z.infer<typeof MyShopSavedResponseSchema>;
export const RegisterMyShopResponseSchema = MyShopSavedResponseSchema;
export const DeleteMyShopResponseSchema = MyShopSavedResponseSchema;

export const STORE_CONTRACTS = contractsNamed(S, R, {
  getStoreList: { summary: '매장 찾기: 지역·서비스(공병 수거 등)·매장명 또는 도로명 주소로, 10개씩, 지역별 매장 수와 함께' },
  getMyShop: { summary: '마이샵: 등록한 매장과 등록일, 변경·삭제할 수 있는 날' },
  registerMyShop: {
    summary: '마이샵 등록·변경: 처음 등록은 언제나, 변경은 등록하고 한 달이 지난 뒤',
    errors: ['STORE_NOT_FOUND', 'MY_SHOP_LOCKED', 'MY_SHOP_SAME'],
  },
  deleteMyShop: { summary: '마이샵 삭제: 등록하고 한 달이 지난 뒤', errors: ['MY_SHOP_LOCKED', 'MY_SHOP_DELETE_FAILED'] },
});
