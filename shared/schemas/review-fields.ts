/**
 * The review fields both the product page's calls and the member's own use. They live apart from
 * both calls files because `review-calls.ts` holds the family's contracts and so imports
 * `my-review-calls.ts`, which needs these: one file each way would be an import cycle.
 */
import { z } from 'zod';
import { SKIN_CONCERNS, type SkinConcern } from '../catalog/skin-concerns';
import { SKIN_TYPES, type SkinType } from '../catalog/skin-types';

export const SkinTypeCdSchema = z.enum(Object.keys(SKIN_TYPES) as [SkinType, ...SkinType[]], { error: '피부 타입을 선택해 주세요.' });
export const SkinConcernSchema = z.enum(Object.keys(SKIN_CONCERNS) as [SkinConcern, ...SkinConcern[]], { error: '피부 고민을 다시 선택해 주세요.' });
export const ReviewNoSchema = z.number({ error: '리뷰를 선택해 주세요.' }).int().positive();

export const ReviewRefRequestSchema = z.object({ reviewNo: ReviewNoSchema });
export type ReviewRefRequest = z.input<typeof ReviewRefRequestSchema>;
