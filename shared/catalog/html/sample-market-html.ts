/**
 * The sample market (`/dp/sample-market`) as markup: samples of full-size products, cheaply, while
 * stock lasts. Each card carries its period (`data-period-start` / `-end`, epoch ms) so the
 * browser's `applyPeriodStatuses` labels it right at view time, and 신청 (`data-sample-apply`).
 */
import { epochAttr, formatPeriod, formatPoints } from '#shared/campaign/period-format';
import { escapeHtml } from '#shared/escape-html';
import { formatWon } from '#shared/format';
import { PERIOD_STATUS_LABELS, type SampleMarketItem } from '#shared/schemas/campaign-calls';
import { productPath } from '../paths';
import { attrs } from './attributes';

function sampleCardHtml(item: SampleMarketItem, eager: boolean): string {
  const soldOut = item.stock === 0 || item.soldOutYn === 'Y';
  const price = item.priceType === 'POINT' ? formatPoints(item.price) : formatWon(item.price);
  const label = PERIOD_STATUS_LABELS[item.status];
  const buttonText = soldOut ? '품절' : item.status === 'ONGOING' ? '신청' : label;
  const nameId = `sample-${item.sampleId}`;
  const image = attrs({
    src: item.product.imageUrl,
    alt: item.product.imageAlt,
    width: 160,
    height: 160,
    decoding: 'async',
    loading: eager ? 'eager' : 'lazy',
  });
  const stock = soldOut ? '품절' : `남은 수량 ${item.stock.toLocaleString('ko-KR')}개`;
  const button = attrs({
    type: 'button',
    class: 'button button--primary',
    'data-sample-apply': item.sampleId,
    'data-period-action': true,
    'data-action-label': '신청',
    'aria-describedby': nameId,
    disabled: soldOut || item.status !== 'ONGOING',
  });
  return (
    `<li class="pcard sample-card"${attrs({ 'data-period-start': epochAttr(item.startDttm), 'data-period-end': epochAttr(item.endDttm), 'data-sold-out': soldOut ? 'Y' : 'N' })}>` +
    `<a class="pcard__link" href="${escapeHtml(productPath(item.product.productCode))}"><span class="pcard__media"><img${image}>` +
    `${soldOut ? '<span class="pcard__soldout">품절</span>' : ''}</span></a>` +
    `<span class="status-chip${item.status === 'ONGOING' ? ' status-chip--ongoing' : ''}" data-period-label>${label}</span>` +
    `<span class="pcard__brand">${escapeHtml(item.product.brandNm)}</span>` +
    `<span class="pcard__name" id="${nameId}">${escapeHtml(item.sampleNm)}</span>` +
    `<span class="sample-card__price"><span class="visually-hidden">샘플 가격</span>${price}</span>` +
    `<span class="sample-card__line${soldOut ? ' sample-card__stock--out' : ''}">${stock} · 1인 ${item.perCustLimit}개</span>` +
    `<span class="sample-card__line">${escapeHtml(formatPeriod(item.startDttm, item.endDttm))}</span>` +
    `<button${button}>${buttonText}</button></li>`
  );
}

export function sampleMarketHtml(items: readonly SampleMarketItem[]): string {
  const lead = '<p class="campaign-lead">본품을 사기 전에 먼저 써 보세요. 인기 제품의 샘플을 작은 가격이나 뷰티포인트로 만나실 수 있습니다.</p>';
  if (items.length === 0) return `${lead}<p class="campaign-empty">지금 준비된 샘플이 없습니다. 곧 새로운 샘플로 찾아뵙겠습니다.</p>`;
  const cards = items.map((item, index) => sampleCardHtml(item, index < 2)).join('');
  return `${lead}<ul class="product-grid" aria-label="샘플 목록" data-sample-market>${cards}</ul>`;
}
