/**
 * One review as the product page lists it: stars, writer, date, the 포인트 지급 label
 * first when points paid for it (Korean advertising guidance, 2025), 구매 인증 / 재구매 / 한달 사용,
 * option and skin, the text, photos, the shop's reply, and 도움이 돼요 / 신고.
 */
import { formatDttm, formatNumber } from '#shared/format';
import { SKIN_CONCERNS } from '#shared/catalog/skin-concerns';
import { SKIN_TYPES } from '#shared/catalog/skin-types';
import type { ReviewItem } from '#shared/schemas/review-calls';
import { el } from './dom';

export const REWARDED_LABEL = '포인트 지급';

function badges(review: ReviewItem): HTMLElement {
  const list = el('p', 'rv-item__badges');
  const names: [boolean, string, string][] = [
    [review.rewardedYn === 'Y', REWARDED_LABEL, 'rv-badge rv-badge--reward'],
    [review.verifiedYn === 'Y', '구매 인증', 'rv-badge'],
    [review.repurchaseYn === 'Y', '재구매', 'rv-badge'],
    [review.monthUseYn === 'Y', '한달 사용', 'rv-badge'],
  ];
  for (const [on, text, className] of names) if (on) list.append(el('span', className, text));
  return list;
}

function skinLine(review: ReviewItem): string {
  const parts = [review.prdOptnNm && `옵션 ${review.prdOptnNm}`, review.skinTypeCd && SKIN_TYPES[review.skinTypeCd]];
  parts.push(...review.skinConcerns.map((code) => SKIN_CONCERNS[code]));
  return parts.filter(Boolean).join(' · ');
}

export function helpfulLabel(count: number): string {
  return `도움이 돼요 ${formatNumber(count)}`;
}

/** The review's `<li>`; buttons carry `data-action` and the review number for the list's handler. */
export function reviewItem(review: ReviewItem): HTMLLIElement {
  const item = el('li', 'rv-item');
  item.id = `review-${review.reviewNo}`;
  const head = el('div', 'rv-item__head');
  const stars = el('span', 'rv-stars');
  stars.setAttribute('role', 'img');
  stars.setAttribute('aria-label', `5점 만점에 ${review.rating}점`);
  const fill = el('span', 'rv-stars__fill');
  fill.style.width = `${review.rating * 20}%`;
  stars.append(fill);
  head.append(
    stars,
    el('span', 'rv-item__writer', review.writerNm),
    el('span', 'rv-item__date', formatDttm(review.createdDttm, { time: false, weekday: false })),
  );
  item.append(head, badges(review));
  const skin = skinLine(review);
  if (skin) item.append(el('p', 'rv-item__skin', skin));
  item.append(el('p', 'rv-item__content', review.content));
  if (review.images.length > 0) {
    const photos = el('ul', 'rv-item__photos');
    review.images.forEach((url, index) => {
      const button = el('button', 'rv-item__photo');
      button.dataset.action = 'photo';
      button.dataset.reviewNo = String(review.reviewNo);
      button.dataset.index = String(index);
      button.setAttribute('aria-label', `사진 ${index + 1} 크게 보기`);
      const image = el('img');
      image.src = url;
      image.alt = '';
      image.width = 88;
      image.height = 88;
      image.loading = 'lazy';
      button.append(image);
      const entry = el('li');
      entry.append(button);
      photos.append(entry);
    });
    item.append(photos);
  }
  if (review.reply) {
    const reply = el('div', 'rv-item__reply');
    reply.append(el('p', 'rv-item__reply-title', '녹차숍 답변'), el('p', '', review.reply));
    item.append(reply);
  }
  if (review.mineYn === 'N') {
    const actions = el('div', 'rv-item__actions');
    const helpful = el('button', 'rv-item__helpful', helpfulLabel(review.helpfulCnt));
    helpful.dataset.action = 'helpful';
    helpful.dataset.reviewNo = String(review.reviewNo);
    helpful.setAttribute('aria-pressed', String(review.helpedYn === 'Y'));
    const report = el('button', 'rv-item__report', '신고');
    report.dataset.action = 'report';
    report.dataset.reviewNo = String(review.reviewNo);
    actions.append(helpful, report);
    item.append(actions);
  }
  return item;
}
