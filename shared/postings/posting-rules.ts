/**
 * Editor postings (ADR 024): topics, lengths, media, states and
 * messages. Schema-free, so the screens load no zod.
 */

/** The topics of the posting list's filter and the seeded postings. */
export const POSTING_TOPICS = ['스킨케어', '메이크업', '바디·헤어', '라이프'] as const;
export type PostingTopic = (typeof POSTING_TOPICS)[number];

export const POSTING_TITLE_MAX = 40;
export const POSTING_BODY_MAX = 3000;
/** A posting carries up to 10 images, or one video. */
export const POSTING_MAX_IMAGES = 10;
export const POSTING_MAX_PRODUCTS = 5;
export const POSTING_PAGE_SIZE = 12;
export const POSTING_REJECT_REASON_MAX = 500;

/** The states the editor sees (DELETED is never shown). */
export const POSTING_STATUS_NAMES = { PENDING: '검토 중', PUBLISHED: '게시됨', REJECTED: '반려' } as const;
export type PostingStatus = keyof typeof POSTING_STATUS_NAMES;

/** A posting can be changed until an operator confirms it. */
export const postingEditable = (status: PostingStatus) => status !== 'PUBLISHED';

export const POSTING_REGISTERED_MESSAGE = '포스팅이 등록되었습니다. 운영자 확인 후 게시됩니다.';
export const POSTING_MODIFIED_MESSAGE = '포스팅이 수정되었습니다. 운영자 확인 후 게시됩니다.';
export const POSTING_DELETED_MESSAGE = '포스팅이 삭제되었습니다.';
/** Only a currently active editor may write a posting. */
export const NOT_EDITOR_MESSAGE = '활동 중인 에디터만 포스팅을 쓸 수 있습니다. 에디터 활동은 고객센터로 문의해 주세요.';
