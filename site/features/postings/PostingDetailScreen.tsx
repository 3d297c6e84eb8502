/**
 * 포스팅 상세 (`/cu/mypage/posting/detail?postingNo=`): the editor's posting as written,
 * its state and a rejection's reason; 수정 and 삭제 until it is published, a link to it once it is.
 */
import { useState } from 'react';
import { formatDttm, formatWon } from '#shared/format';
import { postingEditable } from '#shared/postings/posting-rules';
import { productPath } from '#shared/catalog/paths';
import { LoadedScreen } from '#components/ui/Loaded.tsx';
import { messageOf } from '#components/ui/message-of.ts';
import { ask, tell } from '#components/ui/tell.ts';
import { IslandScreen } from '#features/error/IslandScreen.tsx';
import { paragraphsOf } from '#shared/campaign/campaign-format';
import { PostingStatus, RejectReason } from './PostingStatus';
import { deletePosting, type MyPosting } from './posting-api';
import { myPostingLoader } from './posting-store';
import { MY_POSTINGS_PATH, postingNoParam, publicPostingPath, registPath } from './posting-paths';

function Media({ posting }: { posting: MyPosting }) {
  return (
    <div className="posting-detail__media">
      {posting.media.map((item, index) =>
        item.kind === 'VIDEO' ? (
          <video key={item.url} src={item.url} controls preload="metadata" playsInline aria-label={`${posting.title} 동영상`} />
        ) : (
          <img key={item.url} src={item.url} alt={`${posting.title} 사진 ${index + 1}`} loading={index === 0 ? 'eager' : 'lazy'} />
        ),
      )}
    </div>
  );
}

function Detail({ posting }: { posting: MyPosting }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    const question = '포스팅을 삭제할까요? 올린 사진과 동영상도 함께 삭제됩니다.';
    if (!(await ask({ title: '포스팅 삭제', text: question, confirmLabel: '삭제', cancelLabel: '취소' }))) return;
    setBusy(true);
    try {
      await tell(await deletePosting(posting.postingNo));
      location.assign(MY_POSTINGS_PATH);
    } catch (error) {
      setBusy(false);
      await tell(messageOf(error, '삭제하지 못했습니다. 다시 시도해 주세요.'));
    }
  };
  return (
    <article className="posting-detail" aria-labelledby="posting-detail-title">
      <p className="posting-item__meta">
        <PostingStatus posting={posting} /> {posting.topic} · 등록 {formatDttm(posting.regDttm, { weekday: false })}
        {posting.publishedDttm && ` · 게시 ${formatDttm(posting.publishedDttm, { weekday: false })}`}
      </p>
      <h2 id="posting-detail-title">{posting.title}</h2>
      <RejectReason posting={posting} />
      {posting.status === 'PENDING' && <p className="posting-form__note">운영자가 확인하고 있습니다. 게시되면 알림함으로 알려 드립니다.</p>}
      <Media posting={posting} />
      {paragraphsOf(posting.body).map((paragraph, index) => (
        <p key={index} className="posting-detail__paragraph">
          {paragraph}
        </p>
      ))}
      {posting.products.length > 0 && (
        <section aria-labelledby="posting-detail-products">
          <h3 id="posting-detail-products">포스팅 속 상품</h3>
          <ul className="posting-products__chosen">
            {posting.products.map((product) => (
              <li key={product.productCode}>
                <a href={productPath(product.productCode)}>{product.prdNm}</a> <small>{formatWon(product.saleAmt)}</small>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="ui-form__buttons">
        <a className="button" href={MY_POSTINGS_PATH}>
          목록
        </a>
        {postingEditable(posting.status) ? (
          <>
            <a className="button" href={registPath(posting.postingNo)}>
              수정
            </a>
            <button type="button" className="button" disabled={busy} onClick={() => void remove()}>
              삭제
            </button>
          </>
        ) : (
          <a className="button button--primary" href={publicPostingPath(posting.postingNo)}>
            게시된 포스팅 보기
          </a>
        )}
      </div>
    </article>
  );
}

export function PostingDetailScreen() {
  return (
    <IslandScreen className="posting-screen">
      <LoadedScreen loader={myPostingLoader} loadKey={() => postingNoParam() ?? 0} loading="포스팅을 불러오는 중입니다.">
        {(posting) => <Detail posting={posting} />}
      </LoadedScreen>
    </IslandScreen>
  );
}
