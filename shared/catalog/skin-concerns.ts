/**
 * Skin concerns a shopper names on a review and filters reviews by, the words Korean
 * beauty shops use. Kept schema-free so pages and islands read the labels without zod.
 */
export const SKIN_CONCERNS = {
  DRYNESS: '건조함',
  OILINESS: '유분',
  PORES: '모공',
  TROUBLE: '트러블',
  DULLNESS: '칙칙함',
  WRINKLES: '주름·탄력',
  SENSITIVITY: '민감함',
  REDNESS: '붉은기',
} as const;
export type SkinConcern = keyof typeof SKIN_CONCERNS;
