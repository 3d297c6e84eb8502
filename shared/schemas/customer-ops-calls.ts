/**
 * Customer service's customer calls: find a member by ID, name, mobile or number,
 * read what service needs (grade, points, coupons, employee status, orders), and change the grade
 * or the employee status with a reason. Points and coupons are granted and issued to a customer
 * named by number or login ID.
 */
import { z } from 'zod';
import { asText, count, IncsNoSchema } from './ops-fields';
import { CUSTOMER_OPS_ROUTES as R } from './customer-ops-routes';
import { contractsNamed } from './contract';
import * as S from './customer-ops-calls';

const Memo = z.string({ error: 'memo(사유)를 보내 주세요.' }).trim().min(1, 'memo(사유)를 입력해 주세요.').max(100, '사유는 100자까지 쓸 수 있습니다.');

export const SearchCustomersRequestSchema = z.object({
  /** A login ID, a name, a mobile number (digits, dashes allowed) or a customer number; exact. */
  keyword: z.string().trim().max(50, '검색어는 50자까지 입력할 수 있습니다.').optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  perPage: z.number().int().min(1).max(100).default(25),
});
export const CustomerBriefSchema = z.object({
  incsNo: z.number().int(),
  custWebId: z.string().nullable(),
  custNm: z.string(),
  /** 010-****-5678: the list shows no whole number; the detail does. */
  maskedMobile: z.string(),
  gradeNm: z.string(),
  rmnPt: z.number().int(),
  empYn: z.enum(['Y', 'N']),
  status: z.enum(['ACTIVE', 'WITHDRAWN']),
  joinDttm: z.string(),
});
export const SearchCustomersResponseSchema = z.object({
  data: z.object({ items: z.array(CustomerBriefSchema), total: count, page: z.number().int(), perPage: z.number().int() }),
});

export const GetCustomerRequestSchema = z.object({ incsNo: IncsNoSchema });
const Choice = z.object({ code: z.string(), name: z.string() });
export const CustomerDetailSchema = CustomerBriefSchema.extend({
  mobile: z.string(),
  email: z.string().nullable(),
  gradeCd: z.string(),
  /** The company and employee number of a verified (or operator-confirmed) employee. */
  afcpCd: z.string().nullable(),
  afcpNm: z.string().nullable(),
  empNo: z.string().nullable(),
  /** The editor this member writes postings as, or null: appointed by the content team. */
  editor: z.object({ editorYn: z.enum(['Y', 'N']), editorNo: z.string(), nickNm: z.string() }).nullable(),
  orderCnt: count,
  lastOrderDttm: z.string().nullable(),
  coupons: z.array(
    z.object({
      customerCouponId: z.number().int(),
      cpnNm: z.string(),
      dcAmt: z.number().int().nullable(),
      dcRate: z.number().int().nullable(),
      minOrderAmt: z.number().int(),
      expiresDttm: z.string(),
      usedDttm: z.string().nullable(),
    }),
  ),
  points: z.array(z.object({ delta: z.number().int(), reason: z.string(), memo: z.string().nullable(), createdDttm: z.string() })),
  /** For the console's pickers: every grade and every affiliate company. */
  grades: z.array(Choice),
  companies: z.array(Choice),
});
export const CustomerDetailResponseSchema = z.object({ data: CustomerDetailSchema });
export const GetCustomerResponseSchema = CustomerDetailResponseSchema;
export const SetCustomerGradeResponseSchema = CustomerDetailResponseSchema;
export const SetCustomerEmployeeResponseSchema = CustomerDetailResponseSchema;

export const SetCustomerGradeRequestSchema = z.object({
  incsNo: IncsNoSchema,
  gradeCd: z.string({ error: 'gradeCd(등급)를 보내 주세요.' }).regex(/^\d{2}$/, 'gradeCd(등급)는 두 자리 숫자여야 합니다.'),
  memo: Memo,
});

export const SetCustomerEmployeeRequestSchema = z
  .object({
    incsNo: IncsNoSchema,
    /** Y: confirm as the company's employee; N: end the employee status (left the company). */
    empYn: z.enum(['Y', 'N'], { error: 'empYn은 Y 또는 N이어야 합니다.' }),
    afcpCd: z.string().trim().max(20).optional(),
    empNo: z.string().trim().max(30).optional(),
    memo: Memo,
  })
  .refine((input) => input.empYn === 'N' || (Boolean(input.afcpCd) && Boolean(input.empNo)), {
    path: ['empNo'],
    message: '임직원으로 확인하려면 회사(afcpCd)와 사번(empNo)을 보내 주세요.',
  });

