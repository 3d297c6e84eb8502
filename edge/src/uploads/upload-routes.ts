/**
 * `POST /api/cm/upload/v1/{use}` (ADR 019): a logged-in member sends one file as the raw body
 * (`Content-Type` is the browser's guess and is not trusted; `Content-Length` is required). The
 * answer is the upload's id, which the form sends with its record (a review, an inquiry, a
 * posting) to save it. A posting's video goes in parts (`/{use}/parts`, `receive-parts.ts`). Mounted before the gateway's 64 KB body limit; never proxied upstream,
 * since the files live in this shop's R2. 100 files, video parts or video starts per member an
 * hour, every part counted, so parts are no way around the limit, and at most `UPLOAD_DAILY_MB`
 * stored a day (upload-quota.ts); a posting's files only from an active editor, the only member
 * who can save them (ADR 024).
 */
import { Hono, type Context } from 'hono';
import { uploadRules, useOfSlug, type UploadUse } from '#shared/uploads/upload-rules';
import { bearerToken, resolveSession } from '#edge/auth/sessions';
import { GatewayError, onGatewayError } from '#edge/gateway/errors';
import type { GatewayEnv } from '#edge/gateway/gateway-env';
import { traceId } from '#edge/gateway/trace';
import { activeEditor } from '#edge/gateway/postings/postings';
import { takeRequest } from '#edge/member/rate-limit';
import { completeParts, receivePart, startParts } from './receive-parts';
import { receiveUpload } from './receive-upload';
import { checkRoom, uploadDailyMb, withinQuota, type Quota } from './upload-quota';

export const UPLOAD_BASE = '/cm/upload/v1';
const PER_HOUR = { limit: 100, windowMs: 60 * 60 * 1000 };

/** The review image limit in MB from configuration (`REVIEW_IMAGE_MAX_MB`, 1 to 50, else 10). */
export function reviewImageMaxMb(env: Partial<Pick<Env, 'REVIEW_IMAGE_MAX_MB'>>): number {
  const value = Number(env.REVIEW_IMAGE_MAX_MB);
  return Number.isInteger(value) && value >= 1 && value <= 50 ? value : 10;
}

/** Uses whose files only a posting saves, which only an active editor writes. */
const EDITOR_USES: ReadonlySet<UploadUse> = new Set(['POSTING_IMAGE', 'POSTING_VIDEO']);

/**
 * The member and the use of an upload request; throws for no login (before it looks at the use),
 * an unknown use, or a posting file from a non-editor.
 */
async function uploaderOf(c: Context<GatewayEnv>) {
  const owner = await resolveSession(c.env.DB, bearerToken(c.req.header('authorization')));
  if (!owner) throw new GatewayError('LOGIN_REQUIRED');
  const use = useOfSlug(c.req.param('use') ?? '');
  if (!use) throw new GatewayError('UPLOAD_USE_UNKNOWN');
  if (EDITOR_USES.has(use) && !(await activeEditor(c.env.DB, owner.incsNo))) throw new GatewayError('POSTING_NOT_EDITOR');
  return { incsNo: owner.incsNo, use, rule: uploadRules(reviewImageMaxMb(c.env))[use] };
}

const quotaOf = (c: Context<GatewayEnv>, incsNo: number): Quota => ({ incsNo, dailyMb: uploadDailyMb(c.env) });

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
  const length = declaredLength(c);
  const upload = await withinQuota(c.env.DB, quotaOf(c, uploader.incsNo), { bytes: length, limit: uploader.rule.maxBytes }, () =>
    receiveUpload(c.env.DB, c.env.UPLOADS, { ...uploader, body: c.req.raw.body, length }),
  );
  return answer(c, upload);
});

// A video in parts: start with its size, send each part, then complete.
uploadRoutes.post('/:use/parts', async (c) => {
  const uploader = await uploaderOf(c);
  await throttle(c, uploader.incsNo);
  const body = await c.req.json<{ bytes?: unknown }>().catch(() => ({ bytes: undefined }));
  const bytes = Number(body.bytes);
  // A video that cannot fit the day's quota is refused before its first part is sent.
  if (uploader.rule.partBytes) await checkRoom(c.env.DB, quotaOf(c, uploader.incsNo), { bytes, limit: uploader.rule.maxBytes });
  return answer(c, await startParts(c.env.DB, c.env.UPLOADS, uploader, bytes));
});
uploadRoutes.put('/:use/parts/:uploadId/:partNumber', async (c) => {
  const uploader = await uploaderOf(c);
  await throttle(c, uploader.incsNo);
  const part = {
    ...uploader,
    uploadId: c.req.param('uploadId'),
    partNumber: Number(c.req.param('partNumber')),
    body: c.req.raw.body,
    length: declaredLength(c),
  };
  const declared = { bytes: part.length, limit: uploader.rule.partBytes ?? 0 };
  return answer(c, await withinQuota(c.env.DB, quotaOf(c, uploader.incsNo), declared, () => receivePart(c.env.DB, c.env.UPLOADS, part)));
});
uploadRoutes.post('/:use/parts/:uploadId/complete', async (c) => {
  const uploader = await uploaderOf(c);
  return answer(c, await completeParts(c.env.DB, c.env.UPLOADS, uploader, c.req.param('uploadId')));
});
uploadRoutes.onError(onGatewayError);
