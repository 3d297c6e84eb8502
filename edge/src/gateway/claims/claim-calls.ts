/**
 * The claim calls under `/or/claim/v1`, members only: exchange and return requests
 * after delivery (with an `Idempotency-Key`, so a double submit writes one claim), the refund a
 * return would give, the claim list and detail, and the empty-bottle collection (공병 수거).
 */
import { CLAIM_CONTRACTS } from '#shared/schemas/claim-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { runIdempotent } from '../idempotency';
import { readBottleList, requestBottleCollection } from './bottle-collections';
import { checkAskedLines, loadClaimableOrder, toClaimableOrder } from './claimable-order';
import { readClaim, readClaimList } from './claim-read';
import { previewReturnRefund } from './claim-refund';
import { requestClaim } from './claim-request';
import { pointsPerBottle, returnShippingFee, type ExchangeOrReturn } from './claim-rules';

/** An exchange or return request: idempotent per member and key, so a double submit writes one claim. */
function claimRequestEndpoint(type: ExchangeOrReturn, contract: typeof CLAIM_CONTRACTS.requestExchange): Endpoint {
  return defineEndpoint(contract, async ({ c, db, owner, input }) => {
    const incsNo = owner.incsNo;
    const key = c.req.header('idempotency-key');
    const answer = await runIdempotent(db, { owner: `m:${incsNo}`, scope: contract.path.split('/').pop()!, key, body: input }, async () => {
      const clmNo = await requestClaim(db, incsNo, type, input);
      return { status: 200, body: { data: await readClaim(db, incsNo, clmNo) } };
    });
    return answer.body;
  });
}

export const requestExchange = claimRequestEndpoint('EXCHANGE', CLAIM_CONTRACTS.requestExchange);
export const requestReturn = claimRequestEndpoint('RETURN', CLAIM_CONTRACTS.requestReturn);

export const getClaimableOrder = defineEndpoint(CLAIM_CONTRACTS.getClaimableOrder, async ({ db, owner, input }) => ({
  data: toClaimableOrder(await loadClaimableOrder(db, owner.incsNo, input.ordNo, Date.now()), input.type),
}));

export const previewReturn = defineEndpoint(CLAIM_CONTRACTS.previewReturn, async ({ db, owner, input }) => {
  const loaded = await loadClaimableOrder(db, owner.incsNo, input.ordNo, Date.now());
  checkAskedLines(loaded, input.lines);
  return { data: await previewReturnRefund(db, input.ordNo, input.lines, returnShippingFee('RETURN', input.reasonCd)) };
});

export const getClaimList = defineEndpoint(CLAIM_CONTRACTS.getClaimList, async ({ db, owner, input }) => ({
  data: await readClaimList(db, owner.incsNo, input),
}));

export const getClaimDetail = defineEndpoint(CLAIM_CONTRACTS.getClaimDetail, async ({ db, owner, input }) => ({
  data: await readClaim(db, owner.incsNo, input.clmNo),
}));

export const requestBottle = defineEndpoint(CLAIM_CONTRACTS.requestBottleCollection, async ({ c, db, owner, input }) => ({
  data: await requestBottleCollection(db, owner.incsNo, input, pointsPerBottle(c.env)),
}));

export const getBottleList = defineEndpoint(CLAIM_CONTRACTS.getBottleCollectionList, async ({ c, db, owner }) => ({
  data: await readBottleList(db, owner.incsNo, pointsPerBottle(c.env)),
}));

/** The claim calls, in the order the screens use them. */
export const CLAIM_ENDPOINTS: readonly Endpoint[] = [
  getClaimableOrder,
  previewReturn,
  requestExchange,
  requestReturn,
  getClaimList,
  getClaimDetail,
  getBottleList,
  requestBottle,
];
