/**
 * The review form, for writing and for changing (the form recipe of ADR 014):
 * 만족도 (required), skin type and concerns prefilled from the member's profile, 20 to 330
 * characters, photos, and the review terms. The rules are the gateway's own
 * (`shared/validation/review.ts`); a refusal lands on its field.
 */
import { SKIN_CONCERNS, type SkinConcern } from '#shared/catalog/skin-concerns';
import { SKIN_TYPES, type SkinType } from '#shared/catalog/skin-types';
import { formatNumber } from '#shared/format';
import { REVIEW_CONTENT_MAX, REVIEW_CONTENT_MIN } from '#shared/reviews/review-rules';
import { ratingProblem, reviewContentProblem, reviewTermsProblem } from '#shared/validation/review';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { fieldProps, messageId } from '#components/ui/form/Field.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import { PhotoPicker, type Photo } from '#components/ui/PhotoPicker.tsx';
import type { ReviewInput, RewardTerms } from './review-api';

export interface ReviewValues {
  rating: number;
  content: string;
  skinTypeCd: SkinType | null;
  skinConcerns: SkinConcern[];
  photos: Photo[];
  termsAgreed: boolean;
}

interface Props {
  initial: ReviewValues;
  rewards: RewardTerms | null;
  imageMaxMb: number;
  submitLabel: string;
  onSend: (input: ReviewInput, photos: Photo[]) => Promise<void>;
}

function FieldMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="ui-field__message" id={messageId(id)}>
      {error}
    </p>
  ) : null;
}

export function ReviewForm({ initial, rewards, imageMaxMb, submitLabel, onSend }: Props) {
  const form = useForm<ReviewValues>({
    initial,
    rules: { rating: ratingProblem, content: reviewContentProblem, termsAgreed: reviewTermsProblem },
  });
  const { values, errors, setValue } = form;
  const send = (current: ReviewValues) =>
    onSend(
      {
        rating: current.rating,
        content: current.content.trim(),
        skinTypeCd: current.skinTypeCd,
        skinConcerns: current.skinConcerns,
        uploadIds: current.photos.flatMap((photo) => (photo.uploadId ? [photo.uploadId] : [])),
        termsAgreed: current.termsAgreed,
      },
      current.photos,
    );
  const toggleConcern = (code: SkinConcern) =>
    setValue('skinConcerns', values.skinConcerns.includes(code) ? values.skinConcerns.filter((other) => other !== code) : [...values.skinConcerns, code]);
  const length = values.content.trim().length;

  return (
    <form ref={form.formRef} className="rvw-form" noValidate onSubmit={form.submit(send)} aria-busy={form.busy}>
      {rewards && (
        <p className="rvw-reward">
          리뷰를 쓰면 뷰티포인트를 드려요: 텍스트 리뷰 {formatNumber(rewards.textPt)}P, 포토 리뷰 {formatNumber(rewards.photoPt)}P (한 달 최대{' '}
          {formatNumber(rewards.monthlyMaxPt)}P, 이번 달 남은 한도 {formatNumber(rewards.monthlyLeftPt)}P). 포인트를 받은 리뷰에는 ‘포인트 지급’이 표시됩니다.
        </p>
      )}
      <fieldset className="rvw-rating" aria-describedby={errors.rating ? messageId('rating') : undefined}>
        <legend>
          상품은 만족하셨나요? <span className="rvw-required">(필수)</span>
        </legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={stars <= values.rating ? 'rvw-star rvw-star--on' : 'rvw-star'}>
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={values.rating === stars}
              onChange={() => setValue('rating', stars)}
              aria-invalid={errors.rating ? true : undefined}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{stars}점</span>
          </label>
        ))}
        <FieldMessage id="rating" error={errors.rating} />
      </fieldset>
      <fieldset className="rvw-chips">
        <legend>피부 타입</legend>
        {(Object.entries(SKIN_TYPES) as [SkinType, string][]).map(([code, label]) => (
          <label key={code} className="rv-chip">
            <input type="radio" name="skinTypeCd" checked={values.skinTypeCd === code} onChange={() => setValue('skinTypeCd', code)} />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="rvw-chips">
        <legend>피부 고민 (여러 개 선택)</legend>
        {(Object.entries(SKIN_CONCERNS) as [SkinConcern, string][]).map(([code, label]) => (
          <label key={code} className="rv-chip">
            <input type="checkbox" checked={values.skinConcerns.includes(code)} onChange={() => toggleConcern(code)} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="content">
          리뷰 내용{' '}
          <span className="rvw-required">
            (필수, {REVIEW_CONTENT_MIN}~{REVIEW_CONTENT_MAX}자)
          </span>
        </label>
        <textarea
          {...fieldProps('content', errors.content)}
          rows={6}
          maxLength={REVIEW_CONTENT_MAX + 20}
          placeholder="사용감, 향, 발림성, 피부 변화 등 다른 고객에게 도움이 되는 경험을 남겨 주세요. 연락처나 링크는 쓸 수 없습니다."
          value={values.content}
          onChange={(event) => setValue('content', event.target.value)}
        />
        <p className="rvw-counter" aria-live="polite">
          {formatNumber(length)} / {REVIEW_CONTENT_MAX}자
        </p>
        <FieldMessage id="content" error={errors.content} />
      </div>
      <PhotoPicker use="REVIEW" photos={values.photos} onChange={(photos) => setValue('photos', photos)} imageMaxMb={imageMaxMb} />
      <details className="rvw-terms-text">
        <summary>리뷰 작성 약관 보기</summary>
        <p>
          작성하신 리뷰(사진 포함)는 녹차숍 상품 페이지와 홍보물에 게시될 수 있으며, 다른 고객에게 공개됩니다. 욕설·비방, 광고, 연락처나 링크, 다른 리뷰를
          복사한 내용, 상품과 관계없는 사진이 담긴 리뷰는 게시가 보류되거나 블라인드 처리되며, 이때 지급된 포인트는 회수됩니다. 리뷰를 삭제하거나 주문 상품을
          반품하면 리뷰 포인트가 회수됩니다.
        </p>
      </details>
      <label className="rvw-terms">
        <input
          type="checkbox"
          name="termsAgreed"
          checked={values.termsAgreed}
          onChange={(event) => setValue('termsAgreed', event.target.checked)}
          aria-invalid={errors.termsAgreed ? true : undefined}
          aria-describedby={errors.termsAgreed ? messageId('termsAgreed') : undefined}
        />
        리뷰 작성 약관에 동의합니다. (필수)
      </label>
      <FieldMessage id="termsAgreed" error={errors.termsAgreed} />
      {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
      <button type="submit" className="button button--primary rvw-submit" disabled={form.busy}>
        {form.busy ? '저장하는 중…' : submitLabel}
      </button>
    </form>
  );
}
