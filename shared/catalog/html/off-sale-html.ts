/**
 * The screen of a product taken off sale (판매중지, answered with 410: docs/decisions/039): it
 * says so, shows which product it was, and leads on to its subcategory's list and the main page.
 * No purchase panel, so nothing can be put in a cart from it.
 */
import { escapeHtml } from '#shared/escape-html';
import type { ProductDetail } from '#shared/schemas/display-calls';
import { MAIN_PATH } from '#shared/site-path';
import { productListUrl } from '../paths';
import { attrs } from './attributes';

type GoneProduct = Pick<ProductDetail, 'prdNm' | 'brandNm' | 'catNm' | 'subCatNm' | 'imageUrl' | 'imageAlt'>;

export const OFF_SALE_TITLE = '판매가 중지된 상품입니다';

export function offSaleHtml(product: GoneProduct): string {
  const image = attrs({ src: product.imageUrl, alt: product.imageAlt, width: 240, height: 240, loading: 'eager', decoding: 'async' });
  const list = productListUrl({ catNm: product.catNm, subCatNm: product.subCatNm });
  return (
    `<section class="pd-gone" aria-labelledby="pd-gone-title"><div class="pd-gone__media"><img${image}></div>` +
    `<h1 id="pd-gone-title" class="pd-gone__title">${OFF_SALE_TITLE}</h1>` +
    `<p class="pd-gone__name"><span class="pd-gone__brand">${escapeHtml(product.brandNm)}</span> ${escapeHtml(product.prdNm)}</p>` +
    `<p class="pd-gone__text">이 상품은 더 이상 판매하지 않습니다. 같은 분류의 다른 상품을 둘러보세요.</p>` +
    `<p class="pd-gone__links"><a class="button button--primary" href="${escapeHtml(list)}">${escapeHtml(product.subCatNm)} 상품 보기</a>` +
    `<a class="button" href="${escapeHtml(MAIN_PATH)}">홈으로</a></p></section>`
  );
}
