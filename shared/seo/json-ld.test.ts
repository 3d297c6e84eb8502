import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '#shared/schemas/display-calls';
import type { ReviewSummary } from '#shared/schemas/review-calls';
import { breadcrumbJsonLd, jsonLdText, organizationJsonLd, productJsonLd } from '#shared/seo/json-ld';

const ORIGIN = 'https://shop.example';
const product = {
  inmPrdNo: '17',
  productCode: 'BO0000017',
  prdNm: '연꽃 카밍 크림 </script><script>alert(1)</script>',
  brandNm: '봄날연구소',
  catNm: '스킨케어',
  subCatNm: '크림',
  summary: '순하게 진정시키는 크림',
  saleAmt: 42_000,
  soldOutYn: 'N',
  reviewCnt: 0,
  ratingAvg: 0,
  images: [{ url: '/images/products/17-1.svg', alt: '앞면', svg: '' }],
} as unknown as ProductDetail;

const NO_REVIEWS: ReviewSummary = { inmPrdNo: '17', reviewCnt: 0, ratingAvg: 0, starCnts: [0, 0, 0, 0, 0], photoReviewCnt: 0, photos: [], latest: [] };
const TWELVE: ReviewSummary = {
  ...NO_REVIEWS,
  reviewCnt: 12,
  ratingAvg: 4.5,
  starCnts: [8, 3, 0, 1, 0],
  latest: [{ reviewNo: 3, writerNm: '녹차***', rating: 5, content: '순하고 촉촉해요. 재구매할게요.', createdDttm: '20261120093000' }],
};

describe('JSON-LD', () => {
  it('describes a product with an offer in KRW at an absolute URL', () => {
    const data = productJsonLd(ORIGIN, product, NO_REVIEWS);
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'BO0000017',
      image: ['https://shop.example/images/products/17-1.svg'],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'KRW',
        price: 42_000,
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/kr/ko/dp/product/BO0000017',
      },
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('adds the rating and the latest reviews from published reviews only once there are some, and says when it is sold out', () => {
    const data = productJsonLd(ORIGIN, { ...product, soldOutYn: 'Y' }, TWELVE);
    expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: '녹차***' },
        datePublished: '2026-11-20',
        reviewBody: '순하고 촉촉해요. 재구매할게요.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('escapes < so catalog text cannot end the script element', () => {
    const text = jsonLdText(productJsonLd(ORIGIN, product, NO_REVIEWS));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe(product.prdNm);
  });

  it('lists breadcrumbs in order and names the shop', () => {
    expect(
      breadcrumbJsonLd(ORIGIN, [
        { name: '홈', path: '/kr/ko' },
        { name: '스킨케어', path: '/kr/ko/dp/product-list?catNm=스킨케어' },
      ]),
    ).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: '홈', item: 'https://shop.example/kr/ko' },
        { position: 2, name: '스킨케어', item: `https://shop.example/kr/ko/dp/product-list?catNm=${encodeURIComponent('스킨케어')}` },
      ],
    });
    expect(organizationJsonLd(ORIGIN)).toMatchObject({ '@type': 'Organization', name: '녹차숍', url: 'https://shop.example/kr/ko' });
  });
});
