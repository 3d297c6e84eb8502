/**
 * The content team's terms and policy documents: every document with its versions,
 * and a new version written for a future day. A version that is or was in force is the record of
 * what shoppers agreed to, so it is never rewritten: only versions still waiting may be changed,
 * hidden or dropped (migration 0024; the shop reads D1 on every view, no rebuild).
 */
import { z } from 'zod';
import { ContentStatusSchema } from './content-ops-calls';
import { DOCUMENT_OPS_ROUTES as R } from './document-ops-routes';
import { contractsNamed } from './contract';
import * as S from './document-ops-calls';

const DocIdSchema = z.string({ error: 'docId(문서)를 보내 주세요.' }).regex(/^[a-z0-9-]{1,40}$/, 'docId(문서)가 올바르지 않습니다.');
const DaySchema = z.string({ error: '시행일을 보내 주세요.' }).regex(/^\d{8}$/, '시행일은 20261201처럼 8자리로 보내 주세요.');

export const DocumentVersionOpsSchema = z.object({
  versionNo: z.number().int(),
  effectiveDt: z.string(),
  status: ContentStatusSchema,
  /** IN_FORCE: what shoppers read now; PAST: replaced; WAITING: its day has not come (only these may change). */
  phase: z.enum(['IN_FORCE', 'PAST', 'WAITING']),
  body: z.string(),
  updatedDttm: z.string(),
});
export const DocumentOpsSchema = z.object({
  docId: z.string(),
  inmTncCd: z.string().nullable(),
  kind: z.enum(['TERMS', 'PAGE']),
  title: z.string(),
  dateLabel: z.string(),
  versions: z.array(DocumentVersionOpsSchema),
});
export const ListDocumentsResponseSchema = z.object({ data: z.object({ items: z.array(DocumentOpsSchema), total: z.number().int() }) });
export const GetDocumentRequestSchema = z.object({ docId: DocIdSchema });
export const DocumentResponseSchema = z.object({ data: DocumentOpsSchema });
export const GetDocumentResponseSchema = DocumentResponseSchema;
export const SaveDocumentVersionResponseSchema = DocumentResponseSchema;
export const DeleteDocumentVersionResponseSchema = DocumentResponseSchema;

export const DOCUMENT_BODY_MAX = 50_000;
export const SaveDocumentVersionRequestSchema = z.object({
  docId: DocIdSchema,
  /** Absent: a new version, numbered after the last. */
  versionNo: z.number().int().positive().optional(),
  effectiveDt: DaySchema,
  body: z
    .string({ error: '내용을 입력해 주세요.' })
    .trim()
    .min(1, '내용을 입력해 주세요.')
    .max(DOCUMENT_BODY_MAX, `내용은 ${DOCUMENT_BODY_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있습니다.`),
  status: ContentStatusSchema.default('PUBLISHED'),
});
export const DeleteDocumentVersionRequestSchema = z.object({ docId: DocIdSchema, versionNo: z.number().int().positive() });

export const DOCUMENT_OPS_CONTRACTS = contractsNamed(S, R, {
  listDocuments: { summary: '약관·안내 문서 목록: 문서마다 모든 버전과 그 상태(시행 중, 지난 버전, 시행 대기)' },
  getDocument: { summary: '문서 하나와 모든 버전', errors: ['TERMS_NOT_FOUND'] },
  saveDocumentVersion: {
    summary: '새 버전(시행일은 내일 이후) 쓰기, 또는 시행 대기 중인 버전 고치기·숨기기; 시행 중이거나 지난 버전은 바꿀 수 없다',
    errors: ['TERMS_NOT_FOUND', 'TERMS_VERSION_NOT_FOUND', 'DOCUMENT_VERSION_DAY_PAST', 'DOCUMENT_VERSION_LOCKED'],
  },
  deleteDocumentVersion: { summary: '시행 대기 중인 버전 지우기', errors: ['TERMS_VERSION_NOT_FOUND', 'DOCUMENT_VERSION_LOCKED'] },
});
