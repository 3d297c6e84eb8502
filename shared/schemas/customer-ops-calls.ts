/**
 * Customer service's customer calls: find a member by ID, name, mobile or number,
 * read what service needs (grade, points, coupons, employee status, orders), and change the grade
 * or the employee status with a reason. Points and coupons are `customers/points|coupons`.
 */
import { z } from 'zod';

const count = z.number().int().nonnegative();
const IncsNoSchema = z.number({ error: 'incsNo(회원 번호)를 숫자로 보내 주세요.' }).int().positive();
const Memo = z.string({ error: 'memo(사유)를 보내 주세요.' }).trim().min(1, 'memo(사유)를 입력해 주세요.').max(100, '사유는 100자까지 쓸 수 있습니다.');

export const CustomerSearchRequestSchema = z.object({
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
export const CustomerSearchResponseSchema = z.object({
  data: z.object({ items: z.array(CustomerBriefSchema), total: count, page: z.number().int(), perPage: z.number().int() }),
});

export const CustomerRefRequestSchema = z.object({ incsNo: IncsNoSchema });
const Choice = z.object({ code: z.string(), name: z.string() });
export const CustomerDetailSchema = CustomerBriefSchema.extend({
  mobile: z.string(),
  email: z.string().nullable(),
  gradeCd: z.string(),
  /** The company and employee number of a verified (or operator-confirmed) employee. */
  afcpCd: z.string().nullable(),
  afcpNm: z.string().nullable(),
  empNo: z.string().nullable(),
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

export const CustomerGradeRequestSchema = z.object({
  incsNo: IncsNoSchema,
  gradeCd: z.string({ error: 'gradeCd(등급)를 보내 주세요.' }).regex(/^\d{2}$/, 'gradeCd(등급)는 두 자리 숫자여야 합니다.'),
  memo: Memo,
});

export const CustomerEmployeeRequestSchema = z
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
