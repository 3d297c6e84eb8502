/**
 * Skin types a customer can choose, with the words the catalog's 피부 타입 field uses. Kept apart
 * from the for-me schemas so pages and islands read the labels without bundling zod.
 */
export const SKIN_TYPES = {
  DRY: '건성',
  OILY: '지성',
  COMBINATION: '복합성',
  SENSITIVE: '민감성',
  TROUBLE: '트러블성',
} as const;
export type SkinType = keyof typeof SKIN_TYPES;
