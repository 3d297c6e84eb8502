/**
 * The cosmetics disclosure (화장품 표시·광고 정보고시): every field required (migration 0003), with
 * its label and longest length. Schema-free, so the console's product form reads it without zod;
 * the product schemas in `catalog-ops-calls.ts` build their rules from the same table (ADR 016).
 */
export const DISCLOSURE_FIELDS = {
  capacity: ['용량', 100],
  skinType: ['피부 타입', 100],
  expiryInfo: ['사용기한', 200],
  usageInfo: ['사용방법', 1000],
  manufacturer: ['제조업자', 200],
  originCountry: ['제조국', 50],
  ingredients: ['전성분', 3000],
  functionalInfo: ['기능성 여부', 200],
  caution: ['주의사항', 2000],
  qualityStd: ['품질보증기준', 500],
  csPhone: ['상담 전화', 30],
} as const;
