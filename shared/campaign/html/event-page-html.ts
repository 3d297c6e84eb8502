/**
 * One event (`/ca/event/{id}`): banner, period, body, coupons and products. The body is plain
 * text, one paragraph per element, never HTML. An ended event says so and takes no presses;
 * `data-event-end` lets the page's script (site/features/campaign/event/event-page.ts) close it at
 * its end when the page is left open.
 */
import { attrs } from '#shared/catalog/html/attributes';
import { escapeHtml } from '#shared/escape-html';
import type { EventCoupon } from '#shared/schemas/campaign-calls';
import type { EventPageEvent } from '#shared/schemas/campaign-page-calls';
import { sitePath } from '#shared/site-path';
import { couponBenefit, couponCondition, epochAttr, formatPeriod, isoDttm } from '../campaign-format';
import { eventStatusChipHtml } from './event-card-html';
import { linkedProductsHtml } from './linked-products-html';

function couponHtml(eventId: number, coupon: EventCoupon, ended: boolean): string {
  const exhausted = coupon.remainingCnt === 0;
  const label = ended ? '종료' : exhausted ? '소진' : '쿠폰 받기';
  const remaining = coupon.remainingCnt === null ? '' : `<span class="coupon__terms">선착순 ${coupon.remainingCnt.toLocaleString('ko-KR')}장 남음</span>`;
  const button = attrs({
    type: 'button',
    class: 'button button--primary',
    'data-event-id': eventId,
    'data-coupon-id': coupon.couponId,
    'aria-describedby': `coupon-${coupon.couponId}`,
    disabled: ended || exhausted,
  });
  return (
    `<li class="coupon"><div class="coupon__body">` +
    `<span class="coupon__benefit">${escapeHtml(couponBenefit(coupon))}</span>` +
    `<span class="coupon__name" id="coupon-${coupon.couponId}">${escapeHtml(coupon.cpnNm)}</span>` +
    `<span class="coupon__terms">${escapeHtml(couponCondition(coupon))} · 발급일로부터 ${coupon.validDays}일간 사용</span>${remaining}` +
    `</div><button${button}>${label}</button></li>`
  );
}

/** An event's coupons, each with its own 쿠폰 받기 button (site/features/campaign/event/coupon-download.ts). */
export function couponListHtml(eventId: number, coupons: readonly EventCoupon[], ended: boolean): string {
  return (
    `<section class="campaign-section" aria-labelledby="event-coupons-title">` +
    `<h2 id="event-coupons-title">이벤트 쿠폰 <span class="campaign-section__count">${coupons.length}종</span></h2>` +
    `<ul class="coupon-list">${coupons.map((coupon) => couponHtml(eventId, coupon, ended)).join('')}</ul></section>`
  );
}

export function eventPageHtml(event: EventPageEvent): string {
  const ended = event.status === 'ENDED';
  const banner = attrs({
    src: event.banner.url,
    alt: event.banner.alt,
    width: 640,
    height: 280,
    fetchpriority: 'high',
    style: `background:${event.bannerTone}`,
  });
  const subtitle = event.subtitle ? `<p>${escapeHtml(event.subtitle)}</p>` : '';
  return (
    `<article class="event-page" data-event-page data-event-end="${epochAttr(event.endDttm)}" data-event-status="${event.status}">` +
    `<div class="event-hero"><img${banner}><div class="event-hero__text">${eventStatusChipHtml(ended)}` +
    `<h2>${escapeHtml(event.title)}</h2>${subtitle}` +
    `<p>이벤트 기간 <time datetime="${escapeHtml(isoDttm(event.startDttm))}">${escapeHtml(formatPeriod(event.startDttm, event.endDttm))}</time></p></div></div>` +
    `<p class="event-ended" data-event-ended role="status"${ended ? '' : ' hidden'}>종료된 이벤트입니다</p>` +
    `<div class="campaign-section paragraphs">${event.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</div>` +
    (event.coupons.length > 0 ? couponListHtml(event.eventId, event.coupons, ended) : '') +
    linkedProductsHtml(event.products, { title: '이벤트 상품', listId: `event-${event.eventId}` }) +
    `<div class="screen-links"><a class="button" href="${sitePath('ca/event')}">이벤트 목록</a></div></article>`
  );
}
