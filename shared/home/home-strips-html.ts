/**
 * The main page's campaign rows: 지금 라이브 (broadcasts on air, then the next to come; the labels
 * and the countdown follow the clock once the page is idle, site/features/campaign/home/live-strip.ts)
 * and the running events that close soonest.
 */
import { eventCardHtml } from '#shared/campaign/html/event-card-html';
import { liveCardHtml } from '#shared/campaign/html/live-card-html';
import type { EventCard, LiveCard } from '#shared/schemas/campaign-page-calls';
import { sitePath } from '#shared/site-path';

/** Events in the strip. */
export const EVENT_STRIP_SIZE = 4;

function stripHead(id: string, title: string, href: string, more: string): string {
  return `<div class="shelf__head"><h2 id="${id}">${title}</h2><a class="shelf__more" href="${href}">${more}<span aria-hidden="true">&nbsp;›</span></a></div>`;
}

export function liveStripHtml(lives: readonly LiveCard[]): string {
  const cards = lives.map((live) => liveCardHtml(live, { cta: live.status === 'LIVE' ? '지금 시청하기' : undefined })).join('');
  const body = cards
    ? `<ul class="live-grid live-strip__list" aria-labelledby="home-live">${cards}</ul>`
    : '<p class="campaign-empty">지금은 방송 중이거나 예정된 라이브가 없습니다. 지난 방송은 라이브 전체보기에서 다시 볼 수 있어요.</p>';
  return (
    `<section class="shelf live-strip" aria-labelledby="home-live" data-live-strip>${stripHead('home-live', '지금 라이브', sitePath('dp/live'), '라이브 전체보기')}` +
    `<p class="live-countdown live-strip__countdown" role="timer" data-live-countdown hidden>다음 방송 시작까지 <strong data-countdown-clock></strong></p>` +
    `${body}</section>`
  );
}

/** Running events, those that close soonest first: the banners follow the operator's order, this row says what not to miss. */
export function eventStripHtml(events: readonly EventCard[]): string {
  const running = events
    .filter((event) => event.status === 'ONGOING')
    .sort((a, b) => a.endDttm.localeCompare(b.endDttm))
    .slice(0, EVENT_STRIP_SIZE);
  const body = running.length
    ? `<ul class="event-grid event-strip__list" aria-labelledby="home-events">${running.map((event) => eventCardHtml(event)).join('')}</ul>`
    : '<p class="campaign-empty">지금 진행 중인 이벤트가 없습니다. 곧 새로운 이벤트로 찾아뵙겠습니다.</p>';
  return `<section class="shelf event-strip" aria-labelledby="home-events">${stripHead('home-events', '진행 중인 이벤트', sitePath('ca/event'), '이벤트 전체보기')}${body}</section>`;
}
