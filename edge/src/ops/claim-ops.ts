/**
 * Operator calls for claims and bottle collections (`/ops/v1/claims/*`, `/bottles/*`): move an
 * exchange or return along (PICKING_UP, COMPLETED, REJECTED; completing a return refunds it), list
 * claims, and move a bottle collection (COLLECTED, CONFIRMED credits the points once, REJECTED).
 */
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { moveBottleCollection, readBottlesForOperator } from '../gateway/claims/bottle-collections';
import { moveClaim } from '../gateway/claims/claim-completion';
import { readClaimsForOperator } from '../gateway/claims/claim-read';
import { pointsPerBottle } from '../gateway/claims/claim-rules';
import { defineEndpoint } from '../gateway/endpoint';

export const moveClaimStatus = defineEndpoint(OPS_CONTRACTS.moveClaimStatus, async ({ c, db, input }) => ({
  data: await moveClaim(db, c.env, input.clmNo, input.status),
}));

export const listClaims = defineEndpoint(OPS_CONTRACTS.listClaims, async ({ db, input }) => ({
  data: await readClaimsForOperator(db, { status: input.status, type: input.type }, input.limit ?? 50, input.offset),
}));

export const moveBottleStatus = defineEndpoint(OPS_CONTRACTS.moveBottleStatus, async ({ c, db, input }) => ({
  data: await moveBottleCollection(db, input.id, input.status, pointsPerBottle(c.env)),
}));

export const listBottles = defineEndpoint(OPS_CONTRACTS.listBottles, async ({ c, db, input }) => ({
  data: await readBottlesForOperator(db, input.status, { limit: input.limit ?? 50, offset: input.offset }, pointsPerBottle(c.env)),
}));

export const CLAIM_OPS = [moveClaimStatus, listClaims, moveBottleStatus, listBottles];
