/** The event list (`/ca/event`): running events first, then a section for ended ones. */
import type { EventCard } from '#shared/schemas/campaign-page-calls';
import { eventCardHtml } from './event-card-html';

function sectionHtml(id: string, title: string, cards: string, empty: string): string {
  const body = cards ? `<ul class="event-grid">${cards}</ul>` : `<p class="campaign-empty">${empty}</p>`;
  return `<section class="campaign-section" id="${id}" aria-labelledby="${id}-title"><h2 id="${id}-title">${title}</h2>${body}</section>`;
}

export function eventListHtml(events: readonly EventCard[]): string {
  const ongoing = events.filter((event) => event.status === 'ONGOING');
  const ended = events.filter((event) => event.status === 'ENDED');
  return (
    `<nav class="campaign-tabs" aria-label="이벤트 구분">` +
    `<a href="#events-ongoing" data-track-common="filter|event_tab|진행 중인 이벤트">진행 중인 이벤트 ${ongoing.length}</a>` +
    `<a href="#events-ended" data-track-common="filter|event_tab|종료된 이벤트">종료된 이벤트 ${ended.length}</a></nav>` +
    sectionHtml(
      'events-ongoing',
      '진행 중인 이벤트',
      ongoing.map((event, index) => eventCardHtml(event, { eager: index < 2, position: index + 1 })).join(''),
      '지금 진행 중인 이벤트가 없습니다. 곧 새로운 이벤트로 찾아뵙겠습니다.',
    ) +
    sectionHtml('events-ended', '종료된 이벤트', ended.map((event) => eventCardHtml(event)).join(''), '종료된 이벤트가 없습니다.')
  );
}
