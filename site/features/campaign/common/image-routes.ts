/**
 * Static routes for campaign images (`/images/{folder}/{id}.svg`): one file per image the gateway
 * names under `prefix`, its SVG text as the body. Images elsewhere are some other route's.
 */
import type { CampaignImage } from '#shared/schemas/campaign-calls';

export function imageRoutes(prefix: string, images: readonly CampaignImage[]): { params: { id: string }; props: { svg: string } }[] {
  const seen = new Set<string>();
  return images.flatMap((image) => {
    const match = image.url.startsWith(prefix) ? /^([\w-]+)\.svg$/.exec(image.url.slice(prefix.length)) : null;
    if (!match || seen.has(match[1])) return [];
    seen.add(match[1]);
    return [{ params: { id: match[1] }, props: { svg: image.svg } }];
  });
}