/** A customer named by number or by login ID; one of them is required. */
const customerRef = {
  incsNo: z.number().int().positive().optional(),
  custWebId: asText.pipe(z.string().min(1).max(50)).optional(),
};
const namesCustomer = (body: { incsNo?: number; custWebId?: string }) => Boolean(body.incsNo || body.custWebId);
const NAME_CUSTOMER = { message: 'incsNo 또는 custWebId로 고객을 알려 주세요.', path: ['custWebId'] };

export const GrantPointsRequestSchema = z
  .object({
    ...customerRef,
    delta: z
      .number({ error: 'delta는 0이 아닌 정수여야 합니다.' })
      .int()
      .refine((delta) => delta !== 0 && Math.abs(delta) <= 10_000_000, 'delta는 0이 아닌 정수(±1,000만 이내)여야 합니다.'),
    memo: asText.pipe(z.string().trim().min(1, 'memo(사유)를 보내 주세요.').max(100, 'memo는 100자 이내여야 합니다.')),
    /** `EVENT` for an event's credit (이벤트 적립), else an operator's adjustment. */
    reason: z.enum(['ADJUST', 'EVENT'], { error: 'reason은 ADJUST 또는 EVENT여야 합니다.' }).default('ADJUST'),
  })
  .refine(namesCustomer, NAME_CUSTOMER)
  .refine((input) => input.reason !== 'EVENT' || input.delta > 0, { message: '이벤트 적립(EVENT)은 양수만 보낼 수 있습니다.', path: ['delta'] });
export const GrantPointsResponseSchema = z.object({ data: z.object({ incsNo: z.number().int(), rmnPt: z.number().int() }) });

export const IssueCouponRequestSchema = z
  .object({
    ...customerRef,
    cpnNm: asText.pipe(z.string().trim().min(1, 'cpnNm(쿠폰 이름)을 보내 주세요.').max(50)),
    dcAmt: z.number().int().positive().max(10_000_000).optional(),
    dcRate: z.number().int().min(1).max(100).optional(),
    minOrderAmt: z.number().int().nonnegative().default(0),
    days: z.number().int().min(1).max(3650).default(30),
    chnCds: z
      .string()
      .regex(/^[123](,[123])*$/, 'chnCds는 1,2,3 중 쉼표로 나눈 값이어야 합니다.')
      .default('1,2,3'),
    /** Why it is issued: kept in the audit log (the console asks for it). */
    memo: asText.pipe(z.string().trim().max(100, 'memo는 100자 이내여야 합니다.')).optional(),
  })
  .refine(namesCustomer, NAME_CUSTOMER)
  .refine((body) => (body.dcAmt === undefined) !== (body.dcRate === undefined), { message: 'dcAmt(원)과 dcRate(%) 중 하나만 보내 주세요.', path: ['dcAmt'] });
export const IssueCouponResponseSchema = z.object({
  data: z.object({ incsNo: z.number().int(), customerCouponId: z.number().int(), cpnNm: z.string(), expiresAt: z.number().int() }),
});

export const CUSTOMER_OPS_CONTRACTS = contractsNamed(S, R, {
  grantPoints: { summary: '포인트 지급·차감(사유 기록)', errors: ['CUSTOMER_NOT_FOUND', 'POINTS_NOT_ENOUGH'] },
  issueCoupon: { summary: '고객에게 쿠폰 발급(정액 또는 정률)', errors: ['CUSTOMER_NOT_FOUND'] },
  searchCustomers: {
    summary: '고객 찾기: 아이디, 이름, 휴대폰 번호 또는 회원 번호(정확히 일치), 최근 가입 순, 쪽 단위와 전체 건수; 목록의 휴대폰 번호는 가려짐',
  },
  getCustomer: { summary: '고객 한 명: 연락처, 등급, 포인트와 최근 내역, 쿠폰, 임직원 여부, 주문 수', errors: ['CUSTOMER_NOT_FOUND'] },
  setCustomerGrade: { summary: '등급 변경(사유 필수): 다음 달 정기 등급 산정 때 다시 계산된다', errors: ['CUSTOMER_NOT_FOUND', 'GRADE_NOT_FOUND'] },
  setCustomerEmployee: {
    summary: '임직원 확인(Y: 회사와 사번) 또는 해제(N), 사유 필수; 임직원가는 바로 열리거나 닫힌다',
    errors: ['CUSTOMER_NOT_FOUND', 'EMP_COMPANY_NOT_FOUND', 'EMP_NO_INVALID', 'EMP_NO_TAKEN', 'EMP_NOT_VERIFIED'],
  },
});
