/**
 * `review/write/{currentPage}?orderLineId=` and `review/modify/{inmPrdRvNo}`: the form
 * prefilled from the member's profile (writing) or from the review (changing). Saved, the member
 * hears "리뷰가 등록되었습니다" and the points paid, then the view screen reads the review. A
 * refusal (codes 1001, 1002, 001, 002 of ADR 020, or a line the address does not name) shows the
 * gateway's own message and where to ask instead; the screen words no refusal of its own.
 */
import { createLoader } from '#components/ui/loader.ts';
import { Loaded } from '#components/ui/Loaded.tsx';
import { tell } from '#components/ui/tell.ts';
import { useLoaded } from '#components/ui/use-loaded.ts';
import { islandScreen } from '#features/error/IslandScreen.tsx';
import { ProductLineHead } from './ProductLineHead';
import { isRefusal, ReviewProblem } from './ReviewProblem';
import { ReviewForm, type ReviewValues } from './ReviewForm';
import { fetchFormStart, fetchMyReview, modifyReview, registerReview, type ReviewFormStart, type ReviewInput, type Saved } from './review-api';
import { lastNumber, orderLineParam, viewPath } from './review-paths';
import { savedNotice } from './review-saved';
import type { Photo } from '#components/ui/PhotoPicker.tsx';

interface Start {
  line: ReviewFormStart['line'];
  initial: ReviewValues;
  rewards: ReviewFormStart['rewards'] | null;
  imageMaxMb: number;
  monthlyMaxPt: number;
  save: (input: ReviewInput, photos: Photo[]) => Promise<Saved>;
}

const BLANK = { rating: 0, content: '', photos: [], termsAgreed: false };

async function loadStart(mode: 'write' | 'modify'): Promise<Start> {
  if (mode === 'write') {
    // An address without a line is asked as line 0, which the gateway refuses in its own words.
    const orderLineId = orderLineParam() ?? 0;
    const start = await fetchFormStart(orderLineId);
    return {
      line: start.line,
      initial: { ...BLANK, skinTypeCd: start.skinTypeCd, skinConcerns: start.skinConcerns },
      rewards: start.rewards,
      imageMaxMb: start.imageMaxMb,
      monthlyMaxPt: start.rewards.monthlyMaxPt,
      save: (input) => registerReview(orderLineId, input),
    };
  }
  const reviewNo = lastNumber() ?? 0;
  const review = await fetchMyReview(reviewNo, { forEdit: true });
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
    monthlyMaxPt: review.monthlyMaxPt,
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
  if (isRefusal(state.error)) return <ReviewProblem problem={state.error} />;
  return (
    <Loaded state={state} loader={startLoader} loading="리뷰 작성 화면을 불러오는 중입니다.">
      {(start) => <WriteForm start={start} mode={mode} />}
    </Loaded>
  );
}

function WriteForm({ start, mode }: { start: Start; mode: 'write' | 'modify' }) {
  const send = async (input: ReviewInput, photos: Photo[]) => {
    const saved = await start.save(input, photos);
    await tell(savedNotice(mode, saved, start.monthlyMaxPt));
    location.assign(viewPath(saved.reviewNo));
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

export const ReviewWriteScreen = islandScreen('rvw-screen', WriteApp);
