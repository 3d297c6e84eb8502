/**
 * 내 포스팅 (`/cu/mypage/posting`): an active editor's postings with their state and a
 * rejection's reason, and 포스팅 쓰기; a member who is not an active editor is told so.
 */
import { useState } from 'react';
import { formatDttm } from '#shared/format';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Loaded } from '#components/ui/Loaded.tsx';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { Pagination } from '#components/ui/Pagination.tsx';
import { useLoaded } from '#components/ui/use-loaded.ts';
import { islandScreen } from '#features/error/IslandScreen.tsx';
import { NotEditor } from './NotEditor';
import { PostingStatus, RejectReason } from './PostingStatus';
import type { MyPosting, PostingPage } from './posting-api';
import { myPostingsLoader } from './posting-store';
import { detailPath, registPath } from './posting-paths';

function Thumb({ posting }: { posting: MyPosting }) {
  const [first] = posting.media;
  if (!first) return <span className="posting-item__thumb" aria-hidden="true" />;
  return first.kind === 'VIDEO' ? (
    <video className="posting-item__thumb" src={`${first.url}#t=0.1`} preload="metadata" muted aria-hidden="true" />
  ) : (
    <img className="posting-item__thumb" src={first.url} alt="" width={72} height={72} loading="lazy" />
  );
}

function MyPostingsApp() {
  const [page, setPage] = useState(1);
  const state = useLoaded(myPostingsLoader, page);
  return (
    <Loaded state={state} loader={myPostingsLoader} loading="포스팅을 불러오는 중입니다.">
      {(list) => <PostingList list={list} page={page} onPage={setPage} />}
    </Loaded>
  );
}

function PostingList({ list, page, onPage }: { list: PostingPage; page: number; onPage: (page: number) => void }) {
  if (!list.editor && list.totalCnt === 0) return <NotEditor />;
  return (
    <>
      {list.editor ? (
        <div className="posting-head">
          <p>
            에디터 <strong>{list.editor.nickNm}</strong> ({list.editor.editorNo})
          </p>
          <a className="button button--primary" href={registPath()}>
            포스팅 쓰기
          </a>
        </div>
      ) : (
        <ErrorNote>에디터 활동이 끝나 새 포스팅을 쓰거나 고칠 수 없습니다.</ErrorNote>
      )}
      <section aria-labelledby="posting-list-title" className="posting-mine">
        <h2 id="posting-list-title">내 포스팅 {list.totalCnt}개</h2>
        {list.items.length === 0 ? (
          <EmptyState icon="receipt" title="아직 쓴 포스팅이 없습니다" text="직접 써 본 제품 이야기를 사진이나 동영상과 함께 들려주세요." />
        ) : (
          <ul>
            {list.items.map((posting) => (
              <li key={posting.postingNo}>
                <a className="posting-item" href={detailPath(posting.postingNo)}>
                  <Thumb posting={posting} />
                  <span className="posting-item__text">
                    <span className="posting-item__meta">
                      <PostingStatus posting={posting} /> {posting.topic} · {formatDttm(posting.updDttm ?? posting.regDttm, { weekday: false })}
                    </span>
                    <span className="posting-item__title">{posting.title}</span>
                    <RejectReason posting={posting} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} last={Math.ceil(list.totalCnt / list.pageSize)} label="내 포스팅 페이지" onPage={onPage} />
      </section>
    </>
  );
}

export const MyPostingsScreen = islandScreen('posting-screen', MyPostingsApp);
