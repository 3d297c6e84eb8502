/** Seeded editor postings' drawn images, written to the address the gateway names (`/images/postings/{id}.svg`); written postings carry uploads. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadPostings } from '#features/campaign/build-data.ts';
import { imageRoutes } from '#features/campaign/common/image-routes.ts';

export const getStaticPaths = (async () =>
  imageRoutes(
    '/images/postings/',
    (await loadPostings()).flatMap((posting) => (posting.image ? [posting.image] : [])),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response((props as { svg: string }).svg, { headers: { 'Content-Type': 'image/svg+xml' } });
