/** One review the member wrote: product, stars, state (and why it waits), text, photos, points and the shop's reply. */
import { formatDttm, formatNumber } from '#shared/format';
import { SKIN_CONCERNS } from '#shared/catalog/skin-concerns';
import { SKIN_TYPES } from '#shared/catalog/skin-types';
import '#components/ui/meta-line.css';
import { ProductLineHead } from './ProductLineHead';
import type { MyReview } from './review-api';

interface Props {
  review: MyReview;
  /** Links or buttons under the review (보기, 수정, 삭제). */
  children?: React.ReactNode;
}

export function WrittenReview({ review, children }: Props) {
  const skin = [review.skinTypeCd && SKIN_TYPES[review.skinTypeCd], ...review.skinConcerns.map((code) => SKIN_CONCERNS[code])].filter(Boolean).join(' · ');
  return (
    <article className="rvw-card" aria-label={`${review.prdNm} 리뷰`}>
      <ProductLineHead line={review} />
      <p className="ui-meta-line">
        <span className="rv-stars" role="img" aria-label={`5점 만점에 ${review.rating}점`}>
          <span className="rv-stars__fill" style={{ width: `${review.rating * 20}%` }} />
        </span>
        <span className={`rvw-status rvw-status--${review.status.toLowerCase()}`}>{review.statusNm}</span>
        <span>{formatDttm(review.createdDttm, { time: false, weekday: false })}</span>
        {review.rewardPt > 0 && <span className="rv-badge rv-badge--reward">포인트 지급 {formatNumber(review.rewardPt)}P</span>}
      </p>
      {review.holdReason && <p className="rvw-card__hold">사유: {review.holdReason}</p>}
      {skin && <p className="rv-item__skin">{skin}</p>}
      <p className="rv-item__content">{review.content}</p>
      {review.images.length > 0 && (
        <ul className="rv-item__photos">
          {review.images.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`리뷰 사진 ${index + 1}`} width={88} height={88} />
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="rv-item__reply">
          <p className="rv-item__reply-title">녹차숍 답변</p>
          <p>{review.reply}</p>
        </div>
      )}
      {children && <div className="rvw-card__actions">{children}</div>}
    </article>
  );
}
