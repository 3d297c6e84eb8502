/** Live broadcast posters, written to the address the gateway names (`/images/live/{id}.svg`). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadLives } from '#features/campaign/build-data.ts';
import { imageRoutes } from '#features/campaign/common/image-routes.ts';

export const getStaticPaths = (async () =>
  imageRoutes(
    '/images/live/',
    (await loadLives()).map((live) => live.poster),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response((props as { svg: string }).svg, { headers: { 'Content-Type': 'image/svg+xml' } });
