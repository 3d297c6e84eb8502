/**
 * One search result as a product card: image, brand, name, prices, discount, badges, 품절. It
 * carries its GA4 item (`data-item`, at its `index` across pages) for `select_item`.
 */
import { productItem } from '#shared/analytics/ga4-product-item';
import type { ProductCard as Card } from '#shared/schemas/display-calls';
import { BADGE_LABELS } from '#shared/catalog/badges';
import { formatNumber, formatWon } from '#shared/format';
import { productPath } from '#shared/catalog/paths';

/** Cards of the first screen load at once; the rest when they come near the screen. */
const EAGER_IMAGES = 4;
/** The first row's images (a phone shows two cards a row) are the page's largest paint: first in line. */
const URGENT_IMAGES = 2;

export function ProductCard({ card, position, index }: { card: Card; position: number; index: number }) {
  const soldOut = card.soldOutYn === 'Y';
  const discounted = card.dcRate > 0 && card.cnsmAmt > card.saleAmt;
  return (
    <li className={soldOut ? 'result-card result-card--sold-out' : 'result-card'} data-item={JSON.stringify(productItem(card, index))}>
      <a className="result-card__link" href={productPath(card.productCode)}>
        <span className="result-card__image">
          <img
            src={card.imageUrl}
            alt={card.imageAlt}
            width={300}
            height={300}
            loading={position <= EAGER_IMAGES ? 'eager' : 'lazy'}
            fetchPriority={position <= URGENT_IMAGES ? 'high' : undefined}
            decoding="async"
          />
          {soldOut && <span className="result-card__sold-out">품절</span>}
        </span>
        <span className="result-card__brand">{card.brandNm}</span>
        <span className="result-card__name">{card.prdNm}</span>
        <span className="result-card__prices">
          {discounted && (
            <span className="result-card__rate">
              <span className="visually-hidden">할인율 </span>
              {card.dcRate}%
            </span>
          )}
          <strong className="result-card__price">
            <span className="visually-hidden">판매가 </span>
            {formatWon(card.saleAmt)}
          </strong>
          {discounted && (
            <del className="result-card__list-price">
              <span className="visually-hidden">정가 </span>
              {formatWon(card.cnsmAmt)}
            </del>
          )}
        </span>
        {/* Kept when empty, like the badges' row: every card is as tall as the placeholder's. */}
        <span className="result-card__rating">
          {card.reviewCnt > 0 && (
            <>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">평점 </span>
              {card.ratingAvg.toFixed(1)} ({formatNumber(card.reviewCnt)})
            </>
          )}
        </span>
      </a>
      <div className="result-card__tags">
        {card.badges.length > 0 && (
          <ul className="result-card__badges" aria-label="상품 특징">
            {card.badges.map((badge) => (
              <li key={badge} className={`result-badge result-badge--${badge.toLowerCase()}`}>
                {BADGE_LABELS[badge]}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
