import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressInput, CITY_HALL, newMember, postAddress, rowsOf } from './address-test-support';

type Step = { verb: 'add'; makeDefault: boolean } | { verb: 'edit' | 'delete' | 'setDefault'; pick: number; makeDefault: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ verb: fc.constant('add' as const), makeDefault: fc.boolean() }),
  fc.record({ verb: fc.constantFrom('edit' as const, 'delete' as const, 'setDefault' as const), pick: fc.nat(30), makeDefault: fc.boolean() }),
);

/** Runs one step against the member's live addresses; refusals are part of the game. */
async function run(token: string, live: number[], current: Step): Promise<number> {
  if (current.verb === 'add') {
    const response = await postAddress(
      'saveDeliveryAddress',
      addressInput({ addrNm: '배송지', ...(live.length % 2 ? CITY_HALL : {}), defaultYn: current.makeDefault ? 'Y' : 'N' }),
      token,
    );
    return response.status;
  }
  const dlvAddrNo = live.length > 0 ? live[current.pick % live.length] : 999_999;
  if (current.verb === 'edit')
    return (await postAddress('saveDeliveryAddress', addressInput({ dlvAddrNo, addrNm: '수정됨', defaultYn: current.makeDefault ? 'Y' : 'N' }), token)).status;
  if (current.verb === 'delete') return (await postAddress('deleteDeliveryAddress', { dlvAddrNo }, token)).status;
  return (await postAddress('setDefaultDeliveryAddress', { dlvAddrNo }, token)).status;
}

describe('the address book under any sequence of changes', () => {
  it('keeps exactly one default while it has addresses, never more than 20, and answers only known statuses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const { incsNo, token } = await newMember();
        for (const current of steps) {
          const before = (await rowsOf(incsNo)).filter((row) => !row.deleted).map((row) => row.id as number);
          expect([200, 404, 409]).toContain(await run(token, before, current));
          const live = (await rowsOf(incsNo)).filter((row) => !row.deleted);
          expect(live.length).toBeLessThanOrEqual(20);
          expect(live.filter((row) => row.default_yn === 'Y')).toHaveLength(live.length > 0 ? 1 : 0);
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
