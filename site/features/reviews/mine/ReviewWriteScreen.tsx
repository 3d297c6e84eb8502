/**
 * `review/write/{currentPage}?orderLineId=` and `review/modify/{inmPrdRvNo}`: the form
 * prefilled from the member's profile (writing) or from the review (changing). Saved, the member
 * hears "리뷰가 등록되었습니다" and the points paid, then sees the review. Without authority
 * (codes 1001, 1002, 001, 002; ADR 020) the screen says why and where to ask instead.
 */
import { createLoader } from '#components/ui/loader.ts';
import { Loaded } from '#components/ui/Loaded.tsx';
import { tell } from '#components/ui/tell.ts';
import { useLoaded } from '#components/ui/use-loaded.ts';
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

const startLoader = createLoader(loadStart, '리뷰 작성 화면을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');

function WriteApp({ mode }: { mode: 'write' | 'modify' }) {
  const state = useLoaded(startLoader, mode);
  const { error } = state;
  if (error instanceof ApiError && AUTHORITY_CODES.includes(error.code)) return <NoAuthority message={error.message} />;
  return (
    <Loaded state={state} loader={startLoader} loading="리뷰 작성 화면을 불러오는 중입니다.">
      {(start) => <WriteForm start={start} mode={mode} />}
    </Loaded>
  );
}

function WriteForm({ start, mode }: { start: Start; mode: 'write' | 'modify' }) {
  const send = async (input: ReviewInput, photos: Photo[]) => {
    const saved = await start.save(input, photos);
    await tell({
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
