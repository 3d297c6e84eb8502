/**
 * `POST /api/cm/upload/v1/{use}` (issue 11 §1): a logged-in member sends one file as the raw body
 * (`Content-Type` is the browser's guess and is not trusted; `Content-Length` is required). The
 * answer is the upload's id, which the form sends with its record (a review, an inquiry, a
 * posting) to save it. A posting's video goes in parts (`/{use}/parts`, `receive-parts.ts`). Mounted before the gateway's 64 KB body limit; never proxied upstream,
 * since the files live in this shop's R2. 100 uploads per member an hour.
 */
import { Hono, type Context } from 'hono';
import { uploadRules, useOfSlug } from '#shared/uploads/upload-rules';
import { bearerToken, resolveSession } from '#edge/auth/sessions';
import { GatewayError, onGatewayError } from '#edge/gateway/errors';
import type { GatewayEnv } from '#edge/gateway/gateway-env';
import { traceId } from '#edge/gateway/trace';
import { takeRequest } from '#edge/member/rate-limit';
import { completeParts, receivePart, startParts } from './receive-parts';
import { receiveUpload } from './receive-upload';

export const UPLOAD_BASE = '/cm/upload/v1';
const PER_HOUR = { limit: 100, windowMs: 60 * 60 * 1000 };

/** The review image limit in MB from configuration (SPEC §5: "given by a parameter"). */
export function reviewImageMaxMb(env: Partial<Pick<Env, 'REVIEW_IMAGE_MAX_MB'>>): number {
  const value = Number(env.REVIEW_IMAGE_MAX_MB);
  return Number.isInteger(value) && value >= 1 && value <= 50 ? value : 10;
}

/** The member and the use of an upload request; throws for no login before it looks at the use. */
async function uploaderOf(c: Context<GatewayEnv>) {
  const owner = await resolveSession(c.env.DB, bearerToken(c.req.header('authorization')));
  if (!owner) throw new GatewayError('LOGIN_REQUIRED');
  const use = useOfSlug(c.req.param('use') ?? '');
  if (!use) throw new GatewayError('UPLOAD_USE_UNKNOWN');
  return { incsNo: owner.incsNo, use, rule: uploadRules(reviewImageMaxMb(c.env))[use] };
}

async function throttle(c: Context<GatewayEnv>, incsNo: number) {
  if (!(await takeRequest(c.env.DB, `upload:${incsNo}`, PER_HOUR))) throw new GatewayError('UPLOAD_THROTTLED');
}

const declaredLength = (c: Context<GatewayEnv>) => {
  const declared = c.req.header('content-length');
  return declared === undefined ? null : Number(declared);
};
const answer = <T>(c: Context<GatewayEnv>, data: T) => c.json({ data }, 200, { 'Cache-Control': 'no-store' });

export const uploadRoutes = new Hono<GatewayEnv>();
uploadRoutes.use(traceId());
uploadRoutes.post('/:use', async (c) => {
  const uploader = await uploaderOf(c);
  await throttle(c, uploader.incsNo);
  return answer(c, await receiveUpload(c.env.DB, c.env.UPLOADS, { ...uploader, body: c.req.raw.body, length: declaredLength(c) }));
});

// A video in parts (issue 12 §4): start with its size, send each part, then complete.
uploadRoutes.post('/:use/parts', async (c) => {
  const uploader = await uploaderOf(c);
  await throttle(c, uploader.incsNo);
  const body = await c.req.json<{ bytes?: unknown }>().catch(() => ({ bytes: undefined }));
  return answer(c, await startParts(c.env.DB, c.env.UPLOADS, uploader, Number(body.bytes)));
});
uploadRoutes.put('/:use/parts/:uploadId/:partNumber', async (c) => {
  const uploader = await uploaderOf(c);
  const part = {
    ...uploader,
    uploadId: c.req.param('uploadId'),
    partNumber: Number(c.req.param('partNumber')),
    body: c.req.raw.body,
    length: declaredLength(c),
  };
  return answer(c, await receivePart(c.env.DB, c.env.UPLOADS, part));
});
uploadRoutes.post('/:use/parts/:uploadId/complete', async (c) => {
  const uploader = await uploaderOf(c);
  return answer(c, await completeParts(c.env.DB, c.env.UPLOADS, uploader, c.req.param('uploadId')));
});
uploadRoutes.onError(onGatewayError);
