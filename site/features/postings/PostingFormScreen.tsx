/**
 * 포스팅 등록 (`/cu/mypage/posting/regist`): a new posting, or with `?postingNo=` the
 * editor's posting to change until it is published. A member who is not an active editor is told so.
 */
import { useEffect, useState } from 'react';
import { postingEditable } from '#shared/postings/posting-rules';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { IslandErrorBoundary } from '#features/error/IslandErrorBoundary.tsx';
import { ApiError } from '#lib/api-client';
import { NotEditor } from './NotEditor';
import { BLANK_POSTING, PostingForm, type PostingValues } from './PostingForm';
import { RejectReason } from './PostingStatus';
import { fetchMyPostings, fetchMyPosting, modifyPosting, registerPosting, type MyPosting, type PostingInput } from './posting-api';
import { detailPath, MY_POSTINGS_PATH, postingNoParam } from './posting-paths';

const valuesOf = (posting: MyPosting): PostingValues => {
  const video = posting.media.find((item) => item.kind === 'VIDEO');
  return {
    topic: posting.topic,
    title: posting.title,
    body: posting.body,
    mediaKind: video ? 'VIDEO' : 'IMAGE',
    photos: video ? [] : posting.media.map((item) => ({ url: item.url })),
    video: video ? { url: video.url } : null,
    products: posting.products,
  };
};

type Loaded = { phase: 'loading' } | { phase: 'not-editor' } | { phase: 'failed'; message: string } | { phase: 'ready'; posting: MyPosting | null };

async function load(postingNo: number | null): Promise<Loaded> {
  if (postingNo === null) {
    const { editor } = await fetchMyPostings(1);
    return editor ? { phase: 'ready', posting: null } : { phase: 'not-editor' };
  }
  const { editor, posting } = await fetchMyPosting(postingNo);
  if (!editor) return { phase: 'not-editor' };
  return postingEditable(posting.status) ? { phase: 'ready', posting } : { phase: 'failed', message: '게시된 포스팅은 수정할 수 없습니다.' };
}

function RegistApp() {
  const [state, setState] = useState<Loaded>({ phase: 'loading' });
  useEffect(() => {
    load(postingNoParam()).then(setState, (error: unknown) =>
      setState({ phase: 'failed', message: error instanceof ApiError ? error.message : '포스팅을 불러오지 못했습니다. 새로고침해 주세요.' }),
    );
  }, []);
  if (state.phase === 'loading') return <StatusNote busy>포스팅 쓰기를 준비하고 있습니다.</StatusNote>;
  if (state.phase === 'not-editor') return <NotEditor />;
  if (state.phase === 'failed') return <ErrorNote>{state.message}</ErrorNote>;
  const { posting } = state;
  const send = async (input: PostingInput) => {
    const saved = posting ? await modifyPosting(posting.postingNo, input) : await registerPosting(input);
    const { showAlert } = await import('#chrome/modal');
    await showAlert({ text: saved.message });
    location.assign(saved.posting ? detailPath(saved.posting.postingNo) : MY_POSTINGS_PATH);
  };
  return (
    <>
      {posting && <RejectReason posting={posting} />}
      <PostingForm
        initial={posting ? valuesOf(posting) : BLANK_POSTING}
        submitLabel={posting ? '수정 완료' : '포스팅 등록'}
        onSend={send}
        cancelHref={posting ? detailPath(posting.postingNo) : MY_POSTINGS_PATH}
      />
    </>
  );
}

export function PostingFormScreen() {
  return (
    <IslandErrorBoundary>
      <div className="posting-screen">
        <RegistApp />
      </div>
    </IslandErrorBoundary>
  );
}
