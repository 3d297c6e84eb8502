/**
 * One broadcast (`/dp/live-broadcast?liveId=…`): the player, its schedule and host, a countdown
 * while it is upcoming, the description and the products it introduces. Without script the player
 * is the poster; site/features/campaign/live/live-player.ts adds the play button and the stream
 * (the stream and the replay are the same playlist), live-detail.ts the labels and the countdown.
 */
import { attrs } from '#shared/catalog/html/attributes';
import { escapeHtml } from '#shared/escape-html';
import { LIVE_STATUS_LABELS } from '#shared/schemas/campaign-calls';
import type { LiveCard } from '#shared/schemas/campaign-page-calls';
import { LOCALE_BASE, sitePath } from '#shared/site-path';
import { epochAttr, formatBroadcastTime, isoDttm, paragraphsOf } from '../campaign-format';
import { broadcastTimesAttrs } from './live-card-html';
import { linkedProductsHtml } from './linked-products-html';

const PLAY_ICON =
  '<span class="live-player__icon" aria-hidden="true"><svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor"><path d="M8 5.5v13l11-6.5z" /></svg></span>';

export function livePlayerHtml(live: LiveCard): string {
  const player = attrs({
    class: 'live-player',
    'data-live-player': true,
    'data-stream': live.streamUrl,
    'data-replay': live.replayYn === 'Y' ? live.streamUrl : '',
    'data-broadcast-start': epochAttr(live.startDttm),
    'data-broadcast-end': epochAttr(live.endDttm),
  });
  const video = attrs({ controls: true, playsinline: true, preload: 'none', poster: live.poster.url, 'aria-label': `${live.title} 방송 영상` });
  return (
    `<div${player}><span class="status-chip live-player__chip" data-broadcast-label>${LIVE_STATUS_LABELS[live.status]}</span>` +
    `<video${video}></video>` +
    `<button type="button" class="live-player__start" data-player-start hidden>${PLAY_ICON}<span>${live.status === 'ENDED' ? '다시보기 재생' : '방송 보기'}</span></button>` +
    `<p class="live-player__message" data-player-message role="status" hidden></p></div>`
  );
}

export function livePageHtml(live: LiveCard): string {
  const start = epochAttr(live.startDttm);
  const replay = live.replayYn === 'Y' ? '방송 종료 후 다시보기를 제공합니다' : '제공하지 않습니다';
  return (
    `<article class="live-page"${broadcastTimesAttrs(live)}><div class="live-detail">${livePlayerHtml(live)}<div class="live-info">` +
    `<span><span class="status-chip" data-broadcast-label>${LIVE_STATUS_LABELS[live.status]}</span></span>` +
    `<h2>${escapeHtml(live.title)}</h2><dl>` +
    `<dt>방송 일시</dt><dd><time datetime="${escapeHtml(isoDttm(live.startDttm))}">${escapeHtml(formatBroadcastTime(live.startDttm, live.endDttm))}</time></dd>` +
    `<dt>진행</dt><dd>${escapeHtml(live.hostNm)}</dd><dt>다시보기</dt><dd>${replay}</dd></dl>` +
    `<p class="live-countdown" role="timer" data-live-countdown data-countdown-start="${start}"${live.status === 'UPCOMING' ? '' : ' hidden'}>` +
    `방송 시작까지 <strong data-countdown-clock></strong></p>` +
    `<div class="paragraphs">${paragraphsOf(live.description)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('')}</div>` +
    `<p><a class="button" href="${sitePath('dp/live')}">라이브 목록 보기</a></p></div></div>` +
    linkedProductsHtml(live.products, { title: '방송 소개 상품', listId: `live-${live.liveId}`, empty: '이 방송에서 소개하는 상품이 없습니다.' }) +
    `</article>`
  );
}

/** The broadcast address without a broadcast: say so and lead to the live list. */
export function liveChooserHtml(): string {
  return (
    `<section class="pending-screen" aria-labelledby="live-chooser-title"><h2 id="live-chooser-title">보실 라이브 방송을 골라 주세요</h2>` +
    `<p>방송 정보를 찾을 수 없습니다. 라이브 목록에서 지금 방송 중인 라이브와 방송 일정을 확인하실 수 있습니다.</p>` +
    `<div class="screen-links"><a class="button button--primary" href="${sitePath('dp/live')}">라이브 목록 보기</a>` +
    `<a class="button" href="${LOCALE_BASE}">메인으로</a></div></section>`
  );
}
