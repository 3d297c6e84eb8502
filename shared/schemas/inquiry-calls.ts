/**
 * The 1:1 inquiry calls (ADR 022): the form's choices (with the member's
 * recent orders), writing, the member's list with states and answers, and changing or deleting an
 * inquiry until it is answered. Member calls only.
 */
import { z } from 'zod';
import { INQUIRY_CATEGORIES, INQUIRY_MAX_IMAGES, INQUIRY_TYPES, type InquiryCategory, type InquiryType } from '../inquiries/inquiry-rules';
import { PRIVACY_CONSENT_MESSAGE, inquiryContentProblem, inquiryTitleProblem } from '../validation/inquiry';
import { contractsNamed } from './contract';
import * as S from './inquiry-calls';
import { INQUIRY_ROUTES as R } from './inquiry-routes';

export const InquiryCategorySchema = z.enum(Object.keys(INQUIRY_CATEGORIES) as [InquiryCategory, ...InquiryCategory[]], {
  error: '문의 유형을 선택해 주세요.',
});
export const InquiryTypeSchema = z.enum(Object.keys(INQUIRY_TYPES) as [InquiryType, ...InquiryType[]], { error: '문의 종류를 선택해 주세요.' });
const InquiryNoSchema = z.number({ error: '문의를 선택해 주세요.' }).int().positive();

export const InquiryOrderSchema = z.object({ ordNo: z.string(), orderNm: z.string(), ordDttm: z.string() });
export const GetInquiryFormResponseSchema = z.object({ data: z.object({ orders: z.array(InquiryOrderSchema) }) });
export type GetInquiryFormResponse = z.infer<typeof GetInquiryFormResponseSchema>;

const Fields = z.object({
  categoryCd: InquiryCategorySchema,
  typeCd: InquiryTypeSchema.default('QUESTION'),
  formCd: z.enum(['FULL', 'SHORT']).default('FULL'),
  title: z.string({ error: '제목을 입력해 주세요.' }),
  content: z.string({ error: '문의 내용을 입력해 주세요.' }),
  ordNo: z.string().max(40).nullable().default(null),
  uploadIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '사진을 다시 올려 주세요.'))
    .max(INQUIRY_MAX_IMAGES, `사진은 ${INQUIRY_MAX_IMAGES}장까지 올릴 수 있습니다.`)
    .default([]),
  privacyAgreed: z.boolean({ error: PRIVACY_CONSENT_MESSAGE }).refine((agreed) => agreed, PRIVACY_CONSENT_MESSAGE),
});
/** The same rules as the screen's (shared/validation/inquiry.ts); the content's limit follows the form. */
function checked<T extends z.ZodType<z.output<typeof Fields>>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const title = inquiryTitleProblem(value.title);
    if (title) ctx.addIssue({ code: 'custom', path: ['title'], message: title });
    const content = inquiryContentProblem(value.content, value.formCd);
    if (content) ctx.addIssue({ code: 'custom', path: ['content'], message: content });
  });
}
export const RegisterInquiryRequestSchema = checked(Fields);
export type RegisterInquiryRequest = z.input<typeof Fields>;
export const ModifyInquiryRequestSchema = checked(
  Fields.extend({ inquiryNo: InquiryNoSchema, keepImages: z.array(z.string().max(200)).max(INQUIRY_MAX_IMAGES).default([]) }),
);
export type ModifyInquiryRequest = z.input<typeof ModifyInquiryRequestSchema>;

export const InquirySchema = z.object({
  inquiryNo: z.number().int(),
  categoryCd: InquiryCategorySchema,
  typeCd: InquiryTypeSchema,
  formCd: z.enum(['FULL', 'SHORT']),
  title: z.string(),
  content: z.string(),
  ordNo: z.string().nullable(),
  images: z.array(z.string()),
  status: z.enum(['RECEIVED', 'ANSWERED']),
  answer: z.string().nullable(),
  answeredDttm: z.string().nullable(),
  createdDttm: z.string(),
});
export type Inquiry = z.infer<typeof InquirySchema>;

export const GetMyInquiriesRequestSchema = z.object({ page: z.number().int().min(1).max(1000).default(1) });
export type GetMyInquiriesRequest = z.input<typeof GetMyInquiriesRequestSchema>;
export const GetMyInquiriesResponseSchema = z.object({
  data: z.object({ items: z.array(InquirySchema), totalCnt: z.number().int(), pageSize: z.number().int() }),
});
export type GetMyInquiriesResponse = z.infer<typeof GetMyInquiriesResponseSchema>;

export const DeleteInquiryRequestSchema = z.object({ inquiryNo: InquiryNoSchema });
export type DeleteInquiryRequest = z.input<typeof DeleteInquiryRequestSchema>;
export const InquirySavedResponseSchema = z.object({ data: z.object({ inquiry: InquirySchema.nullable(), message: z.string() }) });
export type InquirySavedResponse = z.infer<typeof InquirySavedResponseSchema>;
export const RegisterInquiryResponseSchema = InquirySavedResponseSchema;
export const ModifyInquiryResponseSchema = InquirySavedResponseSchema;
export const DeleteInquiryResponseSchema = InquirySavedResponseSchema;

const SAVE_ERRORS = ['INQUIRY_ORDER_NOT_FOUND', 'UPLOAD_NOT_FOUND', 'UPLOAD_TOO_MANY'] as const;

export const INQUIRY_CONTRACTS = contractsNamed(S, R, {
  getInquiryForm: { summary: '1:1 문의 작성 화면: 문의할 수 있는 최근 주문' },
  registerInquiry: { summary: '1:1 문의 작성: 유형, 제목 30자, 내용 1,000자(간단 문의 300자), 주문 선택, 사진 10장, 개인정보 동의', errors: SAVE_ERRORS },
  getMyInquiries: { summary: '내 1:1 문의: 접수·답변 완료 상태와 답변, 10개씩' },
  modifyInquiry: { summary: '1:1 문의 수정: 답변 전까지', errors: ['INQUIRY_NOT_FOUND', 'INQUIRY_ANSWERED', ...SAVE_ERRORS] },
  deleteInquiry: { summary: '1:1 문의 삭제: 답변 전까지, 사진도 함께', errors: ['INQUIRY_NOT_FOUND', 'INQUIRY_ANSWERED'] },
});
