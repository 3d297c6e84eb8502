/**
 * `GET /ops/uploads/{use}/{id}.{ext}`: an inquiry's photos and a posting's media as the console
 * shows them, always `private, no-store`, to a key or a console operator whose role covers that
 * work (customer service the inquiries, the content team the postings, the owner both;
 * shared/ops/operator-roles.ts). Under `/ops`, where the console's
 * session cookie is sent. The console draws them with `<img>`, `<video>` and links, which cannot
 * send the `X-Ops-Console` header of console calls; reading a file changes nothing, the cookie is
 * SameSite=Strict, and the browser's `Sec-Fetch-Site` must still say the shop itself asked (ADR 019).
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { mayCall, type OperatorRole } from '#shared/ops/operator-roles';
import { keyActor } from '#edge/auth/operator';
import { OPS_SESSION_COOKIE, resolveOperatorSession } from '#edge/auth/operator-sessions';
import { GatewayError, onGatewayError } from '#edge/gateway/errors';
import type { GatewayEnv } from '#edge/gateway/gateway-env';
import { traceId } from '#edge/gateway/trace';
import { notFound, PRIVATE_CACHE, sendUpload } from './serve-upload';
import { audienceOf, PRIVATE_USE_AREAS, uploadFileOf } from './upload-audience';

/** Where index.ts mounts it: the console shows `/uploads/…` at `/ops/uploads/…`. */
export const OPERATOR_UPLOADS_PREFIX = '/ops';

/** The role of the key, or of the console operator whose page asked. */
async function viewerRoleOf(c: Context<GatewayEnv>): Promise<OperatorRole> {
  const key = await keyActor(c.env, c.req.url, c.req.header('x-operator-key'));
  if (key) return key.role;
  const site = c.req.header('sec-fetch-site');
  const operator = site === undefined || site === 'same-origin' ? await resolveOperatorSession(c.env.DB, getCookie(c, OPS_SESSION_COOKIE)) : null;
  if (!operator) throw new GatewayError('OPERATOR_KEY_REQUIRED');
  return operator.role;
}

export const operatorUploads = new Hono<GatewayEnv>();
operatorUploads.use(traceId());
operatorUploads.get('/*', async (c) => {
  const role = await viewerRoleOf(c);
  const file = uploadFileOf(new URL(c.req.url).pathname.slice(OPERATOR_UPLOADS_PREFIX.length));
  const area = file ? PRIVATE_USE_AREAS[file.slug] : undefined;
  if (!file || !area) return notFound(c);
  if (!mayCall(role, area)) throw new GatewayError('OPERATOR_FORBIDDEN');
  if (!(await audienceOf(c.env.DB, file))) return notFound(c);
  return sendUpload(c, file.key, PRIVATE_CACHE);
});
operatorUploads.onError(onGatewayError);
