/**
 * `GET /images/{events|live|postings}/{id}.svg`: an event banner, a broadcast poster or a seeded
 * posting's drawn image, read from D1 through the gateway (getCampaignImage) instead of written
 * by the build. SVG can carry script, so the answer forbids it (`default-src 'none'`, inline
 * styles only) and is never sniffed as anything else. A copy is kept in the Cache API for
 * `MAX_AGE_SECONDS`, the time a browser may keep it too; unknown or hidden images are a 404.
 */
import type { Context } from 'hono';
import { GetCampaignImageResponseSchema, type CampaignImageFolder } from '#shared/schemas/campaign-page-calls';
import { CAMPAIGN_PAGE_ROUTES } from '#shared/schemas/campaign-page-routes';
import { callGatewayInProcess, GatewayStatusError } from '../catalog-live/in-process-gateway';
import { gatewayCallerOf, waitUntilOf } from '../catalog-live';
import type { AppEnv } from '../env';

export const CAMPAIGN_IMAGE_PATH = '/images/:folder{events|live|postings}/:file';
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const MAX_AGE_SECONDS = 3600;

function notFound(c: Context<AppEnv>): Response {
  return c.text('이미지를 찾을 수 없습니다.', 404, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
}

export async function serveCampaignImage(c: Context<AppEnv>): Promise<Response> {
  const folder = c.req.param('folder') as CampaignImageFolder;
  const id = /^([1-9]\d{0,8})\.svg$/.exec(c.req.param('file') ?? '')?.[1];
  if (!id) return notFound(c);
  const key = new Request(new URL(`/images/${folder}/${id}.svg`, c.req.url));
  const kept = await caches.default.match(key);
  if (kept) return new Response(kept.body, kept);
  let svg: string;
  try {
    const caller = gatewayCallerOf(c);
    const body = { folder, id: Number(id) };
    svg = (await callGatewayInProcess(caller, { method: 'POST', path: CAMPAIGN_PAGE_ROUTES.getCampaignImage.path, body }, GetCampaignImageResponseSchema)).data
      .svg;
  } catch (error) {
    if (error instanceof GatewayStatusError && error.status === 404) return notFound(c);
    throw error;
  }
  const response = new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': SVG_CSP,
    },
  });
  const store = caches.default.put(key, response.clone());
  const waitUntil = waitUntilOf(c);
  if (waitUntil) waitUntil(store);
  else await store;
  return response;
}
