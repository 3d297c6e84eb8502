/**
 * Product images: the gateway hands each image over as SVG text with the address it lives at
 * (`/images/products/{inmPrdNo}-{n}.svg`); the build writes every one to that address.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCatalog } from '#features/catalog/build-data.ts';

const PREFIX = '/images/';

export const getStaticPaths = (async () => {
  const { products } = await loadCatalog();
  return products.flatMap((product) =>
    product.images
      .filter((image) => image.url.startsWith(PREFIX))
      .map((image) => ({ params: { path: image.url.slice(PREFIX.length) }, props: { svg: image.svg } })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response((props as { svg: string }).svg, { headers: { 'Content-Type': 'image/svg+xml' } });
