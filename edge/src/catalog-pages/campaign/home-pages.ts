/**
 * The main page (`/kr/ko` and `/kr/ko/dp`) drawn at the edge from one gateway answer: the event
 * banners and strips, the live strip and the hot-deal shelf go stale by themselves at the next
 * start or end that changes them (docs/decisions/039-catalog-pages-drawn-at-the-edge.md).
 */
import { homeHtml } from '#shared/home/home-html';
import { GetHomePageResponseSchema } from '#shared/schemas/campaign-page-calls';
import { CAMPAIGN_PAGE_ROUTES } from '#shared/schemas/campaign-page-routes';
import { organizationJsonLd } from '#shared/seo/json-ld';
import { MAIN_PATH } from '#shared/site-path';
import type { CatalogPageRenderer } from '../rendered-page';
import { pageData, validUntilOf } from './page-data';

const TITLE = '녹차숍 | 자연을 담은 스킨케어';
const DESCRIPTION = '녹차숍은 자연에서 온 스킨케어와 코스메틱을 만나는 온라인 쇼핑몰입니다. 베스트, 신상품, 오늘의 특가를 확인해 보세요.';

export const renderHome: CatalogPageRenderer = async (c) => {
  const data = await pageData(c, CAMPAIGN_PAGE_ROUTES.getHomePage, GetHomePageResponseSchema);
  if (data === 'not-found') return data;
  return {
    html: homeHtml(data),
    head: {
      title: TITLE,
      documentTitle: TITLE,
      description: DESCRIPTION,
      canonicalPath: MAIN_PATH,
      imagePath: data.best[0]?.imageUrl,
      jsonLd: [(origin: string) => organizationJsonLd(origin)],
    },
    generation: data.generation,
    validUntil: validUntilOf(data.nextChangeDttm),
  };
};

export const HOME_PAGES = {
  '': { render: renderHome },
  '/dp': { render: renderHome },
};
