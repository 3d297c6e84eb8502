/**
 * The for-me calls: recommendations for the logged-in customer, and saving their skin type.
 * Both need a login (401 `LOGIN_REQUIRED`).
 */
import { SkinTypeSchema, FOR_ME_CONTRACTS } from '#shared/schemas/for-me-calls';
import { toDttm14 } from '#shared/format';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { ageGroupOf, ageOn, recommend } from './recommend';

interface SkinProfileRow {
  dtbr: string | null;
  skin_type_cd: string | null;
}

export const getForMeProductList = defineEndpoint(FOR_ME_CONTRACTS.getForMeProductList, async ({ db, input, owner }) => {
  const profile = await db
    .prepare(`SELECT dtbr, skin_type_cd FROM customers WHERE incs_no = ? AND status = 'ACTIVE'`)
    .bind(owner.incsNo)
    .first<SkinProfileRow>();
  if (!profile) throw new GatewayError('LOGIN_REQUIRED');
  const stored = SkinTypeSchema.safeParse(profile.skin_type_cd);
  const skinType = input.skinType ?? (stored.success ? stored.data : null);
  const nowDttm = toDttm14(Date.now());
  const age = ageOn(profile.dtbr, nowDttm.slice(0, 8));
  const items = await recommend(db, skinType, age, input.size, nowDttm);
  return { statusCode: 200 as const, data: { skinType, ageGroup: ageGroupOf(age), items } };
});

export const saveSkinType = defineEndpoint(FOR_ME_CONTRACTS.saveSkinType, async ({ db, input, owner }) => {
  const { meta } = await db.prepare(`UPDATE customers SET skin_type_cd = ? WHERE incs_no = ? AND status = 'ACTIVE'`).bind(input.skinType, owner.incsNo).run();
  if (meta.changes !== 1) throw new GatewayError('LOGIN_REQUIRED');
  return { statusCode: 200 as const, data: { skinType: input.skinType } };
});

export const FOR_ME_ENDPOINTS: readonly Endpoint[] = [getForMeProductList, saveSkinType];
