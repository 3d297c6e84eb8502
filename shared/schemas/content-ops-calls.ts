/**
 * The content team's calls for the customer centre: notices and FAQ written, pinned,
 * scheduled, hidden and deleted from the console. Bodies are plain text with a little structure
 * (blank lines, `## ` headings, `- ` lists; migration 0023), drawn escaped on the shop's pages,
 * which read D1 on every view, so a change is live without a rebuild.
 */
import { z } from 'zod';
import { count, YesNo } from './ops-fields';
import { CONTENT_STATUS_NAMES, FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, NOTICE_BODY_MAX, NOTICE_TITLE_MAX, type ContentStatus } from '../content/support-rules';
import { FaqCategorySchema } from './support-calls';
import { CONTENT_OPS_ROUTES as R } from './content-ops-routes';
import { withParticle } from '#shared/format/particle';
import { contractsNamed } from './contract';
import * as S from './content-ops-calls';

export const ContentStatusSchema = z.enum(Object.keys(CONTENT_STATUS_NAMES) as [ContentStatus, ...ContentStatus[]], {
  error: 'status는 PUBLISHED 또는 HIDDEN이어야 합니다.',
});

/** A list the console pages: `page` from 1, `perPage` rows, and the total (ADR 026). */
const Paging = { page: z.number().int().min(1).max(10_000).default(1), perPage: z.number().int().min(1).max(100).default(25) };
const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.object({ items: z.array(item), total: count, page: z.number().int(), perPage: z.number().int() }) });
const Keyword = z.string().trim().max(40, '검색어는 40자까지 입력할 수 있습니다.').optional();
const text = (name: string, max: number) =>
  z
    .string({ error: `${withParticle(name, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, `${withParticle(name, '을/를')} 입력해 주세요.`)
    .max(max, `${withParticle(name, '은/는')} ${max.toLocaleString('ko-KR')}자까지 쓸 수 있습니다.`);

export const NoticeOpsSchema = z.object({
  noticeNo: z.number().int(),
  title: z.string(),
  body: z.string(),
  pinnedYn: z.enum(['Y', 'N']),
  status: ContentStatusSchema,
  /** When shoppers first see it (yyyyMMddHHmmss, Korean time); a later moment schedules it. */
  publishedDttm: z.string(),
  updatedDttm: z.string(),
});
export const ListNoticesRequestSchema = z.object({ status: ContentStatusSchema.optional(), keyword: Keyword, ...Paging });
export const ListNoticesResponseSchema = pageOf(NoticeOpsSchema);
const NoticeNoSchema = z.number({ error: 'noticeNo(공지 번호)를 숫자로 보내 주세요.' }).int().positive();
export const NoticeRefRequestSchema = z.object({ noticeNo: NoticeNoSchema });
export const GetNoticeRequestSchema = NoticeRefRequestSchema;
export const DeleteNoticeRequestSchema = NoticeRefRequestSchema;
export const SaveNoticeRequestSchema = z.object({
  /** Absent: a new notice. */
  noticeNo: NoticeNoSchema.optional(),
  title: text('제목', NOTICE_TITLE_MAX),
  body: text('내용', NOTICE_BODY_MAX),
  pinnedYn: YesNo('pinnedYn(상단 고정)').default('N'),
  status: ContentStatusSchema.default('PUBLISHED'),
  /** Absent: now for a new notice, unchanged for an existing one. */
  publishedDttm: z
    .string()
    .regex(/^\d{14}$/, 'publishedDttm(게시 시각)은 20261125093000처럼 14자리로 보내 주세요.')
    .optional(),
});
export const NoticeOpsResponseSchema = z.object({ data: NoticeOpsSchema });
export const GetNoticeResponseSchema = NoticeOpsResponseSchema;
export const SaveNoticeResponseSchema = NoticeOpsResponseSchema;

export const FaqOpsSchema = z.object({
  faqNo: z.number().int(),
  categoryCd: FaqCategorySchema,
  question: z.string(),
  answer: z.string(),
  /** Smaller first within a category. */
  sortOrd: z.number().int(),
  /** Among 자주 묻는 질문 on the centre's home. */
  topYn: z.enum(['Y', 'N']),
  status: ContentStatusSchema,
  updatedDttm: z.string(),
});
export const ListFaqsRequestSchema = z.object({
  categoryCd: FaqCategorySchema.optional(),
  status: ContentStatusSchema.optional(),
  keyword: Keyword,
  ...Paging,
});
export const ListFaqsResponseSchema = pageOf(FaqOpsSchema);
const FaqNoSchema = z.number({ error: 'faqNo(FAQ 번호)를 숫자로 보내 주세요.' }).int().positive();
export const FaqRefRequestSchema = z.object({ faqNo: FaqNoSchema });
export const GetFaqRequestSchema = FaqRefRequestSchema;
export const DeleteFaqRequestSchema = FaqRefRequestSchema;
export const SaveFaqRequestSchema = z.object({
  faqNo: FaqNoSchema.optional(),
  categoryCd: FaqCategorySchema,
  question: text('질문', FAQ_QUESTION_MAX),
  answer: text('답변', FAQ_ANSWER_MAX),
  sortOrd: z.number({ error: 'sortOrd(순서)는 숫자여야 합니다.' }).int().min(0).max(9999).default(0),
  topYn: YesNo('topYn(자주 묻는 질문)').default('N'),
  status: ContentStatusSchema.default('PUBLISHED'),
});
export const FaqOpsResponseSchema = z.object({ data: FaqOpsSchema });
export const GetFaqResponseSchema = FaqOpsResponseSchema;
export const SaveFaqResponseSchema = FaqOpsResponseSchema;

export const DeletedResponseSchema = z.object({ data: z.object({ deleted: z.literal(true) }) });
export const DeleteNoticeResponseSchema = DeletedResponseSchema;
export const DeleteFaqResponseSchema = DeletedResponseSchema;

export const CONTENT_OPS_CONTRACTS = contractsNamed(S, R, {
  listNotices: { summary: '공지사항 목록(운영): 상단 고정 먼저, 최신 순; 상태·검색어로 거르고 쪽 단위와 전체 건수' },
  getNotice: { summary: '공지사항 하나(숨김·예약 포함)', errors: ['NOTICE_NOT_FOUND'] },
  saveNotice: { summary: '공지사항 쓰기·고치기: 제목, 내용, 상단 고정, 게시·숨김, 게시 시각(미래면 예약); 고객센터에 바로 반영', errors: ['NOTICE_NOT_FOUND'] },
  deleteNotice: { summary: '공지사항 삭제', errors: ['NOTICE_NOT_FOUND'] },
  listFaqs: { summary: 'FAQ 목록(운영): 분류와 순서대로; 분류·상태·검색어로 거르고 쪽 단위와 전체 건수' },
  getFaq: { summary: 'FAQ 하나(숨김 포함)', errors: ['FAQ_NOT_FOUND'] },
  saveFaq: { summary: 'FAQ 쓰기·고치기: 분류, 질문, 답변, 순서, 자주 묻는 질문, 게시·숨김; 고객센터에 바로 반영', errors: ['FAQ_NOT_FOUND'] },
  deleteFaq: { summary: 'FAQ 삭제', errors: ['FAQ_NOT_FOUND'] },
});
