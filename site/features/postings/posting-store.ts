/** The loaders of the editor's posting screens (ADR 047): the list by page, one posting, and the form's start. */
import { postingEditable } from '#shared/postings/posting-rules';
import { createLoader } from '#components/ui/loader.ts';
import { fetchMyPosting, fetchMyPostings, type MyPosting } from './posting-api';

export const LOAD_FAILED = '포스팅을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const PUBLISHED_MESSAGE = '게시된 포스팅은 수정할 수 없습니다.';

export const myPostingsLoader = createLoader(fetchMyPostings, LOAD_FAILED);

export const myPostingLoader = createLoader(async (postingNo: number) => (await fetchMyPosting(postingNo)).posting, LOAD_FAILED);

/** What the form starts from: a blank posting (`posting: null`), the editor's posting, or why it cannot. */
export type FormStart = { phase: 'not-editor' } | { phase: 'published' } | { phase: 'ready'; posting: MyPosting | null };

async function formStart(postingNo: number | null): Promise<FormStart> {
  if (postingNo === null) {
    const { editor } = await fetchMyPostings(1);
    return editor ? { phase: 'ready', posting: null } : { phase: 'not-editor' };
  }
  const { editor, posting } = await fetchMyPosting(postingNo);
  if (!editor) return { phase: 'not-editor' };
  return postingEditable(posting.status) ? { phase: 'ready', posting } : { phase: 'published' };
}

export const formStartLoader = createLoader(formStart, LOAD_FAILED);
