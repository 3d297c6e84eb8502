/**
 * The product page as markup (site/features/catalog/product-page.css styles it): gallery and
 * purchase panel side by side on PC (stacked on mobile, with the buttons in a bottom bar), then the
 * description, the reviews and the disclosure table. The page records itself in the shopping log
 * from the card snapshot it carries (`data-log-card`), and carries its GA4 item for `view_item`
 * (`data-view-item`, docs/analytics.md); site/features/catalog/product-page.ts reads both.
 */
import { productItem } from '#shared/analytics/ga4-product-item';
import { escapeHtml } from '#shared/escape-html';
import { formatDttm } from '#shared/format';
import { reviewsSectionHtml } from '#shared/reviews/reviews-section-html';
import { REVIEW_LINE_ATTR, reviewLineHtml } from '#shared/reviews/summary-html';
import type { ProductDetail } from '#shared/schemas/display-calls';
import type { ReviewSummary } from '#shared/schemas/review-calls';
import { productCrumbs } from '../crumbs';
import { attrs, jsonAttr } from './attributes';
import { breadcrumbHtml } from './breadcrumb-html';
import { disclosureHtml } from './disclosure-html';
import { badgeListHtml, dealTimerHtml, priceHtml } from './price-html';
import { productGalleryHtml } from './product-gallery-html';
import { purchasePanelHtml } from './purchase-panel-html';

/** What the shopping log keeps of a viewed product (site/features/catalog/shopping-log-store.ts). */
function logCard(product: ProductDetail) {
  const { inmPrdNo, productCode, prdNm, brandNm, saleAmt, cnsmAmt, dcRate, soldOutYn, imageUrl, imageAlt } = product;
  return { inmPrdNo, productCode, prdNm, brandNm, saleAmt, cnsmAmt, dcRate, soldOutYn, imageUrl, imageAlt };
}

export function productPageHtml(product: ProductDetail, reviews: ReviewSummary): string {
  const live = escapeHtml(product.inmPrdNo);
  const name = escapeHtml(product.prdNm);
  const deal = product.hotDealEndDttm ? `<p class="pd__deal">특가 ${dealTimerHtml(product.inmPrdNo, product.hotDealEndDttm)}</p>` : '';
  const info =
    `<div class="pd__info"><p class="pd__brand">${escapeHtml(product.brandNm)}</p>` +
    `<h1 class="pd__name" data-only="pc">${name}</h1><h2 class="pd__name" data-only="mobile">${name}</h2>` +
    `<p class="pd__summary">${escapeHtml(product.summary)}</p>${badgeListHtml(product.inmPrdNo, product.badges)}` +
    `<div class="pd__price">${priceHtml(product)}` +
    `<span class="pd-soldout" data-live="${live}" data-live-field="soldOut"${attrs({ hidden: product.soldOutYn !== 'Y' })}>품절</span></div>` +
    `${deal}<p class="pd__rating" ${REVIEW_LINE_ATTR}="${live}">${reviewLineHtml(reviews)}</p>${purchasePanelHtml(product)}</div>`;
  const description =
    `<section class="pd-section" aria-labelledby="pd-description"><h2 id="pd-description">상품 설명</h2>` +
    `<p class="pd__description">${escapeHtml(product.description)}</p>` +
    `<p class="pd__meta">등록일 ${escapeHtml(formatDttm(product.regDttm, { time: false }))} · 상품코드 ${escapeHtml(product.productCode)}</p></section>`;
  return (
    `<article class="pd" data-product-page data-log-card="${jsonAttr(logCard(product))}" data-view-item="${jsonAttr(productItem(product))}">` +
    `${breadcrumbHtml(productCrumbs(product))}<div class="pd__top">${productGalleryHtml(product.images)}${info}</div>` +
    `${description}${reviewsSectionHtml(product.inmPrdNo, product.productCode, reviews)}${disclosureHtml(product.disclosure)}</article>`
  );
}
