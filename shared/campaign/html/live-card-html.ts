/**
 * One broadcast in a list. Its start and end ride along as epoch ms, so the page's script
 * (site/features/campaign/live/live-status.ts) labels it for the moment the shopper looks.
 */
import { attrs } from '#shared/catalog/html/attributes';
import { escapeHtml } from '#shared/escape-html';
import { LIVE_STATUS_LABELS } from '#shared/schemas/campaign-calls';
import type { LiveCard } from '#shared/schemas/campaign-page-calls';
import { epochAttr, formatBroadcastTime, formatTime, isoDttm, livePath } from '../campaign-format';

export interface LiveCardOptions {
  /** The schedule shows only the time: its day is the group's heading. */
  timeOnly?: boolean;
  /** A call to watch, for broadcasts on air when the page was drawn. */
  cta?: string;
  eager?: boolean;
}

/** The start, end and status a broadcast's element carries for the status script. */
export function broadcastTimesAttrs(live: LiveCard): string {
  return attrs({
    'data-broadcast-start': epochAttr(live.startDttm),
    'data-broadcast-end': epochAttr(live.endDttm),
    'data-broadcast-status': live.status.toLowerCase(),
  });
}

export function liveCardHtml(live: LiveCard, { timeOnly = false, cta, eager = false }: LiveCardOptions = {}): string {
  const when = timeOnly ? `${formatTime(live.startDttm)} ~ ${formatTime(live.endDttm)}` : formatBroadcastTime(live.startDttm, live.endDttm);
  const image = attrs({ src: live.poster.url, alt: live.poster.alt, width: 360, height: 480, decoding: 'async', loading: eager ? 'eager' : 'lazy' });
  const products = live.products.length > 0 ? ` · 소개 상품 ${live.products.length}개` : '';
  const replay = live.status === 'ENDED' && live.replayYn === 'Y' ? ' · 다시보기' : '';
  return (
    `<li class="live-card"${broadcastTimesAttrs(live)}><a class="live-card__link" href="${escapeHtml(livePath(live.liveId))}">` +
    `<span class="live-card__media"><img${image}><span class="status-chip" data-broadcast-label>${LIVE_STATUS_LABELS[live.status]}</span></span>` +
    `<span class="live-card__body"><span class="live-card__time"><time datetime="${escapeHtml(isoDttm(live.startDttm))}">${escapeHtml(when)}</time></span>` +
    `<strong class="live-card__title">${escapeHtml(live.title)}</strong>` +
    `<span class="live-card__meta">진행 ${escapeHtml(live.hostNm)}${products}${replay}</span>` +
    `${cta ? `<span class="live-card__cta" aria-hidden="true">${escapeHtml(cta)}</span>` : ''}</span></a></li>`
  );
}
