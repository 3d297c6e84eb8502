/** `review/view/{inmPrdRvNo}`: the member's review with its state and reply; 수정 and 삭제 while allowed. */
import { useEffect, useState } from 'react';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { ApiError } from '#lib/api-client';
import { IslandErrorBoundary } from '#features/error/IslandErrorBoundary.tsx';
import { NoAuthority } from './NoAuthority';
import { WrittenReview } from './WrittenReview';
import { deleteReview, fetchMyReview, type MyReview } from './review-api';
import { MY_REVIEWS_PATH, lastNumber, modifyPath, writtenTabPath } from './review-paths';

function ViewApp() {
  const [review, setReview] = useState<MyReview | null>(null);
  const [problem, setProblem] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchMyReview(lastNumber() ?? 0).then(setReview, (error: unknown) =>
      setProblem(error instanceof ApiError ? error : new ApiError('UNKNOWN', '리뷰를 불러오지 못했습니다.', 0)),
    );
  }, []);
  if (problem?.code === 'REVIEW_001') return <NoAuthority message={problem.message} />;
  if (problem) return <ErrorNote>{problem.message}</ErrorNote>;
  if (!review) return <StatusNote busy>리뷰를 불러오는 중입니다.</StatusNote>;
  const remove = async () => {
    const { showAlert, showConfirm } = await import('#chrome/modal');
    if (
      !(await showConfirm({
        title: '리뷰 삭제',
        text: '리뷰를 삭제할까요? 삭제한 리뷰는 다시 쓸 수 없고, 받은 리뷰 포인트는 회수됩니다.',
        confirmLabel: '삭제',
        cancelLabel: '취소',
      }))
    )
      return;
    setBusy(true);
    try {
      await showAlert({ text: await deleteReview(review.reviewNo) });
      location.assign(writtenTabPath());
    } catch (error) {
      setBusy(false);
      await showAlert({ text: error instanceof ApiError ? error.message : '삭제하지 못했습니다. 다시 시도해 주세요.' });
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

export function ReviewViewScreen() {
  return (
    <IslandErrorBoundary>
      <div className="rvw-screen">
        <ViewApp />
      </div>
    </IslandErrorBoundary>
  );
}
