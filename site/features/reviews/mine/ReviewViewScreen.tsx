/** `review/view/{inmPrdRvNo}`: the member's review with its state and reply; 수정 and 삭제 while allowed. */
import { useState } from 'react';
import { Loaded } from '#components/ui/Loaded.tsx';
import { messageOf } from '#components/ui/message-of.ts';
import { ask, tell } from '#components/ui/tell.ts';
import { useLoaded } from '#components/ui/use-loaded.ts';
import { islandScreen } from '#features/error/IslandScreen.tsx';
import { myReviewLoader } from './my-reviews-store';
import { isRefusal, ReviewProblem } from './ReviewProblem';
import { WrittenReview } from './WrittenReview';
import { deleteReview, type MyReview } from './review-api';
import { MY_REVIEWS_PATH, lastNumber, modifyPath, writtenTabPath } from './review-paths';

function Review({ review }: { review: MyReview }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    const question = '리뷰를 삭제할까요? 삭제한 리뷰는 다시 쓸 수 없고, 받은 리뷰 포인트는 회수됩니다.';
    if (!(await ask({ title: '리뷰 삭제', text: question, confirmLabel: '삭제', cancelLabel: '취소' }))) return;
    setBusy(true);
    try {
      await tell(await deleteReview(review.reviewNo));
      location.assign(writtenTabPath());
    } catch (error) {
      setBusy(false);
      await tell(messageOf(error, '삭제하지 못했습니다. 다시 시도해 주세요.'));
    }
  };
  return (
    <WrittenReview review={review}>
      <a className="button" href={MY_REVIEWS_PATH}>
        목록
      </a>
      {review.editableYn === 'Y' && (
        <a className="button" href={modifyPath(review.reviewNo)}>
          수정
        </a>
      )}
      <button type="button" className="button" disabled={busy} onClick={() => void remove()}>
        삭제
      </button>
    </WrittenReview>
  );
}

function ViewApp() {
  const state = useLoaded(myReviewLoader, () => lastNumber() ?? 0);
  if (isRefusal(state.error)) return <ReviewProblem problem={state.error} />;
  return (
    <Loaded state={state} loader={myReviewLoader} loading="리뷰를 불러오는 중입니다.">
      {(review) => <Review review={review} />}
    </Loaded>
  );
}

export const ReviewViewScreen = islandScreen('rvw-screen', ViewApp);
