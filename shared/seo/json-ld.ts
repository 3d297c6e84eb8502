/**
 * Structured data for search engines (schema.org as JSON-LD): products with their offer and
 * rating, breadcrumbs and the shop itself. Every URL is absolute on the shop's origin.
 */
import { BUSINESS } from '../business';
import { absoluteUrl } from '../site-origin';
import { productPath } from '../catalog/paths';
import type { ProductDetail } from '../schemas/display-calls';
import type { ReviewSummary } from '../schemas/review-calls';
import { reviewJsonLd } from '../reviews/review-json-ld';

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** A path on the shop's origin. */
  path: string;
}

/**
 * The JSON text to put inside `<script type="application/ld+json">`: `<` is escaped, so no text
 * from the catalog can close the script element early.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A product with its offer; its rating and latest reviews only when someone has reviewed it (published reviews only). */
export function productJsonLd(origin: string, product: ProductDetail, reviews: ReviewSummary): JsonLd {
  const url = absoluteUrl(origin, productPath(product.productCode));
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.prdNm,
    description: product.summary,
    sku: product.productCode,
    image: product.images.map((image) => absoluteUrl(origin, image.url)),
    brand: { '@type': 'Brand', name: product.brandNm },
    category: `${product.catNm} > ${product.subCatNm}`,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'KRW',
      price: product.saleAmt,
      availability: product.soldOutYn === 'Y' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
    ...reviewJsonLd(reviews),
  };
  return data;
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(origin, crumb.path) })),
  };
}

export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BUSINESS.shopName,
    legalName: BUSINESS.companyName,
    url: absoluteUrl(origin, '/kr/ko'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    email: BUSINESS.csEmail,
    address: { '@type': 'PostalAddress', streetAddress: BUSINESS.address, addressCountry: 'KR' },
    contactPoint: { '@type': 'ContactPoint', telephone: BUSINESS.csPhone, contactType: 'customer service', areaServed: 'KR', availableLanguage: 'Korean' },
  };
}
