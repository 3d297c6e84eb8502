/** Fixtures for the campaign and main page renderer tests: text an operator could type that markup would misread. */
import type { ProductCard } from '#shared/schemas/display-calls';

export const HOSTILE = `<script>alert(1)</script> "봄" & '여름'`;
export const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt; &quot;봄&quot; &amp; &#39;여름&#39;';

/** A product card named `HOSTILE`. */
export function hostileProduct(inmPrdNo: string, fields: Partial<ProductCard> = {}): ProductCard {
  return {
    inmPrdNo,
    productCode: `P${inmPrdNo}`,
    prdNm: HOSTILE,
    brandCd: 'BR001',
    brandNm: '녹차숍',
    catNm: '스킨케어',
    subCatNm: '크림',
    cnsmAmt: 30000,
    saleAmt: 25500,
    dcRate: 15,
    badges: [],
    soldOutYn: 'N',
    reviewCnt: 0,
    ratingAvg: 0,
    imageUrl: `/images/products/${inmPrdNo}-0.svg`,
    imageAlt: '크림',
    hotDealEndDttm: null,
    buyRule: 'ANY',
    ...fields,
  };
}
