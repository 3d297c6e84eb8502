/**
 * Editor postings as markup, drawn by the worker into `/dp/posting-list` from D1 on
 * each view (ADR 023), so a posting is on the list the moment an operator publishes it: topic
 * filter links, cards, the pager, and one posting's page (`?postingId=`) with its products. Text
 * the editor wrote is escaped; media are the upload module's public files.
 */
import { productPath } from '../catalog/paths';
import { escapeHtml } from '../escape-html';
import { formatNumber, formatWon } from '../format';
import { POSTING_PAGE_SIZE, POSTING_TOPICS } from '../postings/posting-rules';
import type { GetPostingListResponse, Posting } from '../schemas/campaign-calls';
import { sitePath } from '../site-path';
import { dayHtml, hrefWith, pagerHtml } from './pager-html';

export const POSTING_LIST_PATH = sitePath('/dp/posting-list');

/** The posting's first picture: an uploaded image, the video (its first frame), or the drawn image. */
function coverHtml(posting: Posting, eager: boolean): string {
  const [first] = posting.media;
  const alt = escapeHtml(`${posting.title} 대표 이미지`);
  if (first?.kind === 'VIDEO') {
    return `<video class="posting-card__image" src="${escapeHtml(first.url)}#t=0.1" preload="metadata" muted playsinline aria-label="${alt}"></video>`;
  }
  const url = first?.url ?? posting.image?.url ?? '';
  return `<img class="posting-card__image" src="${escapeHtml(url)}" alt="${alt}" width="400" height="400" decoding="async" loading="${eager ? 'eager' : 'lazy'}">`;
}

function byline(posting: Posting): string {
  return `<p class="posting-card__meta">에디터 ${escapeHtml(posting.editorNickNm)} · ${dayHtml(posting.publishedDttm)}</p>`;
}

function cardHtml(posting: Posting, index: number): string {
  const href = hrefWith(POSTING_LIST_PATH, { postingId: posting.postingId });
  return (
    `<li class="posting-card"><article aria-labelledby="posting-${posting.postingId}">` +
    `<a class="posting-card__link" href="${href}" tabindex="-1" aria-hidden="true">${coverHtml(posting, index < 2)}</a>` +
    `<span class="posting-card__topic">${escapeHtml(posting.topic)}</span>` +
    `<h2 id="posting-${posting.postingId}"><a href="${href}">${escapeHtml(posting.title)}</a></h2>` +
    byline(posting) +
    `<p class="posting-card__excerpt">${escapeHtml(posting.paragraphs[0] ?? '')}</p></article></li>`
  );
}

function topicsHtml(topic: string | undefined): string {
  const links = [undefined, ...POSTING_TOPICS].map((name) => {
    const current = (name ?? '') === (topic ?? '') ? ' aria-current="page"' : '';
    return `<li><a href="${hrefWith(POSTING_LIST_PATH, { topic: name })}"${current}>${escapeHtml(name ?? '전체')}</a></li>`;
  });
  return `<nav class="content-tabs" aria-label="포스팅 주제"><ul>${links.join('')}</ul></nav>`;
}

/** The list: topics, count, this page's cards and the pager. */
export function postingListHtml(data: GetPostingListResponse['data'], topic: string | undefined): string {
  const last = Math.max(1, Math.ceil(data.total / POSTING_PAGE_SIZE));
  const cards = data.items.map(cardHtml).join('');
  return (
    `<p class="campaign-lead">녹차숍 에디터가 직접 써 보고 고른 뷰티 이야기를 만나 보세요.</p>` +
    topicsHtml(topic) +
    `<p class="campaign-section__count">총 ${formatNumber(data.total)}개의 포스팅</p>` +
    (data.total === 0 ? '<p class="campaign-empty">아직 게시된 포스팅이 없습니다.</p>' : `<ul class="posting-grid">${cards}</ul>`) +
    pagerHtml('포스팅 페이지', POSTING_LIST_PATH, data.page, last, { topic })
  );
}

function mediaHtml(posting: Posting): string {
  if (posting.media.length === 0) return coverHtml(posting, true);
  return posting.media
    .map((item, index) =>
      item.kind === 'VIDEO'
        ? `<video class="posting-page__media" src="${escapeHtml(item.url)}" controls preload="metadata" playsinline aria-label="${escapeHtml(posting.title)} 동영상"></video>`
        : `<img class="posting-page__media" src="${escapeHtml(item.url)}" alt="${escapeHtml(`${posting.title} 사진 ${index + 1}`)}" decoding="async" loading="${index === 0 ? 'eager' : 'lazy'}">`,
    )
    .join('');
}

function productsHtml(posting: Posting): string {
  if (posting.products.length === 0) return '';
  const items = posting.products.map(
    (product) =>
      `<li><a href="${escapeHtml(productPath(product.productCode))}"><img src="${escapeHtml(product.imageUrl)}" alt="" width="72" height="72" loading="lazy">` +
      `<span class="posting-page__product-name">${escapeHtml(product.prdNm)}</span><strong>${formatWon(product.saleAmt)}</strong></a></li>`,
  );
  return `<section class="posting-page__products" aria-labelledby="posting-products"><h2 id="posting-products">포스팅 속 상품</h2><ul>${items.join('')}</ul></section>`;
}

/** One published posting: media, body, products, and the way back. */
export function postingHtml(posting: Posting): string {
  return (
    `<article class="posting-page" aria-labelledby="posting-title">` +
    `<span class="posting-card__topic">${escapeHtml(posting.topic)}</span>` +
    `<h2 id="posting-title" class="posting-page__title">${escapeHtml(posting.title)}</h2>${byline(posting)}` +
    `<div class="posting-page__gallery">${mediaHtml(posting)}</div>` +
    `<div class="paragraphs">${posting.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</div>` +
    productsHtml(posting) +
    `<p><a class="button" href="${hrefWith(POSTING_LIST_PATH, { topic: posting.topic })}">${escapeHtml(posting.topic)} 포스팅 더 보기</a></p></article>`
  );
}
