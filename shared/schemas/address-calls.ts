/**
 * Requests and answers of the delivery-address calls (`/cu/address/v1/...`): the road
 * address search and the member's address book. Limits: 30 or more search
 * results ask for a more detailed keyword; 배송지명, 받는 분 and a valid 휴대폰 번호 are required;
 * the road address always comes from a search.
 */
import { z } from 'zod';
import {
  ADDRESS_KEYWORD_MIN,
  ADDRESS_NOT_SEARCHED,
  addressKeywordProblem,
  addressNameProblem,
  DELIVERY_ADDRESS_LIMITS,
  detailAddressProblem,
  lotAddressProblem,
  recipientProblem,
  roadAddressProblem,
  zipNoProblem,
} from '../validation/address';
import { normalizeMobile, validateMobile } from '../validation/member';
import { contractsNamed } from './contract';
import * as S from './address-calls';
import { ADDRESS_ROUTES } from './address-routes';

export { ADDRESS_KEYWORD_MIN, DELIVERY_ADDRESS_LIMITS };
/** From this many search results on, the shopper is asked for a more detailed address. */
export const ADDRESS_SEARCH_TOO_MANY = 30;

/** A string checked by one of the address rules (shared/validation/address.ts), then cleaned (trimmed unless told). */
const ruled = (rule: (value: string) => string | null, missing: string, clean = (value: string) => value.trim()) =>
  z
    .string({ error: missing })
    .superRefine((value, context) => {
      const problem = rule(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(clean);

/** `POST /cu/address/v1/searchRoadAddress`. */
export const SearchRoadAddressRequestSchema = z.object({
  keyword: ruled(addressKeywordProblem, '검색어를 입력해 주세요.'),
  page: z
    .number({ error: '페이지 번호가 올바르지 않습니다.' })
    .int('페이지 번호가 올바르지 않습니다.')
    .min(1, '페이지 번호가 올바르지 않습니다.')
    .max(500, '페이지 번호가 올바르지 않습니다.')
    .default(1),
  size: z
    .number({ error: '페이지 크기가 올바르지 않습니다.' })
    .int('페이지 크기가 올바르지 않습니다.')
    .min(1, '페이지 크기가 올바르지 않습니다.')
    .max(50, '한 번에 50건까지 조회할 수 있습니다.')
    .default(10),
});
export type SearchRoadAddressRequest = z.input<typeof SearchRoadAddressRequestSchema>;

/** One road address as the 도로명주소 search answers it. */
export const RoadAddressSchema = z.object({
  /** 5-digit 우편번호. */
  zipNo: z.string(),
  /** Full road address with its reference part, e.g. `서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)`. */
  roadAddr: z.string(),
  jibunAddr: z.string(),
  /** Building name, often empty. */
  bdNm: z.string(),
  siNm: z.string(),
  /** Empty for 세종특별자치시. */
  sggNm: z.string(),
  emdNm: z.string(),
});
export type RoadAddress = z.infer<typeof RoadAddressSchema>;

export const SearchRoadAddressResponseSchema = z.object({
  data: z.object({
    totalCount: z.number().int().nonnegative(),
    /** 30 or more results: the screen asks for a more detailed address above the list. */
    tooMany: z.boolean(),
    page: z.number().int().positive(),
    size: z.number().int().positive(),
    items: z.array(RoadAddressSchema),
  }),
});
export type SearchRoadAddressResponse = z.infer<typeof SearchRoadAddressResponseSchema>;

/** One address of the member's book; `mobile` is digits only. */
export const DeliveryAddressSchema = z.object({
  dlvAddrNo: z.number().int().positive(),
  addrNm: z.string(),
  rcptNm: z.string(),
  mobile: z.string(),
  zipNo: z.string(),
  roadAddr: z.string(),
  jibunAddr: z.string(),
  dtlAddr: z.string(),
  defaultYn: z.enum(['Y', 'N']),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/** `POST /cu/address/v1/getDeliveryAddressList` (no body): the default address first, then newest first. */
export const GetDeliveryAddressListResponseSchema = z.object({
  data: z.object({ addresses: z.array(DeliveryAddressSchema), maxCount: z.number().int().positive() }),
});
export type GetDeliveryAddressListResponse = z.infer<typeof GetDeliveryAddressListResponseSchema>;

export const DlvAddrNoSchema = z
  .number({ error: '배송지 번호를 보내 주세요.' })
  .int('배송지 번호가 올바르지 않습니다.')
  .positive('배송지 번호가 올바르지 않습니다.');

/** `POST /cu/address/v1/saveDeliveryAddress`: creates without `dlvAddrNo`, else updates that address of the caller. */
export const SaveDeliveryAddressRequestSchema = z.object({
  dlvAddrNo: DlvAddrNoSchema.optional(),
  addrNm: ruled(addressNameProblem, '배송지명을 입력해 주세요.'),
  rcptNm: ruled(recipientProblem, '받는 분 이름을 입력해 주세요.'),
  mobile: ruled(validateMobile, '휴대폰 번호를 입력해 주세요.', normalizeMobile),
  zipNo: ruled(zipNoProblem, ADDRESS_NOT_SEARCHED),
  roadAddr: ruled(roadAddressProblem, ADDRESS_NOT_SEARCHED),
  jibunAddr: ruled(lotAddressProblem, '지번 주소가 올바르지 않습니다.').default(''),
  dtlAddr: ruled(detailAddressProblem, '상세주소가 올바르지 않습니다.').default(''),
  defaultYn: z.enum(['Y', 'N'], { error: '기본 배송지 여부가 올바르지 않습니다.' }).default('N'),
});
export type SaveDeliveryAddressRequest = z.input<typeof SaveDeliveryAddressRequestSchema>;
export const SaveDeliveryAddressResponseSchema = z.object({
  data: z.object({
    address: DeliveryAddressSchema,
    created: z.boolean(),
    /** "배송지가 등록되었습니다." or "배송지가 수정되었습니다." */
    message: z.string(),
  }),
});
export type SaveDeliveryAddressResponse = z.infer<typeof SaveDeliveryAddressResponseSchema>;

/** `POST /cu/address/v1/deleteDeliveryAddress` and `/setDefaultDeliveryAddress`: one of the caller's addresses. */
export const DeliveryAddressRefSchema = z.object({ dlvAddrNo: DlvAddrNoSchema });
export type DeliveryAddressRef = z.infer<typeof DeliveryAddressRefSchema>;
export const DeleteDeliveryAddressRequestSchema = DeliveryAddressRefSchema;
export const SetDefaultDeliveryAddressRequestSchema = DeliveryAddressRefSchema;
export const DeliveryAddressChangeResponseSchema = z.object({ data: z.object({ addresses: z.array(DeliveryAddressSchema), message: z.string() }) });
export type DeliveryAddressChangeResponse = z.infer<typeof DeliveryAddressChangeResponseSchema>;
export const DeleteDeliveryAddressResponseSchema = DeliveryAddressChangeResponseSchema;
export const SetDefaultDeliveryAddressResponseSchema = DeliveryAddressChangeResponseSchema;

export const ADDRESS_CONTRACTS = contractsNamed(S, ADDRESS_ROUTES, {
  searchRoadAddress: { summary: '도로명주소 검색: 도로명, 건물명, 지번으로 찾기. 30건 이상이면 tooMany로 상세 주소 입력을 안내' },
  getDeliveryAddressList: { summary: '배송지 목록: 기본 배송지가 먼저, 그다음 최근 등록 순' },
  saveDeliveryAddress: { summary: '배송지 등록(dlvAddrNo 없음) 또는 수정: 주소는 검색으로 찾은 것만, 최대 20개, 첫 배송지는 기본 배송지' },
  deleteDeliveryAddress: { summary: '배송지 삭제: 기본 배송지는 마지막 하나일 때만' },
  setDefaultDeliveryAddress: { summary: '기본 배송지 변경: 이전 기본 배송지 해제와 함께 한 번의 배치로' },
});
