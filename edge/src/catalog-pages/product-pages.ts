/**
 * The product page drawn at the edge (docs/decisions/039-catalog-pages-drawn-at-the-edge.md):
 * one getProductPage answer becomes the page's markup and head. A product taken off sale
 * (판매중지) answers 410 with a screen saying so, kept out of search (noindex, no Product data).
 */
import type { Context } from 'hono';
import { productCrumbs } from '#shared/catalog/crumbs';
import { offSaleHtml, OFF_SALE_TITLE } from '#shared/catalog/html/off-sale-html';
import { productPageHtml } from '#shared/catalog/html/product-page-html';
import { productPath } from '#shared/catalog/paths';
import { dttmToEpoch } from '#shared/format';
import { GetProductPageRequestSchema, GetProductPageResponseSchema, type ProductPage } from '#shared/schemas/display-calls';
import { DISPLAY_ROUTES } from '#shared/schemas/display-routes';
import { breadcrumbJsonLd, productJsonLd } from '#shared/seo/json-ld';
import { gatewayCallerOf } from '../catalog-live';
import { callGatewayInProcess, GatewayStatusError } from '../catalog-live/in-process-gateway';
import type { AppEnv } from '../env';
import type { CatalogPageRoute } from './catalog-page-routes';
import type { PageRender, RenderedPage } from './rendered-page';

const PRODUCT_ROUTE = '/dp/product/:productCode';

/** The code the address names, percent-decoded as shared/routes.ts matchRoute reads it; null when it cannot be one. */
export function productCodeOf(url: URL): string | null {
  const segment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  try {
    const productCode = decodeURIComponent(segment);
    return GetProductPageRequestSchema.safeParse({ productCode }).success ? productCode : null;
  } catch {
    return null;
  }
}

/** The page's product title: names usually start with the brand, and the title names it once. */
export function productTitle(product: ProductPage['product']): string {
  return product.prdNm.startsWith(product.brandNm) ? product.prdNm : `${product.brandNm} ${product.prdNm}`;
}

/** When the page changes by itself: its running hot deal ends, or the next one starts. */
function validUntilOf({ product, nextDealStartDttm }: ProductPage): number | undefined {
  const moments = [product.hotDealEndDttm, nextDealStartDttm].flatMap((dttm) => (dttm ? [dttmToEpoch(dttm)] : [])).filter(Number.isFinite);
  return moments.length > 0 ? Math.min(...moments) : undefined;
}

/** The rendered page of one getProductPage answer. */
export function productRenderedPage(page: ProductPage): RenderedPage {
  const { product, reviews } = page;
  const title = productTitle(product);
  const base = { generation: page.generation, validUntil: validUntilOf(page) };
  const head = {
    title,
    description: product.summary,
    canonicalPath: productPath(product.productCode),
    ogType: 'product' as const,
    imagePath: product.imageUrl,
  };
  if (page.saleStopYn === 'Y') {
    return { ...base, status: 410, html: offSaleHtml(product), head: { ...head, title: `${OFF_SALE_TITLE}: ${title}`, robots: 'noindex' } };
  }
  const crumbs = productCrumbs(product);
  return {
    ...base,
    html: productPageHtml(product, reviews),
    head: { ...head, jsonLd: [(origin: string) => productJsonLd(origin, product, reviews), (origin: string) => breadcrumbJsonLd(origin, crumbs)] },
  };
}

async function renderProductPage(c: Context<AppEnv>, url: URL): Promise<PageRender> {
  const productCode = productCodeOf(url);
  if (productCode === null) return 'not-found';
  try {
    const answer = await callGatewayInProcess(
      gatewayCallerOf(c),
      { method: 'POST', path: DISPLAY_ROUTES.getProductPage.path, body: { productCode } },
      GetProductPageResponseSchema,
    );
    return productRenderedPage(answer.data);
  } catch (error) {
    if (error instanceof GatewayStatusError && error.status === 404) return 'not-found';
    throw error;
  }
}

export const PRODUCT_PAGES: Readonly<Record<string, CatalogPageRoute>> = { [PRODUCT_ROUTE]: { render: renderProductPage } };
