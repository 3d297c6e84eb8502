/**
 * The customer centre's content calls: notices (pinned first, search, paging, one
 * notice with the previous and next), the FAQ by category with a search that also takes 초성, and
 * the centre's home (the most asked questions, the latest notices). Anyone may call them.
 */
import { z } from 'zod';
import { FAQ_CATEGORIES, type FaqCategory } from '../content/support-rules';
import { contractsNamed } from './contract';
import * as S from './support-calls';
import { SUPPORT_ROUTES as R } from './support-routes';

const Keyword = z.string().trim().max(40, '검색어는 40자까지 입력할 수 있습니다.').default('');

export const NoticeBriefSchema = z.object({ noticeNo: z.number().int(), title: z.string(), pinnedYn: z.enum(['Y', 'N']), publishedDttm: z.string() });
export type NoticeBrief = z.infer<typeof NoticeBriefSchema>;
export const NoticeSchema = NoticeBriefSchema.extend({ body: z.string() });

export const GetNoticeListRequestSchema = z.object({ keyword: Keyword, page: z.number().int().min(1).max(1000).default(1) });
export type GetNoticeListRequest = z.input<typeof GetNoticeListRequestSchema>;
export const GetNoticeListResponseSchema = z.object({
  data: z.object({
    /** Pinned notices that match the search, on every page. */
    pinned: z.array(NoticeBriefSchema),
    items: z.array(NoticeBriefSchema),
    /** The other notices that match: the pages count these; the list says pinned + totalCnt. */
    totalCnt: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type GetNoticeListResponse = z.infer<typeof GetNoticeListResponseSchema>;

export const GetNoticeRequestSchema = z.object({ noticeNo: z.number({ error: '공지사항을 선택해 주세요.' }).int().positive() });
export type GetNoticeRequest = z.input<typeof GetNoticeRequestSchema>;
export const GetNoticeResponseSchema = z.object({
  data: z.object({ notice: NoticeSchema, prev: NoticeBriefSchema.nullable(), next: NoticeBriefSchema.nullable() }),
});
export type GetNoticeResponse = z.infer<typeof GetNoticeResponseSchema>;

export const FaqCategorySchema = z.enum(Object.keys(FAQ_CATEGORIES) as [FaqCategory, ...FaqCategory[]], { error: 'FAQ 분류를 다시 선택해 주세요.' });
export const FaqSchema = z.object({ faqNo: z.number().int(), categoryCd: FaqCategorySchema, question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof FaqSchema>;
export const GetFaqListRequestSchema = z.object({ categoryCd: FaqCategorySchema.optional(), keyword: Keyword });
export type GetFaqListRequest = z.input<typeof GetFaqListRequestSchema>;
export const GetFaqListResponseSchema = z.object({ data: z.object({ items: z.array(FaqSchema) }) });
export type GetFaqListResponse = z.infer<typeof GetFaqListResponseSchema>;

export const GetSupportHomeResponseSchema = z.object({ data: z.object({ topFaqs: z.array(FaqSchema), latestNotices: z.array(NoticeBriefSchema) }) });
export type GetSupportHomeResponse = z.infer<typeof GetSupportHomeResponseSchema>;

export const SUPPORT_CONTRACTS = contractsNamed(S, R, {
  getSupportHome: { summary: '고객센터 홈: 자주 묻는 질문과 최근 공지사항' },
  getNoticeList: { summary: '공지사항 목록: 고정 공지 먼저, 제목·내용 검색, 10개씩' },
  getNotice: { summary: '공지사항 보기: 본문과 이전·다음 글', errors: ['NOTICE_NOT_FOUND'] },
  getFaqList: { summary: '자주 묻는 질문: 분류별, 질문과 답변의 낱말 또는 초성으로 검색' },
});
