/**
 * The terms and content-page calls: a document of the `documents` table (migration
 * 0024) in the version in force today, or in an earlier version the reader chose, with the list of
 * versions in force so far. Terms are found by their id or their PC popup code; the customer
 * centre's pages (전자공고, 매장 입점 절차) by their id only. Anyone may call them.
 */
import { z } from 'zod';
import { contractsNamed } from './contract';
import * as S from './terms-calls';
import { TERMS_ROUTES as R } from './terms-routes';

const DocId = z.string().trim().min(1, '문서를 선택해 주세요.').max(40, '문서를 다시 선택해 주세요.');
const VersionNo = z.number({ error: '버전을 다시 선택해 주세요.' }).int().positive().max(999_999).optional();

export const GetTermsRequestSchema = z
  .object({ tncId: DocId.optional(), inmTncCd: DocId.optional(), versionNo: VersionNo })
  .refine((input) => (input.tncId === undefined) !== (input.inmTncCd === undefined), {
    message: '약관 아이디나 약관 코드 중 하나로 찾아 주세요.',
    path: ['tncId'],
  });
export type GetTermsRequest = z.input<typeof GetTermsRequestSchema>;

export const GetContentPageRequestSchema = z.object({ pageId: DocId, versionNo: VersionNo });
export type GetContentPageRequest = z.input<typeof GetContentPageRequestSchema>;

/** yyyyMMdd, a day of the Korean calendar. */
const Day = z.string().regex(/^\d{8}$/);
export const DocumentVersionBriefSchema = z.object({ versionNo: z.number().int(), effectiveDt: Day });

export const ContentDocumentSchema = z.object({
  docId: z.string(),
  inmTncCd: z.string().nullable(),
  title: z.string(),
  /** What the version's date means: 시행일, 공고일, 수정일. */
  dateLabel: z.string(),
  /** The version in force today. */
  currentVersionNo: z.number().int(),
  /** The version asked for, or the one in force. */
  version: DocumentVersionBriefSchema.extend({ body: z.string() }),
  /** Every version in force so far, newest first. */
  versions: z.array(DocumentVersionBriefSchema),
});
export type ContentDocument = z.infer<typeof ContentDocumentSchema>;

export const GetDocumentResponseSchema = z.object({ data: ContentDocumentSchema });
export type GetDocumentResponse = z.infer<typeof GetDocumentResponseSchema>;
export const GetTermsResponseSchema = GetDocumentResponseSchema;
export const GetContentPageResponseSchema = GetDocumentResponseSchema;

export const TERMS_CONTRACTS = contractsNamed(S, R, {
  getTerms: {
    summary: '약관: 아이디(terms, privacy…) 또는 약관 코드(TNC001…)로, 현재 시행 중인 버전이나 고른 버전과 시행일 목록',
    errors: ['TERMS_NOT_FOUND', 'TERMS_VERSION_NOT_FOUND'],
  },
  getContentPage: { summary: '고객센터 안내 페이지(전자공고, 매장 입점 절차): 최신 버전이나 고른 버전과 날짜 목록', errors: ['CONTENT_PAGE_NOT_FOUND'] },
});
