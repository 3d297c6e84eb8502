/**
 * One event in a list: banner, title, subtitle and period; ended ones are dimmed and say so. In
 * the event list (`position` given) a running event's link is a GA4 promotion (`data-promotion`).
 */
import { eventPromotionId, PROMOTION_LOCATIONS, promotionFields } from '#shared/analytics/ga4-promotion';
import { attrs, jsonAttr } from '#shared/catalog/html/attributes';
import { escapeHtml } from '#shared/escape-html';
import type { EventCard } from '#shared/schemas/campaign-page-calls';
import { eventPath, formatPeriod } from '../campaign-format';

export interface EventCardOptions {
  eager?: boolean;
  /** 1-based place among the event list's running events; elsewhere (the main page's strip) absent. */
  position?: number;
}

/** The 진행 중 / 종료 chip of an event. */
export function eventStatusChipHtml(ended: boolean): string {
  return `<span class="status-chip${ended ? '' : ' status-chip--ongoing'}">${ended ? '종료' : '진행 중'}</span>`;
}

export function eventCardHtml(event: EventCard, { eager = false, position }: EventCardOptions = {}): string {
  const ended = event.status === 'ENDED';
  const promotion =
    ended || position === undefined
      ? undefined
      : promotionFields(eventPromotionId(event.eventId), event.title, event.title, PROMOTION_LOCATIONS.eventList, position);
  const image = attrs({
    src: event.banner.url,
    alt: event.banner.alt,
    width: 640,
    height: 280,
    decoding: 'async',
    loading: eager ? 'eager' : 'lazy',
    fetchpriority: eager ? 'high' : undefined,
  });
  const coupons = event.couponCnt > 0 ? `<span class="event-card__subtitle">쿠폰 ${event.couponCnt}종</span>` : '';
  const subtitle = event.subtitle ? `<span class="event-card__subtitle">${escapeHtml(event.subtitle)}</span>` : '';
  return (
    `<li class="event-card${ended ? ' event-card--ended' : ''}">` +
    `<a class="event-card__link" href="${escapeHtml(eventPath(event.eventId))}"${promotion ? ` data-promotion="${jsonAttr(promotion)}"` : ''}>` +
    `<span class="event-card__banner" style="background:${escapeHtml(event.bannerTone)}"><img${image}></span>` +
    `<span class="event-card__head">${eventStatusChipHtml(ended)}${coupons}</span>` +
    `<strong class="event-card__title">${escapeHtml(event.title)}</strong>${subtitle}` +
    `<span class="event-card__period">${escapeHtml(formatPeriod(event.startDttm, event.endDttm))}</span></a></li>`
  );
}
