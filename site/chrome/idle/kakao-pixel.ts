/**
 * The social/ad kit is Kakao Pixel: a page view on every page, and the shop's data-layer events
 * that Kakao's documented pixel methods mirror (search, viewContent, addToCart, viewCart,
 * purchase, completeRegistration). Events already in the layer are sent once, later ones as they
 * are pushed, so the pixel sees the same story as the tag manager.
 */

interface KakaoPixel {
  pageView(): void;
  search(options: { keyword: string }): void;
  viewContent(options: { id: string }): void;
  addToCart(options: { id: string }): void;
  viewCart(): void;
  purchase(options: {
    total_quantity: string;
    total_price: string;
    currency: string;
    products: { id: string; name: string; quantity: string; price: string }[];
  }): void;
  completeRegistration(): void;
}

declare global {
  interface Window {
    kakaoPixel?: (trackId: string) => KakaoPixel;
  }
}

interface Item {
  item_id?: string;
  item_name?: string;
  price?: number;
  quantity?: number;
}

interface LayerEntry {
  event?: string;
  handoff?: boolean;
  search_term?: string;
  ecommerce?: { items?: Item[]; value?: number; currency?: string } | null;
}

/** Sends the pixel call a data-layer entry stands for; entries it has no call for are skipped. */
export function sendToPixel(pixel: KakaoPixel, entry: LayerEntry): void {
  // Carried over from the previous page (site/lib/data-layer-handoff.ts), where the pixel, started
  // with that page, has normally sent it already: the handoff waits for the tag manager, not for us.
  if (entry.handoff) return;
  const items = entry.ecommerce?.items ?? [];
  const firstId = items[0]?.item_id;
  switch (entry.event) {
    case 'search':
      if (entry.search_term) pixel.search({ keyword: entry.search_term });
      return;
    case 'view_item':
      if (firstId) pixel.viewContent({ id: firstId });
      return;
    case 'add_to_cart':
      if (firstId) pixel.addToCart({ id: firstId });
      return;
    case 'view_cart':
      pixel.viewCart();
      return;
    case 'sign_up_complete':
      pixel.completeRegistration();
      return;
    case 'purchase':
      pixel.purchase({
        total_quantity: String(items.reduce((sum, item) => sum + (item.quantity ?? 0), 0)),
        total_price: String(entry.ecommerce?.value ?? 0),
        currency: entry.ecommerce?.currency ?? 'KRW',
        products: items.map((item) => ({
          id: item.item_id ?? '',
          name: item.item_name ?? '',
          quantity: String(item.quantity ?? 0),
          price: String(item.price ?? 0),
        })),
      });
  }
}

/** Starts the pixel once its script has loaded: a page view, then the layer's events, past and future. */
export function forwardToKakaoPixel(trackId: string): void {
  const pixel = window.kakaoPixel?.(trackId);
  if (!pixel) return;
  pixel.pageView();
  const layer = (window.dataLayer ??= []);
  for (const entry of layer) sendToPixel(pixel, entry as LayerEntry);
  // Wrapped rather than replaced: the push before us (a tag manager's, or the array's own) still runs first.
  const push = layer.push.bind(layer);
  layer.push = (...entries: unknown[]) => {
    const length = push(...entries);
    for (const entry of entries) sendToPixel(pixel, entry as LayerEntry);
    return length;
  };
}
