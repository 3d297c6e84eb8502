/**
 * Operator calls for claims and bottle collections, under `/ops/v1` (see index.ts for the key
 * check): move an exchange or return along (PICKING_UP, COMPLETED, REJECTED; completing a return
 * refunds it), list claims, and move a bottle collection (COLLECTED, CONFIRMED credits the
 * points once, REJECTED). Answers `{ data }` or `{ code, message }` in Korean; a refusal changes nothing.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ClaimStatusSchema, ClaimTypeSchema } from '../../../shared/schemas/claim-calls';
import type { AppEnv } from '../env';
import { moveBottleCollection, readBottlesForOperator } from '../gateway/claims/bottle-collections';
import { moveClaim } from '../gateway/claims/claim-completion';
import { readClaimsForOperator } from '../gateway/claims/claim-read';
import { pointsPerBottle } from '../gateway/claims/claim-rules';
import { API_ERRORS, GatewayError } from '../gateway/errors';

export const claimOps = new Hono<AppEnv>();

type OpsContext = Context<AppEnv>;

/** The JSON body, `{}` when empty; null when it is not JSON. */
async function readBody(c: OpsContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function refuse(c: OpsContext, status: number, code: string, message: string): Response {
  return c.json({ code, message }, status as 400, { 'Cache-Control': 'no-store' });
}

/** Runs `work` and answers its data, or the GatewayError it throws as `{ code, message }`. */
async function answer(c: OpsContext, work: () => Promise<unknown>): Promise<Response> {
  try {
    return c.json({ data: await work() }, 200, { 'Cache-Control': 'no-store' });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    const { status, message } = API_ERRORS[error.code];
    return refuse(c, status, error.code, 'detail' in error && typeof error.detail === 'string' ? error.detail : message);
  }
}

const ClaimMoveSchema = z.object({ clmNo: z.number().int().positive(), status: z.enum(['PICKING_UP', 'COMPLETED', 'REJECTED']) });

claimOps.post('/claims/status', async (c) => {
  const parsed = ClaimMoveSchema.safeParse(await readBody(c));
  if (!parsed.success) return refuse(c, 400, 'INVALID_INPUT', 'clmNo(신청 번호)와 status(PICKING_UP, COMPLETED, REJECTED 중 하나)를 확인해 주세요.');
  return answer(c, () => moveClaim(c.env.DB, c.env, parsed.data.clmNo, parsed.data.status));
});

const ClaimListSchema = z.object({ status: ClaimStatusSchema.optional(), type: ClaimTypeSchema.optional(), limit: z.number().int().min(1).max(500).optional() });

claimOps.post('/claims/list', async (c) => {
  const parsed = ClaimListSchema.safeParse(await readBody(c));
  if (!parsed.success) return refuse(c, 400, 'INVALID_INPUT', 'status(REQUESTED, PICKING_UP, COMPLETED, REJECTED), type(CANCEL, EXCHANGE, RETURN), limit(1~500)를 확인해 주세요.');
  const { status, type, limit = 50 } = parsed.data;
  return answer(c, () => readClaimsForOperator(c.env.DB, { status, type }, limit));
});

const BottleMoveSchema = z.object({ id: z.number().int().positive(), status: z.enum(['COLLECTED', 'CONFIRMED', 'REJECTED']) });

claimOps.post('/bottles/status', async (c) => {
  const parsed = BottleMoveSchema.safeParse(await readBody(c));
  if (!parsed.success) return refuse(c, 400, 'INVALID_INPUT', 'id(공병 수거 신청 번호)와 status(COLLECTED, CONFIRMED, REJECTED 중 하나)를 확인해 주세요.');
  return answer(c, () => moveBottleCollection(c.env.DB, parsed.data.id, parsed.data.status, pointsPerBottle(c.env)));
});

const BottleListSchema = z.object({ status: z.enum(['REQUESTED', 'COLLECTED', 'CONFIRMED', 'REJECTED']).optional(), limit: z.number().int().min(1).max(500).optional() });

claimOps.post('/bottles/list', async (c) => {
  const parsed = BottleListSchema.safeParse(await readBody(c));
  if (!parsed.success) return refuse(c, 400, 'INVALID_INPUT', 'status(REQUESTED, COLLECTED, CONFIRMED, REJECTED)와 limit(1~500)를 확인해 주세요.');
  return answer(c, () => readBottlesForOperator(c.env.DB, parsed.data.status, parsed.data.limit ?? 50, pointsPerBottle(c.env)));
});
