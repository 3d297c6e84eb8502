/**
 * 포스팅 등록 (`/cu/mypage/posting/regist`): a new posting, or with `?postingNo=` the
 * editor's posting to change until it is published. A member who is not an active editor is told so.
 */
import { LoadedScreen } from '#components/ui/Loaded.tsx';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { tell } from '#components/ui/tell.ts';
import { IslandScreen } from '#features/error/IslandScreen.tsx';
import { NotEditor } from './NotEditor';
import { BLANK_POSTING, PostingForm, type PostingValues } from './PostingForm';
import { RejectReason } from './PostingStatus';
import { modifyPosting, registerPosting, type MyPosting, type PostingInput } from './posting-api';
import { formStartLoader, PUBLISHED_MESSAGE, type FormStart } from './posting-store';
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

function Regist({ start }: { start: FormStart }) {
  if (start.phase === 'not-editor') return <NotEditor />;
  if (start.phase === 'published') return <ErrorNote>{PUBLISHED_MESSAGE}</ErrorNote>;
  const { posting } = start;
  const send = async (input: PostingInput) => {
    const saved = posting ? await modifyPosting(posting.postingNo, input) : await registerPosting(input);
    await tell(saved.message);
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
    <IslandScreen className="posting-screen">
      <LoadedScreen loader={formStartLoader} loadKey={postingNoParam} loading="포스팅 쓰기를 준비하고 있습니다.">
        {(start) => <Regist start={start} />}
      </LoadedScreen>
    </IslandScreen>
  );
}
