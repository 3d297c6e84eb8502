/**
 * `review/write/{currentPage}?orderLineId=` and `review/modify/{inmPrdRvNo}`: the form
 * prefilled from the member's profile (writing) or from the review (changing). Saved, the member
 * hears "리뷰가 등록되었습니다" and the points paid, then sees the review. Without authority
 * (codes 1001, 1002, 001, 002; ADR 020) the screen says why and where to ask instead.
 */
import { useEffect, useState } from 'react';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { ApiError } from '#lib/api-client';
import { IslandErrorBoundary } from '#features/error/IslandErrorBoundary.tsx';
import { NoAuthority } from './NoAuthority';
import { ProductLineHead } from './ProductLineHead';
import { ReviewForm, type ReviewValues } from './ReviewForm';
import { fetchFormStart, fetchMyReview, modifyReview, registerReview, type ReviewFormStart, type ReviewInput, type Saved } from './review-api';
import { lastNumber, orderLineParam, viewPath } from './review-paths';
import type { Photo } from '#components/ui/PhotoPicker.tsx';

interface Start {
  line: ReviewFormStart['line'];
  initial: ReviewValues;
  rewards: ReviewFormStart['rewards'] | null;
  imageMaxMb: number;
  save: (input: ReviewInput, photos: Photo[]) => Promise<Saved>;
}

const AUTHORITY_CODES = ['REVIEW_1001', 'REVIEW_1002', 'REVIEW_001', 'REVIEW_002'];
const BLANK = { rating: 0, content: '', photos: [], termsAgreed: false };

async function loadStart(mode: 'write' | 'modify'): Promise<Start> {
  if (mode === 'write') {
    const orderLineId = orderLineParam();
    if (orderLineId === null) throw new ApiError('REVIEW_1001', '리뷰를 쓸 주문 상품을 찾을 수 없습니다. 리뷰 목록에서 다시 선택해 주세요.', 404);
    const start = await fetchFormStart(orderLineId);
    return {
      line: start.line,
      initial: { ...BLANK, skinTypeCd: start.skinTypeCd, skinConcerns: start.skinConcerns },
      rewards: start.rewards,
      imageMaxMb: start.imageMaxMb,
      save: (input) => registerReview(orderLineId, input),
    };
  }
  const reviewNo = lastNumber() ?? 0;
  const review = await fetchMyReview(reviewNo);
  if (review.editableYn === 'N') throw new ApiError('REVIEW_1002', '수정할 수 없는 리뷰입니다. 블라인드되었거나 작성 기간이 지났습니다.', 409);
  return {
    line: review,
    initial: {
      rating: review.rating,
      content: review.content,
      skinTypeCd: review.skinTypeCd,
      skinConcerns: review.skinConcerns,
      photos: review.images.map((url) => ({ url })),
      termsAgreed: false,
    },
    rewards: null,
    imageMaxMb: review.imageMaxMb,
    save: (input, photos) =>
      modifyReview(
        reviewNo,
        photos.filter((photo) => !photo.uploadId).map((photo) => photo.url),
        input,
      ),
  };
}

function WriteApp({ mode }: { mode: 'write' | 'modify' }) {
  const [start, setStart] = useState<Start | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadStart(mode).then(setStart, (error: unknown) => {
      if (error instanceof ApiError && AUTHORITY_CODES.includes(error.code)) setRefusal(error);
      else setFailed(true);
    });
  }, [mode]);
  if (refusal) return <NoAuthority message={refusal.message} />;
  if (failed) return <ErrorNote>리뷰 작성 화면을 불러오지 못했습니다. 새로고침해 주세요.</ErrorNote>;
  if (!start) return <StatusNote busy>리뷰 작성 화면을 불러오는 중입니다.</StatusNote>;
  const send = async (input: ReviewInput, photos: Photo[]) => {
    const saved = await start.save(input, photos);
    const { showAlert } = await import('#chrome/modal');
    await showAlert({
      title: saved.message,
      text: saved.rewardMessage ?? (saved.review.status === 'PUBLISHED' ? '리뷰가 게시되었습니다.' : `검수 후 게시됩니다. (${saved.review.statusNm})`),
    });
    location.assign(viewPath(saved.review.reviewNo));
  };
  return (
    <>
      <ProductLineHead line={start.line} />
      <ReviewForm
        initial={start.initial}
        rewards={start.rewards}
        imageMaxMb={start.imageMaxMb}
        submitLabel={mode === 'write' ? '리뷰 등록' : '수정 완료'}
        onSend={send}
      />
    </>
  );
}

export function ReviewWriteScreen({ mode }: { mode: 'write' | 'modify' }) {
  return (
    <IslandErrorBoundary>
      <div className="rvw-screen">
        <WriteApp mode={mode} />
      </div>
    </IslandErrorBoundary>
  );
}
