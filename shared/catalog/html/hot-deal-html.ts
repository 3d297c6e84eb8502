/** 특가: every running hot deal with a countdown to its end (site/features/catalog/countdown.ts ticks it). */
import { formatNumber } from '#shared/format';
import type { ProductCard } from '#shared/schemas/display-calls';
import { sitePath } from '#shared/site-path';
import { productGridHtml } from './product-card-html';

export function hotDealHtml(deals: readonly ProductCard[]): string {
  const content =
    deals.length > 0
      ? productGridHtml(deals, { label: '진행 중인 특가', listId: 'hot-deal', eagerCount: 1, showDeal: true })
      : `<div class="empty-state"><p>지금 진행 중인 특가가 없습니다. 곧 새로운 특가로 찾아올게요.</p><a class="button" href="${sitePath('dp/best')}">베스트 상품 보기</a></div>`;
  return (
    `<section class="hot-deals" aria-labelledby="hot-deal-intro"><div class="hot-deals__intro"><h2 id="hot-deal-intro">오늘의 특가</h2>` +
    `<p>정해진 시간에만 만날 수 있는 가격입니다. 지금 진행 중인 특가 <strong>${formatNumber(deals.length)}</strong>개</p></div>${content}</section>`
  );
}
