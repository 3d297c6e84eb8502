/**
 * The event list and an event's page drawn at the edge (docs/decisions/039-catalog-pages-drawn-at-the-edge.md):
 * each from one gateway answer, going stale by itself at the next start or end that changes it.
 */
import { eventListHtml } from '#shared/campaign/html/event-list-html';
import { eventPageHtml } from '#shared/campaign/html/event-page-html';
import { eventPath } from '#shared/campaign/paths';
import { GetEventListPageResponseSchema, GetEventPageResponseSchema } from '#shared/schemas/campaign-page-calls';
import { CAMPAIGN_PAGE_ROUTES } from '#shared/schemas/campaign-page-routes';
import { sitePath } from '#shared/site-path';
import type { CatalogPageRenderer } from '../rendered-page';
import { pageData, validUntilOf } from './page-data';

const LIST_DESCRIPTION = '녹차숍 이벤트: 진행 중인 기획전과 쿠폰 혜택, 지난 이벤트를 확인해 보세요.';

export const renderEventList: CatalogPageRenderer = async (c) => {
  const data = await pageData(c, CAMPAIGN_PAGE_ROUTES.getEventListPage, GetEventListPageResponseSchema);
  if (data === 'not-found') return data;
  return {
    html: eventListHtml(data.events),
    head: { title: '이벤트', description: LIST_DESCRIPTION, canonicalPath: sitePath('ca/event'), imagePath: data.events[0]?.banner.url },
    generation: data.generation,
    validUntil: validUntilOf(data.nextChangeDttm),
  };
};

/** The event an address names: `/kr/ko/ca/event/{digits}`; anything else names none. */
function eventIdOf(url: URL): number | null {
  const match = /\/ca\/event\/([1-9]\d{0,8})$/.exec(url.pathname);
  return match ? Number(match[1]) : null;
}

export const renderEvent: CatalogPageRenderer = async (c, url) => {
  const eventId = eventIdOf(url);
  if (eventId === null) return 'not-found';
  const data = await pageData(c, CAMPAIGN_PAGE_ROUTES.getEventPage, GetEventPageResponseSchema, { eventId });
  if (data === 'not-found') return data;
  const { event } = data;
  return {
    html: eventPageHtml(event),
    head: {
      title: event.title,
      description: (event.summary || event.subtitle || event.title).slice(0, 160),
      canonicalPath: eventPath(event.eventId),
      imagePath: event.banner.url,
    },
    generation: data.generation,
    validUntil: validUntilOf(data.nextChangeDttm),
  };
};

export const EVENT_PAGES = {
  '/ca/event': { render: renderEventList },
  '/ca/event/:id': { render: renderEvent },
};
