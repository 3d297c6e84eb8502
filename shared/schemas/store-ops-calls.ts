/**
 * The content team's stores: every store, closed ones too, and a store written,
 * changed or closed. The store finder reads D1 on every search (edge/src/gateway/stores), so a
 * change is live at once; a closed store leaves the finder but members' 마이샵 keep their row.
 */
import { z } from 'zod';
import { RegionSchema, StoreSchema, StoreServiceSchema } from './store-calls';
import { STORE_OPS_ROUTES as R } from './store-ops-routes';
import { withParticle } from '#shared/format/particle';
import { contractsNamed } from './contract';
import * as S from './store-ops-calls';

const text = (name: string, max: number) =>
  z
    .string({ error: `${withParticle(name, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, `${withParticle(name, '을/를')} 입력해 주세요.`)
    .max(max, `${withParticle(name, '은/는')} ${max}자까지 쓸 수 있습니다.`);
const Hours = z
  .string({ error: '영업시간을 입력해 주세요.' })
  .trim()
  .regex(/^([01]\d|2[0-4]):[0-5]\d~([01]\d|2[0-4]):[0-5]\d$|^휴무$/, '영업시간은 10:00~22:00처럼, 쉬는 날은 휴무로 입력해 주세요.');

export const StoreStatusSchema = z.enum(['OPEN', 'CLOSED'], { error: 'status는 OPEN 또는 CLOSED여야 합니다.' });
export const StoreOpsSchema = StoreSchema.extend({ status: StoreStatusSchema, myShopCnt: z.number().int().nonnegative() });
export const ListStoresForOpsRequestSchema = z.object({
  regionCd: RegionSchema.optional(),
  status: StoreStatusSchema.optional(),
  keyword: z.string().trim().max(40, '검색어는 40자까지 입력할 수 있습니다.').optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  perPage: z.number().int().min(1).max(100).default(25),
});
export const ListStoresForOpsResponseSchema = z.object({
  data: z.object({ items: z.array(StoreOpsSchema), total: z.number().int(), page: z.number().int(), perPage: z.number().int() }),
});
const StoreNoSchema = z.number({ error: 'storeNo(매장 번호)를 숫자로 보내 주세요.' }).int().positive();
export const GetStoreForOpsRequestSchema = z.object({ storeNo: StoreNoSchema });
export const SaveStoreRequestSchema = z.object({
  storeNo: StoreNoSchema.optional(),
  storeNm: text('매장 이름', 40),
  regionCd: RegionSchema,
  roadAddr: text('도로명 주소', 100),
  dtlAddr: z.string().trim().max(60, '상세 주소는 60자까지 쓸 수 있습니다.').default(''),
  phone: z
    .string({ error: '전화번호를 입력해 주세요.' })
    .trim()
    .regex(/^0\d{1,2}-\d{3,4}-\d{4}$/, '전화번호는 02-123-4567처럼 입력해 주세요.'),
  weekdayHours: Hours,
  weekendHours: Hours,
  services: z.array(StoreServiceSchema).max(4).default([]),
  status: StoreStatusSchema.default('OPEN'),
});
export const StoreOpsResponseSchema = z.object({ data: StoreOpsSchema });
export const GetStoreForOpsResponseSchema = StoreOpsResponseSchema;
export const SaveStoreResponseSchema = StoreOpsResponseSchema;

export const STORE_OPS_CONTRACTS = contractsNamed(S, R, {
  listStoresForOps: { summary: '매장 목록(운영): 닫은 매장 포함, 지역·상태·이름이나 주소로 거르고 쪽 단위와 전체 건수, 마이샵으로 둔 회원 수' },
  getStoreForOps: { summary: '매장 하나', errors: ['STORE_NOT_FOUND'] },
  saveStore: {
    summary: '매장 등록·수정·닫기(CLOSED): 매장 찾기에 바로 반영, 닫은 매장을 마이샵으로 둔 회원의 기록은 남는다',
    errors: ['STORE_NOT_FOUND', 'STORE_NAME_TAKEN'],
  },
});
