/**
 * The operator API's posting calls: appointing and releasing editors, the queue of
 * postings waiting for confirmation, and publishing or rejecting one with a reason.
 */
import { z } from 'zod';
import { POSTING_REJECT_REASON_MAX } from '../postings/posting-rules';
import { MyPostingSchema } from './posting-calls';
import { IncsNoSchema, listOffset } from './ops-fields';
import { POSTING_OPS_ROUTES as R } from './posting-ops-routes';
import { contractsNamed } from './contract';
import * as S from './posting-ops-calls';

export const AppointEditorRequestSchema = z.object({
  incsNo: IncsNoSchema,
  nickNm: z
    .string({ error: 'nickNm(에디터 이름)을 보내 주세요.' })
    .trim()
    .min(1, 'nickNm(에디터 이름)을 입력해 주세요.')
    .max(20, '에디터 이름은 20자까지 쓸 수 있습니다.'),
});
export const ReleaseEditorRequestSchema = z.object({ incsNo: IncsNoSchema });
export const EditorResponseSchema = z.object({
  data: z.object({ incsNo: z.number().int(), editorYn: z.enum(['Y', 'N']), editorNo: z.string(), nickNm: z.string() }),
});
export const AppointEditorResponseSchema = EditorResponseSchema;
export const ReleaseEditorResponseSchema = EditorResponseSchema;

export const PostingOpsItemSchema = MyPostingSchema.extend({ incsNo: z.number().int().nullable(), editorNo: z.string(), editorNickNm: z.string() });
export const ListPostingsRequestSchema = z.object({
  status: z.enum(['PENDING', 'PUBLISHED', 'REJECTED'], { error: 'status는 PENDING, PUBLISHED, REJECTED 중 하나여야 합니다.' }).default('PENDING'),
  limit: z.number().int().min(1).max(500).default(100),
  offset: listOffset,
});
export const ListPostingsResponseSchema = z.object({ data: z.array(PostingOpsItemSchema) });

export const DecidePostingRequestSchema = z
  .object({
    postingNo: z.number({ error: 'postingNo(포스팅 번호)를 숫자로 보내 주세요.' }).int().positive(),
    action: z.enum(['PUBLISH', 'REJECT'], { error: 'action은 PUBLISH 또는 REJECT여야 합니다.' }),
    reason: z.string().trim().max(POSTING_REJECT_REASON_MAX, `반려 사유는 ${POSTING_REJECT_REASON_MAX}자까지 쓸 수 있습니다.`).optional(),
  })
  .refine((input) => input.action === 'PUBLISH' || (input.reason ?? '').length > 0, { path: ['reason'], message: 'reason(반려 사유)을 입력해 주세요.' });
export const DecidePostingResponseSchema = z.object({ data: PostingOpsItemSchema });

export const POSTING_OPS_CONTRACTS = contractsNamed(S, R, {
  appointEditor: {
    summary: '에디터 임명: 회원에게 에디터 번호와 이름을 주고 포스팅을 쓸 수 있게 한다 (다시 임명하면 같은 번호)',
    errors: ['EDITOR_NOT_FOUND'],
  },
  releaseEditor: { summary: '에디터 해제: 더는 포스팅을 쓰거나 고칠 수 없다 (게시된 포스팅은 남는다)', errors: ['EDITOR_NOT_FOUND'] },
  listPostings: { summary: '포스팅 목록: 검토 중은 오래된 것부터' },
  decidePosting: {
    summary: '포스팅 게시(PUBLISH) 또는 사유와 함께 반려(REJECT): 에디터의 알림함에 알림',
    errors: ['POSTING_NOT_FOUND', 'POSTING_NOT_PENDING'],
  },
});
