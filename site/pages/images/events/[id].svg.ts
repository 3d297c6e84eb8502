/**
 * Event banners: the gateway hands each over as SVG text with its address (`/images/events/{id}.svg`);
 * the build writes it there, so pages link a small cached file instead of inlining a large SVG.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadEvents } from '#features/campaign/build-data.ts';
import { imageRoutes } from '#features/campaign/common/image-routes.ts';

export const getStaticPaths = (async () =>
  imageRoutes(
    '/images/events/',
    (await loadEvents()).map((event) => event.banner),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response((props as { svg: string }).svg, { headers: { 'Content-Type': 'image/svg+xml' } });
