/**
 * The editor's posting calls (ADR 024): the editor's standing, their
 * postings with states and a rejection's reason, writing (title, topic, body, images or a video,
 * products), and changing or deleting a posting until an operator publishes it. Member calls.
 */
import { z } from 'zod';
import { POSTING_MAX_IMAGES, POSTING_MAX_PRODUCTS, POSTING_TOPICS, type PostingTopic } from '../postings/posting-rules';
import { postingBodyProblem, postingMediaProblem, postingTitleProblem } from '../validation/posting';
import { contractsNamed } from './contract';
import * as S from './posting-calls';
import { POSTING_ROUTES as R } from './posting-routes';

const UploadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '파일을 다시 올려 주세요.');
const PostingNoSchema = z.number({ error: '포스팅을 선택해 주세요.' }).int().positive();

export const PostingTopicSchema = z.enum(POSTING_TOPICS as unknown as [PostingTopic, ...PostingTopic[]], { error: '주제를 선택해 주세요.' });
export const PostingMediaSchema = z.object({ kind: z.enum(['IMAGE', 'VIDEO']), url: z.string() });
export type PostingMedia = z.infer<typeof PostingMediaSchema>;

/** The member's standing as an editor: null when they are not an active editor. */
export const EditorSchema = z.object({ editorNo: z.string(), nickNm: z.string() }).nullable();

export const PostingProductSchema = z.object({ productCode: z.string(), prdNm: z.string(), saleAmt: z.number().int(), imageUrl: z.string() });

export const MyPostingSchema = z.object({
  postingNo: z.number().int(),
  title: z.string(),
  topic: z.string(),
  body: z.string(),
  media: z.array(PostingMediaSchema),
  products: z.array(PostingProductSchema),
  status: z.enum(['PENDING', 'PUBLISHED', 'REJECTED']),
  rejectReason: z.string().nullable(),
  regDttm: z.string(),
  updDttm: z.string().nullable(),
  publishedDttm: z.string().nullable(),
});
export type MyPosting = z.infer<typeof MyPostingSchema>;

const Fields = z.object({
  title: z.string({ error: '제목을 입력해 주세요.' }),
  topic: PostingTopicSchema,
  body: z.string().default(''),
  imageUploadIds: z.array(UploadIdSchema).max(POSTING_MAX_IMAGES, `이미지는 ${POSTING_MAX_IMAGES}장까지 올릴 수 있습니다.`).default([]),
  videoUploadId: UploadIdSchema.nullable().default(null),
  /** Media already on the posting that it keeps (its public paths), when it is changed. */
  keepMedia: z.array(z.string().max(200)).max(POSTING_MAX_IMAGES).default([]),
  productCodes: z.array(z.string().min(1).max(20)).max(POSTING_MAX_PRODUCTS, `상품은 ${POSTING_MAX_PRODUCTS}개까지 고를 수 있습니다.`).default([]),
});
/** The same rules as the screen's (shared/validation/posting.ts); the media rule counts kept and new files. */
function checked<T extends z.ZodType<z.output<typeof Fields>>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const title = postingTitleProblem(value.title);
    if (title) ctx.addIssue({ code: 'custom', path: ['title'], message: title });
    const body = postingBodyProblem(value.body);
    if (body) ctx.addIssue({ code: 'custom', path: ['body'], message: body });
    const keptVideos = value.keepMedia.filter((url) => url.includes('/posting-video/')).length;
    const videos = keptVideos + (value.videoUploadId ? 1 : 0);
    const media = postingMediaProblem(value.keepMedia.length - keptVideos + value.imageUploadIds.length, videos);
    if (media) ctx.addIssue({ code: 'custom', path: ['media'], message: media });
  });
}
export const RegisterPostingRequestSchema = checked(Fields);
export type RegisterPostingRequest = z.input<typeof Fields>;
export const ModifyPostingRequestSchema = checked(Fields.extend({ postingNo: PostingNoSchema }));
export type ModifyPostingRequest = z.input<typeof ModifyPostingRequestSchema>;

export const PostingRefRequestSchema = z.object({ postingNo: PostingNoSchema });
export type PostingRefRequest = z.input<typeof PostingRefRequestSchema>;
export const GetMyPostingRequestSchema = PostingRefRequestSchema;
export const DeletePostingRequestSchema = PostingRefRequestSchema;

export const GetMyPostingsRequestSchema = z.object({ page: z.number().int().min(1).max(1000).default(1) });
export type GetMyPostingsRequest = z.input<typeof GetMyPostingsRequestSchema>;
export const GetMyPostingsResponseSchema = z.object({
  data: z.object({ editor: EditorSchema, items: z.array(MyPostingSchema), totalCnt: z.number().int(), pageSize: z.number().int() }),
});
export type GetMyPostingsResponse = z.infer<typeof GetMyPostingsResponseSchema>;

export const GetMyPostingResponseSchema = z.object({ data: z.object({ editor: EditorSchema, posting: MyPostingSchema }) });
export type GetMyPostingResponse = z.infer<typeof GetMyPostingResponseSchema>;

export const PostingSavedResponseSchema = z.object({ data: z.object({ posting: MyPostingSchema.nullable(), message: z.string() }) });
export type PostingSavedResponse = z.infer<typeof PostingSavedResponseSchema>;
export const RegisterPostingResponseSchema = PostingSavedResponseSchema;
export const ModifyPostingResponseSchema = PostingSavedResponseSchema;
export const DeletePostingResponseSchema = PostingSavedResponseSchema;

const SAVE_ERRORS = ['POSTING_NOT_EDITOR', 'POSTING_PRODUCT_NOT_FOUND', 'UPLOAD_NOT_FOUND', 'UPLOAD_TOO_MANY'] as const;

export const POSTING_CONTRACTS = contractsNamed(S, R, {
  getMyPostings: { summary: '내 포스팅: 에디터 여부, 검토 중·게시됨·반려 상태와 반려 사유, 10개씩' },
  getMyPosting: { summary: '내 포스팅 상세(수정 화면도 이것으로 채운다)', errors: ['POSTING_NOT_FOUND'] },
  registerPosting: { summary: '포스팅 등록: 제목 40자·주제 필수, 이미지 10장(10MB) 또는 동영상 1개(50MB), 상품 5개, 운영자 확인 후 게시', errors: SAVE_ERRORS },
  modifyPosting: {
    summary: '포스팅 수정: 게시 전까지(반려된 포스팅은 다시 검토 중이 된다)',
    errors: ['POSTING_NOT_FOUND', 'POSTING_PUBLISHED', ...SAVE_ERRORS],
  },
  deletePosting: { summary: '포스팅 삭제: 게시 전까지, 올린 파일도 함께', errors: ['POSTING_NOT_FOUND', 'POSTING_PUBLISHED'] },
});
