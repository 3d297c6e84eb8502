/**
 * Fields many operator calls share. `npm run ops` sends digit-only values as numbers, so text
 * fields accept numbers too.
 */
import { z } from 'zod';
import { withParticle } from '#shared/format/particle';

/** Text that `npm run ops` may have sent as a number. */
export const asText = z.union([z.string(), z.number().int().nonnegative()]).transform(String);
/** Rows to skip: the console pages a queue by `limit` and `offset`. */
export const listOffset = z.number({ error: 'offset은 숫자여야 합니다.' }).int().min(0).max(100_000).default(0);
export const listLimit = z
  .number({ error: 'limit은 숫자여야 합니다.' })
  .int()
  .min(1, 'limit은 1 이상이어야 합니다.')
  .max(500, 'limit은 500 이하여야 합니다.')
  .optional();
/** A Korean date as `2026-11-25`. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 2026-11-25처럼 보내 주세요.');
/** A count or an amount that is never negative. */
export const count = z.number().int().nonnegative();
/** A Y/N flag; `name` says which in the Korean message. */
export const YesNo = (name: string) => z.enum(['Y', 'N'], { error: `${withParticle(name, '은/는')} Y 또는 N이어야 합니다.` });
/** A member by their number. */
export const IncsNoSchema = z.number({ error: 'incsNo(회원 번호)를 숫자로 보내 주세요.' }).int().positive();
