/**
 * The content team's terms and policy documents: every document with its versions,
 * and a new version written for a future day. A version that is or was in force is the record of
 * what shoppers agreed to, so it is never rewritten: only versions still waiting may be changed,
 * hidden or dropped (migration 0024; the shop reads D1 on every view, no rebuild).
 */
import { z } from 'zod';
import { ContentStatusSchema } from './content-ops-calls';

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
export const DocumentListResponseSchema = z.object({ data: z.object({ items: z.array(DocumentOpsSchema), total: z.number().int() }) });
export const DocumentRefRequestSchema = z.object({ docId: DocIdSchema });
export const DocumentResponseSchema = z.object({ data: DocumentOpsSchema });

export const DOCUMENT_BODY_MAX = 50_000;
export const DocumentVersionSaveRequestSchema = z.object({
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
export const DocumentVersionDeleteRequestSchema = z.object({ docId: DocIdSchema, versionNo: z.number().int().positive() });
