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
import { gatewayCallerOf } from '../catalog-live';
import type { AppEnv } from '../env';
import { imageNotFound, keptSvgImage } from './svg-image';

export const CAMPAIGN_IMAGE_PATH = '/images/:folder{events|live|postings}/:file';
const MAX_AGE_SECONDS = 3600;

export async function serveCampaignImage(c: Context<AppEnv>): Promise<Response> {
  const folder = c.req.param('folder') as CampaignImageFolder;
  const id = /^([1-9]\d{0,8})\.svg$/.exec(c.req.param('file') ?? '')?.[1];
  if (!id) return imageNotFound();
  const key = new Request(new URL(`/images/${folder}/${id}.svg`, c.req.url));
  return keptSvgImage(c, key, { maxAgeSeconds: MAX_AGE_SECONDS }, async () => {
    try {
      const body = { folder, id: Number(id) };
      const path = CAMPAIGN_PAGE_ROUTES.getCampaignImage.path;
      return (await callGatewayInProcess(gatewayCallerOf(c), { method: 'POST', path, body }, GetCampaignImageResponseSchema)).data.svg;
    } catch (error) {
      if (error instanceof GatewayStatusError && error.status === 404) return null;
      throw error;
    }
  });
}
