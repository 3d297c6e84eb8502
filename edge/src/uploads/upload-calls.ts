/**
 * The upload calls (`UPLOAD_CONTRACTS`, ADR 019) on the endpoint frame: a logged-in member sends
 * one file as the raw body (`Content-Type` is the browser's guess and is not trusted;
 * `Content-Length` is required), or a posting's video in parts (receive-parts.ts). The frame
 * refuses a guest before the use is looked at. 100 files, video parts or video starts per member
 * an hour, every part counted, so parts are no way around the limit, and at most
 * `UPLOAD_DAILY_MB` stored a day (upload-quota.ts); a posting's files only from an active editor,
 * the only member who can save them (ADR 024).
 *
 * Mounted before the gateway (like the speed beacons) and so before its 64 KB body limit, and never
 * proxied upstream: the files live in this shop's R2. Listed in the gateway too, so
 * `/api/openapi.json` describes them and other methods get 405.
 */
import type { Context } from 'hono';
import { UPLOAD_CONTRACTS } from '#shared/schemas/upload-calls';
import { uploadRules, useOfSlug, type UploadUse } from '#shared/uploads/upload-rules';
import type { SessionOwner } from '#edge/auth/sessions';
import { defineEndpoint, type Endpoint } from '#edge/gateway/endpoint';
import { fileCallRoutes } from '#edge/gateway/file-call-routes';
import { GatewayError } from '#edge/gateway/errors';
import type { GatewayEnv } from '#edge/gateway/gateway-env';
import { activeEditor } from '#edge/gateway/postings/postings';
import { takeRequest } from '#edge/member/rate-limit';
import { completeParts, receivePart, startParts } from './receive-parts';
import { receiveUpload } from './receive-upload';
import { checkRoom, uploadDailyMb, withinQuota, type Quota } from './upload-quota';

const PER_HOUR = { limit: 100, windowMs: 60 * 60 * 1000 };

/** The review image limit in MB from configuration (`REVIEW_IMAGE_MAX_MB`, 1 to 50, else 10). */
export function reviewImageMaxMb(env: Partial<Pick<Env, 'REVIEW_IMAGE_MAX_MB'>>): number {
  const value = Number(env.REVIEW_IMAGE_MAX_MB);
  return Number.isInteger(value) && value >= 1 && value <= 50 ? value : 10;
}

/** Uses whose files only a posting saves, which only an active editor writes. */
const EDITOR_USES: ReadonlySet<UploadUse> = new Set(['POSTING_IMAGE', 'POSTING_VIDEO']);

/** The member and the use an upload names; throws for an unknown use or a posting file from a non-editor. */
async function uploaderOf(c: Context<GatewayEnv>, owner: SessionOwner, slug: string) {
  const use = useOfSlug(slug);
  if (!use) throw new GatewayError('UPLOAD_USE_UNKNOWN');
  if (EDITOR_USES.has(use) && !(await activeEditor(c.env.DB, owner.incsNo))) throw new GatewayError('POSTING_NOT_EDITOR');
  return { incsNo: owner.incsNo, use, rule: uploadRules(reviewImageMaxMb(c.env))[use] };
}

const quotaOf = (c: Context<GatewayEnv>, incsNo: number): Quota => ({ incsNo, dailyMb: uploadDailyMb(c.env) });

async function throttle(c: Context<GatewayEnv>, incsNo: number) {
  if (!(await takeRequest(c.env.DB, `upload:${incsNo}`, PER_HOUR))) throw new GatewayError('UPLOAD_THROTTLED');
}

export const uploadFile = defineEndpoint(UPLOAD_CONTRACTS.uploadFile, async ({ c, owner, params, input }) => {
  const uploader = await uploaderOf(c, owner, params.use);
  await throttle(c, uploader.incsNo);
  const declared = { bytes: input.length, limit: uploader.rule.maxBytes };
  const upload = await withinQuota(c.env.DB, quotaOf(c, uploader.incsNo), declared, () =>
    receiveUpload(c.env.DB, c.env.UPLOADS, { ...uploader, body: input.stream, length: input.length }),
  );
  return { data: upload };
});

export const startUploadParts = defineEndpoint(UPLOAD_CONTRACTS.startUploadParts, async ({ c, owner, params, input }) => {
  const uploader = await uploaderOf(c, owner, params.use);
  await throttle(c, uploader.incsNo);
  // A video that cannot fit the day's quota is refused before its first part is sent.
  if (uploader.rule.partBytes) await checkRoom(c.env.DB, quotaOf(c, uploader.incsNo), { bytes: input.bytes, limit: uploader.rule.maxBytes });
  return { data: await startParts(c.env.DB, c.env.UPLOADS, uploader, input.bytes) };
});

export const uploadPart = defineEndpoint(UPLOAD_CONTRACTS.uploadPart, async ({ c, owner, params, input }) => {
  const uploader = await uploaderOf(c, owner, params.use);
  await throttle(c, uploader.incsNo);
  const part = { ...uploader, uploadId: params.uploadId, partNumber: Number(params.partNumber), body: input.stream, length: input.length };
  const declared = { bytes: part.length, limit: uploader.rule.partBytes ?? 0 };
  return { data: await withinQuota(c.env.DB, quotaOf(c, uploader.incsNo), declared, () => receivePart(c.env.DB, c.env.UPLOADS, part)) };
});

export const completeUploadParts = defineEndpoint(UPLOAD_CONTRACTS.completeUploadParts, async ({ c, owner, params }) => {
  const uploader = await uploaderOf(c, owner, params.use);
  return { data: await completeParts(c.env.DB, c.env.UPLOADS, uploader, params.uploadId) };
});

export const UPLOAD_ENDPOINTS: readonly Endpoint[] = [uploadFile, startUploadParts, uploadPart, completeUploadParts];

const served = fileCallRoutes(UPLOAD_ENDPOINTS);
/** Where index.ts mounts `uploadRoutes`: the folder of the upload paths under `/api`. */
export const UPLOAD_BASE = served.base;
/** The upload calls only, ahead of the gateway's body limit (file-call-routes.ts). */
export const uploadRoutes = served.routes;
