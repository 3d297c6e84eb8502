/** The list pages drawn at the edge, by route path (shared/routes.ts), for `CATALOG_PAGE_ROUTES`. */
import type { CatalogPageRoute } from '../catalog-page-routes';
import { renderAllMenu, renderBest, renderHotDeal, renderSampleMarket } from './list-screens';
import { PRODUCT_LIST_QUERY, renderProductList } from './product-list-page';

export const LIST_PAGES: Readonly<Record<string, CatalogPageRoute>> = {
  '/dp/product-list': { render: renderProductList, query: PRODUCT_LIST_QUERY },
  '/dp/best': { render: renderBest },
  '/dp/hot-deal': { render: renderHotDeal },
  '/dp/all-menu': { render: renderAllMenu },
  '/dp/sample-market': { render: renderSampleMarket },
};
