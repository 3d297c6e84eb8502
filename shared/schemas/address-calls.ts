/**
 * Requests and answers of the delivery-address calls (`/cu/address/v1/...`): the road
 * address search and the member's address book. Limits: 30 or more search
 * results ask for a more detailed keyword; 배송지명, 받는 분 and a valid 휴대폰 번호 are required;
 * the road address always comes from a search.
 */
import { z } from 'zod';
import { normalizeMobile, validateMobile } from '../validation/member';

/** How long each field of an address may be, and how many addresses a member may keep. */
export const DELIVERY_ADDRESS_LIMITS = { addrNm: 20, rcptNm: 20, dtlAddr: 100, addresses: 20 } as const;
/** From this many search results on, the shopper is asked for a more detailed address. */
export const ADDRESS_SEARCH_TOO_MANY = 30;
/** The shortest search keyword the 도로명주소 search accepts. */
export const ADDRESS_KEYWORD_MIN = 2;

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !/[\r\n\t]/.test(value), '줄바꿈이나 탭 문자는 입력할 수 없습니다.');

/** `POST /cu/address/v1/searchRoadAddress`. */
export const SearchRoadAddressRequestSchema = z.object({
  keyword: z
    .string({ error: '검색어를 입력해 주세요.' })
    .trim()
    .min(ADDRESS_KEYWORD_MIN, '검색어를 두 글자 이상 입력해 주세요.')
    .max(40, '검색어는 40자 이내로 입력해 주세요.'),
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
  addrNm: text('배송지명을 입력해 주세요.', DELIVERY_ADDRESS_LIMITS.addrNm, `배송지명은 ${DELIVERY_ADDRESS_LIMITS.addrNm}자 이내로 입력해 주세요.`),
  rcptNm: text('받는 분 이름을 입력해 주세요.', DELIVERY_ADDRESS_LIMITS.rcptNm, `받는 분 이름은 ${DELIVERY_ADDRESS_LIMITS.rcptNm}자 이내로 입력해 주세요.`),
  mobile: z
    .string({ error: '휴대폰 번호를 입력해 주세요.' })
    .superRefine((value, context) => {
      const problem = validateMobile(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeMobile),
  zipNo: z.string({ error: '주소 검색으로 주소를 선택해 주세요.' }).regex(/^\d{5}$/, '주소 검색으로 주소를 선택해 주세요.'),
  roadAddr: z.string({ error: '주소 검색으로 주소를 선택해 주세요.' }).trim().min(1, '주소 검색으로 주소를 선택해 주세요.').max(200, '주소가 너무 깁니다.'),
  jibunAddr: z.string().trim().max(200, '지번 주소가 너무 깁니다.').default(''),
  dtlAddr: z
    .string()
    .trim()
    .max(DELIVERY_ADDRESS_LIMITS.dtlAddr, `상세주소는 ${DELIVERY_ADDRESS_LIMITS.dtlAddr}자 이내로 입력해 주세요.`)
    .refine((value) => !/[\r\n\t]/.test(value), '줄바꿈이나 탭 문자는 입력할 수 없습니다.')
    .default(''),
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
export const DeliveryAddressChangeResponseSchema = z.object({ data: z.object({ addresses: z.array(DeliveryAddressSchema), message: z.string() }) });
export type DeliveryAddressChangeResponse = z.infer<typeof DeliveryAddressChangeResponseSchema>;
