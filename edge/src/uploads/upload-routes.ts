/**
 * `POST /api/cm/upload/v1/{use}` (issue 11 §1): a logged-in member sends one file as the raw body
 * (`Content-Type` is the browser's guess and is not trusted; `Content-Length` is required). The
 * answer is the upload's id, which the form sends with its record (a review, an inquiry, a
 * posting) to save it. Mounted before the gateway's 64 KB body limit; never proxied upstream,
 * since the files live in this shop's R2. 100 uploads per member an hour.
 */
import { Hono } from 'hono';
import { uploadRules, useOfSlug } from '#shared/uploads/upload-rules';
import { bearerToken, resolveSession } from '#edge/auth/sessions';
import { GatewayError, onGatewayError } from '#edge/gateway/errors';
import type { GatewayEnv } from '#edge/gateway/gateway-env';
import { traceId } from '#edge/gateway/trace';
import { takeRequest } from '#edge/member/rate-limit';
import { receiveUpload } from './receive-upload';

export const UPLOAD_BASE = '/cm/upload/v1';
const PER_HOUR = { limit: 100, windowMs: 60 * 60 * 1000 };

/** The review image limit in MB from configuration (SPEC §5: "given by a parameter"). */
export function reviewImageMaxMb(env: Partial<Pick<Env, 'REVIEW_IMAGE_MAX_MB'>>): number {
  const value = Number(env.REVIEW_IMAGE_MAX_MB);
  return Number.isInteger(value) && value >= 1 && value <= 50 ? value : 10;
}

export const uploadRoutes = new Hono<GatewayEnv>();
uploadRoutes.use(traceId());
uploadRoutes.post('/:use', async (c) => {
  const use = useOfSlug(c.req.param('use') ?? '');
  if (!use) throw new GatewayError('UPLOAD_USE_UNKNOWN');
  const owner = await resolveSession(c.env.DB, bearerToken(c.req.header('authorization')));
  if (!owner) throw new GatewayError('LOGIN_REQUIRED');
  if (!(await takeRequest(c.env.DB, `upload:${owner.incsNo}`, PER_HOUR))) throw new GatewayError('UPLOAD_THROTTLED');
  const declared = c.req.header('content-length');
  const upload = await receiveUpload(c.env.DB, c.env.UPLOADS, {
    incsNo: owner.incsNo,
    use,
    rule: uploadRules(reviewImageMaxMb(c.env))[use],
    body: c.req.raw.body,
    length: declared === undefined ? null : Number(declared),
  });
  return c.json({ data: upload }, 200, { 'Cache-Control': 'no-store' });
});
uploadRoutes.onError(onGatewayError);
