/**
 * The live list (`/dp/live`): what is on air, the schedule grouped by day, and replays. Sections
 * follow the statuses when the page was drawn; the labels follow the clock when it is read.
 */
import type { LiveCard } from '#shared/schemas/campaign-page-calls';
import { groupByDay } from '../campaign-format';
import { liveCardHtml } from './live-card-html';
import { escapeHtml } from '#shared/escape-html';

function sectionHtml(id: string, title: string, count: number, body: string, empty: string): string {
  return (
    `<section class="campaign-section" id="${id}" aria-labelledby="${id}-title">` +
    `<h2 id="${id}-title">${title} <span class="campaign-section__count">${count}개</span></h2>` +
    `${body || `<p class="campaign-empty">${empty}</p>`}</section>`
  );
}

export function liveListHtml(lives: readonly LiveCard[]): string {
  const onAir = lives.filter((live) => live.status === 'LIVE');
  const upcoming = lives.filter((live) => live.status === 'UPCOMING').sort((a, b) => a.startDttm.localeCompare(b.startDttm));
  const replays = lives.filter((live) => live.status === 'ENDED' && live.replayYn === 'Y').sort((a, b) => b.startDttm.localeCompare(a.startDttm));
  const days = groupByDay(upcoming, (live) => live.startDttm)
    .map(
      (day) =>
        `<section class="live-day" aria-label="${escapeHtml(day.heading)} 방송"><h3 class="live-day__heading">${escapeHtml(day.heading)}</h3>` +
        `<ul class="live-schedule">${day.items.map((live) => liveCardHtml(live, { timeOnly: true })).join('')}</ul></section>`,
    )
    .join('');
  const onAirCards = onAir.map((live, index) => liveCardHtml(live, { eager: index < 2, cta: '지금 시청하기' })).join('');
  const replayCards = replays.map((live) => liveCardHtml(live)).join('');
  return (
    `<div data-live-list><nav class="campaign-tabs" aria-label="라이브 바로가기">` +
    `<a href="#live-onair">지금 방송 중</a><a href="#live-schedule">방송 예정</a><a href="#live-replay">다시보기</a></nav>` +
    sectionHtml(
      'live-onair',
      '지금 방송 중',
      onAir.length,
      onAirCards && `<ul class="live-grid live-grid--onair">${onAirCards}</ul>`,
      '지금 방송 중인 라이브가 없습니다. 아래 방송 일정을 확인해 주세요.',
    ) +
    sectionHtml('live-schedule', '방송 예정', upcoming.length, days, '예정된 라이브 방송이 없습니다.') +
    sectionHtml(
      'live-replay',
      '다시보기',
      replays.length,
      replayCards && `<ul class="live-grid">${replayCards}</ul>`,
      '다시 볼 수 있는 라이브 방송이 없습니다.',
    ) +
    `</div>`
  );
}
