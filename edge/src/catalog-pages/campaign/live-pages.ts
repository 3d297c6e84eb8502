/**
 * The live list and a broadcast's page drawn at the edge (docs/decisions/039-catalog-pages-drawn-at-the-edge.md).
 * A broadcast's address keeps its query (`?liveId=`), the page's cache key; without a valid one
 * the page says to pick a broadcast and links to the list, kept out of search results.
 */
import { liveListHtml } from '#shared/campaign/html/live-list-html';
import { liveChooserHtml, livePageHtml } from '#shared/campaign/html/live-page-html';
import { liveJsonLd } from '#shared/campaign/live-json-ld';
import { LIVE_BROADCAST_PATH, livePath, parseLiveId } from '#shared/campaign/paths';
import { GetLiveListPageResponseSchema, GetLivePageResponseSchema } from '#shared/schemas/campaign-page-calls';
import { CAMPAIGN_PAGE_ROUTES } from '#shared/schemas/campaign-page-routes';
import { sitePath } from '#shared/site-path';
import { fetchCatalogGeneration } from '../catalog-generation';
import { gatewayCallerOf } from '#edge/catalog-live/index';
import type { CatalogPageRenderer } from '../rendered-page';
import { pageData, validUntilOf } from './page-data';

const LIST_DESCRIPTION = '녹차숍 라이브 방송: 지금 방송 중인 라이브와 방송 일정, 지난 방송 다시보기를 한곳에서 만나 보세요.';

export const renderLiveList: CatalogPageRenderer = async (c) => {
  const data = await pageData(c, CAMPAIGN_PAGE_ROUTES.getLiveListPage, GetLiveListPageResponseSchema);
  if (data === 'not-found') return data;
  return {
    html: liveListHtml(data.lives),
    head: { title: '라이브', description: LIST_DESCRIPTION, canonicalPath: sitePath('dp/live'), imagePath: data.lives[0]?.poster.url },
    generation: data.generation,
    validUntil: validUntilOf(data.nextChangeDttm),
  };
};

export const renderBroadcast: CatalogPageRenderer = async (c, url) => {
  const liveId = parseLiveId(url.searchParams);
  if (liveId === null) {
    return {
      html: liveChooserHtml(),
      head: { title: '라이브 방송', description: '보실 라이브 방송을 라이브 목록에서 골라 주세요.', canonicalPath: LIVE_BROADCAST_PATH, robots: 'noindex' },
      generation: await fetchCatalogGeneration(gatewayCallerOf(c)),
    };
  }
  const data = await pageData(c, CAMPAIGN_PAGE_ROUTES.getLivePage, GetLivePageResponseSchema, { liveId });
  if (data === 'not-found') return data;
  const { live } = data;
  return {
    html: livePageHtml(live),
    head: {
      title: live.title,
      description: `${live.hostNm}의 라이브 방송 「${live.title}」. ${live.description.split('\n')[0]}`.slice(0, 160),
      canonicalPath: livePath(live.liveId),
      imagePath: live.poster.url,
      jsonLd: [(origin: string) => liveJsonLd(origin, live)],
    },
    generation: data.generation,
    validUntil: validUntilOf(data.nextChangeDttm),
  };
};

export const LIVE_PAGES = {
  '/dp/live': { render: renderLiveList },
  '/dp/live-broadcast': { render: renderBroadcast, query: ['liveId'] },
};
